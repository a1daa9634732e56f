import { and, asc, desc, eq, isNotNull, like, lte, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ContentCollection } from '#schemas/content/collections.ts'
import { auditLog, contentEntries, contentVersions } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { recordContentChange } from './audit.ts'
import { mediaProblems } from './media-refs.ts'
import { advanceGeneration } from './published.ts'

/** What an item's last scheduled publish that was refused said, while nothing has changed since. */
export interface ScheduleRefusal {
  /** When it was due and refused. */
  at: string
  reason: string
}

/**
 * Carries out the publications and withdrawals that are due. The due rows are claimed first,
 * locked in one order and skipping rows another server holds: on several servers sharing the
 * database each change happens once, and two ticks never wait on each other (which, locking in
 * different orders, could deadlock). Returns how many items changed.
 */
export async function runDueSchedules(
  fastify: Pick<FastifyInstance, 'db' | 'audit'>,
  now = new Date(),
): Promise<number> {
  return fastify.db.transaction(async (tx) => {
    const due = await tx
      .select({
        collection: contentEntries.collection,
        id: contentEntries.id,
        publishAt: contentEntries.publishAt,
        shown: sql<unknown>`coalesce(${contentEntries.draft}, ${contentEntries.published})`,
      })
      .from(contentEntries)
      .where(
        or(
          and(isNotNull(contentEntries.publishAt), lte(contentEntries.publishAt, now)),
          and(isNotNull(contentEntries.unpublishAt), lte(contentEntries.unpublishAt, now)),
        ),
      )
      .orderBy(asc(contentEntries.collection), asc(contentEntries.id))
      .for('update', { skipLocked: true })
    if (due.length === 0) return 0
    const refused = await refuseUnfitPublications(fastify, tx, due, now)
    const claimedRows = (rows: typeof due) =>
      sql`(${contentEntries.collection}, ${contentEntries.id}) in (${sql.join(
        rows.map((row) => sql`(${row.collection}, ${row.id})`),
        sql`, `,
      )})`
    const claimed = claimedRows(due)
    const publishable = due.filter((row) => !refused.has(row))
    const published = await tx
      .update(contentEntries)
      .set({
        published: sql`coalesce(${contentEntries.draft}, ${contentEntries.published})`,
        draft: null,
        publishAt: null,
        publishedAt: now,
        revision: sql`${contentEntries.revision} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          publishable.length > 0 ? claimedRows(publishable) : sql`false`,
          isNotNull(contentEntries.publishAt),
          lte(contentEntries.publishAt, now),
        ),
      )
      .returning({
        collection: contentEntries.collection,
        id: contentEntries.id,
        published: contentEntries.published,
      })
    const withdrawn = await tx
      .update(contentEntries)
      .set({
        draft: sql`coalesce(${contentEntries.draft}, ${contentEntries.published})`,
        published: null,
        unpublishAt: null,
        revision: sql`${contentEntries.revision} + 1`,
        updatedAt: now,
      })
      .where(
        and(claimed, isNotNull(contentEntries.unpublishAt), lte(contentEntries.unpublishAt, now)),
      )
      .returning({ collection: contentEntries.collection, id: contentEntries.id })
    if (published.length + withdrawn.length === 0) return 0
    const recordScheduled = (
      action: 'publish' | 'unpublish',
      row: { collection: string; id: number },
    ) =>
      recordContentChange(
        fastify,
        {
          actorId: null,
          action,
          collection: row.collection as ContentCollection,
          id: row.id,
          detail: { scheduled: true },
        },
        tx,
      )
    for (const row of published) {
      if (row.published) {
        await tx.insert(contentVersions).values({
          collection: row.collection,
          entryId: row.id,
          data: row.published,
          publishedAt: now,
        })
      }
      await recordScheduled('publish', row)
    }
    for (const row of withdrawn) await recordScheduled('unpublish', row)
    await advanceGeneration(tx)
    return published.length + withdrawn.length
  })
}

interface DueRow {
  collection: string
  id: number
  publishAt: Date | null
  shown: unknown
}

/**
 * A scheduled publish must not put a broken item on the site: one whose picture is still being
 * processed, failed, or lacks alt text (and is not decorative) is refused when it falls due. Its
 * publish time is cleared (the draft stays, as it was), and the reason goes to the audit log,
 * which the item's screen in the workspace shows until the item is scheduled or published again.
 * Returns the refused rows.
 */
async function refuseUnfitPublications(
  fastify: Pick<FastifyInstance, 'audit'>,
  tx: Executor,
  due: DueRow[],
  now: Date,
): Promise<Set<DueRow>> {
  const refused = new Set<DueRow>()
  for (const row of due) {
    if (!row.publishAt || row.publishAt > now) continue
    const problems = await mediaProblems(tx, row.shown, 'publish')
    const reason = Object.values(problems)[0]
    if (reason === undefined) continue
    refused.add(row)
    await tx
      .update(contentEntries)
      .set({ publishAt: null, revision: sql`${contentEntries.revision} + 1`, updatedAt: now })
      .where(and(eq(contentEntries.collection, row.collection), eq(contentEntries.id, row.id)))
    await recordContentChange(
      fastify,
      {
        actorId: null,
        action: 'schedule-refused',
        collection: row.collection as ContentCollection,
        id: row.id,
        detail: { scheduled: true, dueAt: row.publishAt.toISOString(), reason, fields: problems },
      },
      tx,
    )
  }
  return refused
}

/**
 * The item's last refused scheduled publish, when it is the last thing that happened to the item
 * in the audit log (a new schedule, a publish or a restore since then clears it).
 */
export async function lastScheduleRefusal(
  db: Executor,
  collection: ContentCollection,
  id: number,
): Promise<ScheduleRefusal | null> {
  const [last] = await db
    .select({ action: auditLog.action, detail: auditLog.detail, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(eq(auditLog.target, `content:${collection}:${id}`), like(auditLog.action, 'content.%')),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
  if (last?.action !== 'content.schedule-refused') return null
  const reason = last.detail?.reason
  return {
    at: last.createdAt.toISOString(),
    reason: typeof reason === 'string' ? reason : 'A picture was not ready.',
  }
}
