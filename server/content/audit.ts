import type { FastifyInstance } from 'fastify'
import type { ContentCollection } from '#schemas/content/collections.ts'
import { writeAudits, type AuditEntry } from '#server/audit/log.ts'
import type { Executor } from '#server/notifications/outbox.ts'

export type ContentAction =
  | 'publish'
  | 'unpublish'
  | 'restore'
  | 'delete'
  | 'schedule'
  | 'schedule-refused'
  | 'reorder'
  | 'create'
  /** The seed's Bangla filled into a database seeded without it (bangla-backfill.ts). */
  | 'translate'
  /** The seed's "Chittagong" read "Chattogram" in a database seeded before (chattogram-backfill.ts). */
  | 'respell'
  /** Fields added since, given the seed's values in a database seeded before (service-guides-backfill.ts). */
  | 'complete'

export interface ContentChange {
  /** null for the server's own schedule tick. */
  actorId: string | null
  action: ContentAction
  collection: ContentCollection
  /** The item; absent for a change to the whole collection (its order). */
  id?: number
  ip?: string | null
  detail?: Record<string, unknown>
}

/**
 * The one place content changes reach the audit log, written in the transaction of the change
 * (so neither is kept without the other). The shared "what changed" audit helper will replace
 * the writer called here.
 */
function auditEntry(change: ContentChange): AuditEntry {
  return {
    actorId: change.actorId,
    action: `content.${change.action}`,
    target:
      change.id === undefined ? change.collection : `content:${change.collection}:${change.id}`,
    ip: change.ip ?? null,
    detail: change.detail ?? null,
  }
}

export async function recordContentChange(
  fastify: Pick<FastifyInstance, 'audit'>,
  change: ContentChange,
  executor: Executor,
): Promise<void> {
  await fastify.audit(auditEntry(change), executor)
}

/**
 * Many changes at once (the items of an import), written as recordContentChange writes each,
 * in one statement per 500.
 */
export async function recordContentChanges(
  changes: readonly ContentChange[],
  executor: Executor,
): Promise<void> {
  for (let start = 0; start < changes.length; start += 500) {
    await writeAudits(executor, changes.slice(start, start + 500).map(auditEntry))
  }
}
