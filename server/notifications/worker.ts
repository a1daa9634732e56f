import { and, eq, lte, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'
import { loadCv } from '#server/cv-files.ts'
import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema.ts'
import { LeaseLoop, renewLeaseWhileRunning, retryDelay } from '#server/background/lease-loop.ts'

type OutboxRow = typeof outbox.$inferSelect

/** What the worker needs of a mail transport: nodemailer's, or a stand-in in tests. */
export type MailTransport = Pick<Transporter, 'sendMail'>

export interface OutboxWorkerOptions {
  db: Database
  /** null: no SMTP configured, so nothing is sent and rows stay pending. */
  transport: MailTransport | null
  from: string
  /**
   * Staff addresses, for rows without a recipient of their own: asked at each send, so an
   * address staff publish (the company's email) is used from the next email on.
   */
  to(): Promise<readonly string[]>
  retryBaseMs: number
  retryMaxMs: number
  /**
   * How long a claimed row belongs to its sender. The sender renews the lease every third of it
   * while the send lasts; a row still 'sending' once its lease has run out (its server died) is
   * claimed again by any server.
   */
  leaseMs: number
  /** Longest sleep between two looks at the table (other servers may queue rows). */
  pollMs?: number
  /** True when no other process can use the database: 'sending' rows are then orphans. */
  exclusive: boolean
  log: FastifyBaseLogger
  /**
   * Rows of kind 'webhook' are POSTed rather than mailed (server/portal/notifications/), with or
   * without SMTP: `deliver` rejects when the attempt failed, and after `maxAttempts` failures the
   * row is given up ('failed').
   */
  webhooks: { deliver(row: OutboxRow): Promise<void>; maxAttempts: number }
}

const DEFAULT_POLL_MS = 5_000

/**
 * RFC 8058's one-click unsubscribe: a mail program shows its own "Unsubscribe", which POSTs
 * `List-Unsubscribe=One-Click` to the address, with no page to open and no cookie.
 */
export function listUnsubscribeHeaders(address: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${address}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
const ERROR_MAX = 1000

/**
 * Sends the outbox, one row at a time. A row is claimed by one UPDATE that picks it with
 * `FOR UPDATE SKIP LOCKED`, so servers sharing a PostgreSQL database never claim the same row.
 * Claiming counts the attempt and sets a lease, renewed while the send lasts; success marks the
 * row 'sent' (never sent again), failure puts it back to 'pending' with an exponential backoff
 * and the error. A server that dies mid-send stops renewing, and another server takes the row
 * over when the lease runs out.
 *
 * Delivery is at least once at the SMTP boundary: if the process dies after the SMTP server
 * accepted a message and before 'sent' is committed, that message is sent again later.
 */
/** What a feature that queues an email needs of its server's outbox worker. */
export type OutboxDoor = Pick<OutboxWorker, 'wake' | 'sendsMail'>

export class OutboxWorker {
  readonly #options: Required<OutboxWorkerOptions>
  readonly #loop: LeaseLoop<OutboxRow>

  constructor(options: OutboxWorkerOptions) {
    this.#options = { pollMs: DEFAULT_POLL_MS, ...options }
    this.#loop = new LeaseLoop({
      name: 'outbox',
      log: this.#options.log,
      pollMs: this.#options.pollMs,
      claim: () => this.#claim(),
      process: (row) => this.#send(row),
      idleMs: () => this.#untilNextDue(),
    })
  }

  async start(): Promise<void> {
    const { db, exclusive, transport, log } = this.#options
    if (exclusive) {
      // Nobody else can be sending: rows a killed predecessor left mid-send are retried now.
      const orphans = await db
        .update(outbox)
        .set({ status: 'pending', nextAttemptAt: sql`now()` })
        .where(eq(outbox.status, 'sending'))
        .returning({ id: outbox.id })
      if (orphans.length > 0) {
        log.warn({ ids: orphans.map(({ id }) => id) }, 'outbox: retrying emails left mid-send')
      }
    }
    if (!transport) {
      log.warn('SMTP_URL is not set: notification emails stay pending in the outbox')
    }
    this.#loop.wake()
  }

  /**
   * Whether queued emails go out: false without SMTP_URL, when they wait in the outbox, and the
   * forms must not tell a visitor that an email is on its way.
   */
  get sendsMail(): boolean {
    return this.#options.transport !== null
  }

  /**
   * Looks at the outbox now (or right after the current pass). Call it once the transaction that
   * queued an email has committed, so the email goes out at once rather than at the next poll; a
   * wake that comes too early only costs a poll interval.
   */
  wake(): void {
    this.#loop.wake()
  }

  /** Stops polling; resolves once the email being sent (if any) is settled. */
  async stop(): Promise<void> {
    await this.#loop.stop()
  }

  /** Without SMTP only webhook deliveries can go out; emails wait for a server that has it. */
  #sendable(): SQL {
    return this.#options.transport ? sql`true` : eq(outbox.kind, 'webhook')
  }

  async #claim(): Promise<OutboxRow | undefined> {
    const { db, leaseMs } = this.#options
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          sql`${outbox.status} in ('pending', 'sending')`,
          lte(outbox.nextAttemptAt, sql`now()`),
          this.#sendable(),
        ),
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(1)
      .for('update', { skipLocked: true })
    const [row] = await db
      .update(outbox)
      .set({
        status: 'sending',
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(eq(outbox.id, sql`(${due})`))
      .returning()
    return row
  }

  /**
   * Keeps the claim on a row alive while it is being sent. The update names the attempt, so a
   * server whose lease had already run out (and whose row another server took over) renews
   * nothing and says so.
   */
  #renewLease(row: OutboxRow): () => void {
    const { db, leaseMs, log } = this.#options
    return renewLeaseWhileRunning(
      leaseMs,
      async () => {
        const renewed = await db
          .update(outbox)
          .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
          .where(
            and(
              eq(outbox.id, row.id),
              eq(outbox.status, 'sending'),
              eq(outbox.attempts, row.attempts),
            ),
          )
          .returning({ id: outbox.id })
        if (renewed.length === 0) log.warn({ outboxId: row.id }, 'outbox: lease lost while sending')
      },
      (error) => log.warn({ outboxId: row.id, err: error }, 'outbox: lease renewal failed'),
    )
  }

  async #send(row: OutboxRow): Promise<void> {
    const { db, retryBaseMs, retryMaxMs, log, webhooks } = this.#options
    const stopRenewing = this.#renewLease(row)
    try {
      if (row.kind === 'webhook') {
        await webhooks.deliver(row)
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
          .where(eq(outbox.id, row.id))
        log.info({ outboxId: row.id, webhookId: row.subjectId }, 'outbox: webhook delivered')
      } else {
        await this.#mail(row)
      }
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX)
      const givenUp = row.kind === 'webhook' && row.attempts >= webhooks.maxAttempts
      const delay = retryDelay(row.attempts, retryBaseMs, retryMaxMs)
      await db
        .update(outbox)
        .set({
          status: givenUp ? 'failed' : 'pending',
          lastError: message,
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(outbox.id, row.id))
      log.warn(
        {
          outboxId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          retryInMs: delay,
          error: message,
        },
        givenUp
          ? 'outbox: webhook failed, given up'
          : `outbox: ${row.kind === 'webhook' ? 'webhook' : 'email'} failed, will retry`,
      )
    } finally {
      stopRenewing()
    }
  }

  /** Sends an email row through SMTP and marks it sent; rejects when the send failed. */
  async #mail(row: OutboxRow): Promise<void> {
    const { db, transport, from, to, log } = this.#options
    if (!transport) throw new Error('no SMTP transport')
    const attachments = []
    if (row.attachmentName) {
      // Read here, so that nodemailer itself may be forbidden any file access.
      const cv = await loadCv(db, row.subjectId)
      attachments.push({ content: cv.content, filename: row.attachmentName })
    }
    const info = (await transport.sendMail({
      from,
      to: row.recipient ?? (await to()).join(', '),
      subject: row.subject,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(row.listUnsubscribe ? { headers: listUnsubscribeHeaders(row.listUnsubscribe) } : {}),
      text: row.bodyText,
      html: row.bodyHtml,
      attachments,
      // Never read files or URLs named inside the message itself.
      disableFileAccess: true,
      disableUrlAccess: true,
    })) as { messageId?: string }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, row.id))
    log.info(
      { outboxId: row.id, kind: row.kind, subjectId: row.subjectId, messageId: info.messageId },
      'outbox: email sent',
    )
  }

  /** How long until the next row falls due, or the poll interval, whichever comes first. */
  async #untilNextDue(): Promise<number> {
    const { db, pollMs } = this.#options
    const [next] = await db
      .select({
        waitMs: sql<
          string | number | null
        >`extract(epoch from min(${outbox.nextAttemptAt}) - now()) * 1000`,
      })
      .from(outbox)
      .where(and(sql`${outbox.status} in ('pending', 'sending')`, this.#sendable()))
    const wait = next?.waitMs === null || next?.waitMs === undefined ? pollMs : Number(next.waitMs)
    return Math.min(pollMs, Math.max(wait, 10))
  }
}
