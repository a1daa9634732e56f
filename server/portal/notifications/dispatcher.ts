import { and, count, eq, isNull, not, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { LeaseLoop } from '#server/background/lease-loop.ts'
import type { Database } from '#server/db/client.ts'
import { shipmentEvents } from '#server/db/schema.ts'
import { fanOutEvent } from './fan-out.ts'
import { fanOutOverdueRun, laterInWaitingRun, sameRun } from './overdue-run.ts'

export interface EventDispatcherOptions {
  db: Database
  siteUrl: string
  /** The outbox worker of this server, woken once a pass has queued something. */
  outbox: { wake(): void }
  log: FastifyBaseLogger
  /** Longest sleep between two looks for events other servers' features recorded. */
  pollMs?: number
}

const DEFAULT_POLL_MS = 2_000

/**
 * Turns shipment events into emails and webhook deliveries, once each however many servers
 * run it (docs/decisions/0025-portal-notifications.md). Each event is taken in a transaction
 * that locks its row (`FOR UPDATE SKIP LOCKED`: another server takes the next one), queues its
 * outbox rows and marks it dispatched; a server that dies mid-way rolls it all back, and the
 * event is taken again. The outbox then sends and retries.
 */
export class ShipmentEventDispatcher {
  readonly #options: EventDispatcherOptions
  readonly #loop: LeaseLoop<number>

  constructor(options: EventDispatcherOptions) {
    this.#options = options
    this.#loop = new LeaseLoop({
      name: 'shipment events',
      log: options.log,
      pollMs: options.pollMs ?? DEFAULT_POLL_MS,
      claim: () => this.#dispatchNext(),
      process: async (queued) => {
        if (queued > 0) this.#options.outbox.wake()
      },
    })
  }

  /** Looks for undispatched events now: call it once a change that recorded one has committed. */
  wake(): void {
    this.#loop.wake()
  }

  async stop(): Promise<void> {
    await this.#loop.stop()
  }

  /** Dispatches the oldest undispatched event; resolves with its queued rows, or undefined. */
  async #dispatchNext(): Promise<number | undefined> {
    const { db, siteUrl, log } = this.#options
    return db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(shipmentEvents)
        .where(and(isNull(shipmentEvents.dispatchedAt), not(laterInWaitingRun)))
        .orderBy(shipmentEvents.id)
        .limit(1)
        .for('update', { skipLocked: true })
      if (!event) return undefined
      // An overdue report's events go out as one run: one email per person (overdue-run.ts).
      const isRun = event.kind === 'document-overdue'
      let queued = 0
      try {
        // In a savepoint: an event its fan-out cannot handle is logged and passed over rather
        // than holding up every event after it. A lost connection fails the marking too.
        queued = await tx.transaction((savepoint) =>
          isRun
            ? fanOutOverdueRun(savepoint, event, siteUrl)
            : fanOutEvent(savepoint, event, siteUrl),
        )
      } catch (error) {
        log.error({ err: error, eventId: event.id }, 'shipment events: fan-out failed, passed over')
      }
      await tx
        .update(shipmentEvents)
        .set({ dispatchedAt: sql`now()` })
        .where(isRun ? sameRun(event.id) : eq(shipmentEvents.id, event.id))
      return queued
    })
  }
}

/** How many shipment events wait to be turned into emails and webhook deliveries. */
export async function countUndispatchedEvents(db: Database): Promise<number> {
  const [row] = await db
    .select({ events: count() })
    .from(shipmentEvents)
    .where(isNull(shipmentEvents.dispatchedAt))
  return Number(row?.events ?? 0)
}
