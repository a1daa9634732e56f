import { and, asc, isNotNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ContentCollection } from '#schemas/content/collections.ts'
import { contentEntries, contentVersions } from '#server/db/schema.ts'
import { recordContentChange } from './audit.ts'
import { advanceGeneration } from './published.ts'

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
      .select({ collection: contentEntries.collection, id: contentEntries.id })
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
    const claimed = sql`(${contentEntries.collection}, ${contentEntries.id}) in (${sql.join(
      due.map((row) => sql`(${row.collection}, ${row.id})`),
      sql`, `,
    )})`
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
      .where(and(claimed, isNotNull(contentEntries.publishAt), lte(contentEntries.publishAt, now)))
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
    for (const row of published) {
      if (row.published) {
        await tx.insert(contentVersions).values({
          collection: row.collection,
          entryId: row.id,
          data: row.published,
          publishedAt: now,
        })
      }
      await recordContentChange(
        fastify,
        {
          actorId: null,
          action: 'publish',
          collection: row.collection as ContentCollection,
          id: row.id,
          detail: { scheduled: true },
        },
        tx,
      )
    }
    for (const row of withdrawn) {
      await recordContentChange(
        fastify,
        {
          actorId: null,
          action: 'unpublish',
          collection: row.collection as ContentCollection,
          id: row.id,
          detail: { scheduled: true },
        },
        tx,
      )
    }
    await advanceGeneration(tx)
    return published.length + withdrawn.length
  })
}
