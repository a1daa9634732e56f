import { asc, eq, sql } from 'drizzle-orm'
import { companyName } from '#server/content/names.ts'
import type { StaffIdentity } from '#schemas/staff.ts'
import { canWorkInbox, type InboxKind, type InboxStatus } from '#schemas/staff-inbox.ts'
import type { Database } from '#server/db/client.ts'
import { inboxEvents, staffUsers } from '#server/db/schema.ts'
import { ApiError, notFound } from '#server/errors.ts'
import { escapeHtml, headerSafe } from '#server/notifications/emails.ts'
import { enqueueEmail, type Executor } from '#server/notifications/outbox.ts'
import { replyEstimateBasis } from './estimate-reply.ts'
import { loadCore, replySubject } from './items.ts'
import { INBOX_KIND_CONFIG } from './kinds.ts'

/*
 * What staff do to an inbox item: move it, give it to a colleague, write a note, reply. Each
 * change locks the item's row and records itself in the item's history (inbox_events) in the
 * same transaction; items.ts reads the item and its history back.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Locks the item's row for the transaction and returns its status and assignee. */
async function lockItem(tx: Transaction, kind: InboxKind, id: number) {
  const { table, columns, noun } = INBOX_KIND_CONFIG[kind]
  const [row] = await tx
    .select({
      status: sql<string>`${columns.status}`,
      assigneeId: sql<string | null>`${columns.assigneeId}`,
    })
    .from(table)
    .where(eq(columns.id, id))
    .for('update')
  if (!row) throw notFound(noun.replace(/^./, (c) => c.toUpperCase()))
  return row
}

async function setStatus(
  tx: Executor,
  kind: InboxKind,
  id: number,
  actorId: string,
  from: string,
  to: InboxStatus,
): Promise<void> {
  if (from === to) return
  const { table, columns } = INBOX_KIND_CONFIG[kind]
  await tx.execute(sql`update ${table} set status = ${to} where ${columns.id} = ${id}`)
  await tx.insert(inboxEvents).values({
    itemKind: kind,
    itemId: id,
    actorId,
    action: 'status',
    fromStatus: from,
    toStatus: to,
  })
}

/** Moves an item to another status; the change and who made it go into its history. */
export async function changeStatus(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  to: InboxStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id)
    await setStatus(tx, kind, id, staff.id, item.status, to)
  })
}

/** Colleagues an item of this kind can be given to: active staff whose role works the list. */
export async function assignableStaff(db: Database, kind: InboxKind) {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.disabled, false))
    .orderBy(asc(staffUsers.name))
  return rows.filter((row) => canWorkInbox(row.role, kind))
}

export async function assignItem(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  assigneeId: string | null,
): Promise<void> {
  if (assigneeId !== null) {
    const allowed = await assignableStaff(db, kind)
    if (!allowed.some((candidate) => candidate.id === assigneeId)) {
      throw new ApiError(400, 'That colleague cannot work this list', {
        assigneeId: 'That colleague cannot work this list',
      })
    }
  }
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id)
    if (item.assigneeId === assigneeId) return
    const { table, columns } = INBOX_KIND_CONFIG[kind]
    await tx.execute(
      sql`update ${table} set assignee_id = ${assigneeId} where ${columns.id} = ${id}`,
    )
    await tx.insert(inboxEvents).values({
      itemKind: kind,
      itemId: id,
      actorId: staff.id,
      action: 'assign',
      assigneeId,
    })
  })
}

export async function addNote(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  body: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockItem(tx, kind, id)
    await tx
      .insert(inboxEvents)
      .values({ itemKind: kind, itemId: id, actorId: staff.id, action: 'note', body })
  })
}

/** The reply as the visitor receives it: the staff member's text, signed, with nothing else. */
export function replyEmail(staff: StaffIdentity, subject: string, body: string, company: string) {
  const signature = `${staff.name}\n${company}`
  const bodyText = `${body.replace(/[^\P{Cc}\n\t]/gu, '')}\n\n-- \n${signature}\n`
  const bodyHtml =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>` +
    `<p style="white-space:pre-wrap">-- <br>${escapeHtml(signature)}</p></body></html>`
  return { subject: headerSafe(subject, 200), bodyText, bodyHtml }
}

/**
 * Queues a reply to the visitor in the outbox, in the same transaction as the event that shows
 * it in the thread and the move to answered. A reply started from the quote's instant estimate
 * records the card and version it was based on, and whether it was changed. The browser's key makes it idempotent: a repeated
 * request (double click, retry after a lost answer) finds the key taken and queues nothing.
 * Resolves with true when this call queued the email.
 */
export async function replyToItem(
  db: Database,
  kind: InboxKind,
  id: number,
  staff: StaffIdentity,
  reply: { body: string; key: string; fromEstimate?: boolean | undefined },
): Promise<boolean> {
  const { body, key } = reply
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id)
    const core = await loadCore(tx, kind, id)
    if (!core) throw notFound('Item')
    const [event] = await tx
      .insert(inboxEvents)
      .values({
        itemKind: kind,
        itemId: id,
        actorId: staff.id,
        action: 'reply',
        body,
        requestKey: key,
        estimateBasis: reply.fromEstimate ? replyEstimateBasis(core.estimate, body) : null,
      })
      .onConflictDoNothing({ target: inboxEvents.requestKey })
      .returning({ id: inboxEvents.id })
    if (!event) return false
    const company = await companyName(tx)
    const outboxId = await enqueueEmail(tx, {
      kind: 'reply',
      subjectId: event.id,
      recipient: core.email,
      replyTo: `"${staff.name.replace(/["\\\p{Cc}]/gu, '')}" <${staff.email}>`,
      ...replyEmail(staff, replySubject(kind, core, company), body, company),
    })
    await tx.update(inboxEvents).set({ outboxId }).where(eq(inboxEvents.id, event.id))
    await setStatus(tx, kind, id, staff.id, item.status, 'answered')
    return true
  })
}
