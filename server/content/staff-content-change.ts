import type { FastifyInstance } from 'fastify'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import {
  CONTENT_COLLECTIONS,
  contentReferences,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import { recordContentChange, type ContentAction } from '#server/content/audit.ts'
import { advanceGeneration } from '#server/content/published.ts'
import { contentEntries } from '#server/db/schema.ts'
import { ApiError, fieldErrors, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/*
 * How the workspace changes the site content (staff-content-save.ts, staff-content-publish.ts):
 * the data checked by its collection's schema and its references, the item locked at the
 * revision the editor started from, and every change in one transaction with its audit row. A
 * draft is never public; every change visitors see moves the content generation on and clears
 * this server's copy.
 */

type EntryRow = typeof contentEntries.$inferSelect

/** What the changes need of the server: the database, the audit log and the content cache. */
export type ContentHost = Pick<FastifyInstance, 'db' | 'audit' | 'content'>

/** Who makes a change, for the audit log and the item's "updated by". */
export interface ContentEditor {
  staffId: string
  ip: string
}

/** The data checked by the collection's schema, or a 400 naming every field at fault. */
export function validData(collection: ContentCollection, data: unknown): Record<string, unknown> {
  const parsed = CONTENT_COLLECTIONS[collection].schema.safeParse(data)
  if (parsed.success) return parsed.data as Record<string, unknown>
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    errors[['data', ...issue.path].join('.')] ??= issue.message
  }
  throw fieldErrors(errors)
}

/** A 400 for every reference to an item its collection does not have. */
export async function requireReferences(
  db: Executor,
  collection: ContentCollection,
  data: Record<string, unknown>,
): Promise<void> {
  const references = contentReferences(collection)
  const errors: Record<string, string> = {}
  for (const [field, target] of Object.entries(references)) {
    const value = data[field]
    const ids = (Array.isArray(value) ? value : [value]).filter(
      (id): id is number => typeof id === 'number',
    )
    if (ids.length === 0) continue
    const found = await db
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(and(eq(contentEntries.collection, target.collection), inArray(contentEntries.id, ids)))
    const known = new Set(found.map(({ id }) => id))
    const missing = ids.findIndex((id) => !known.has(id))
    if (missing === -1) continue
    const path = Array.isArray(value) ? `data.${field}.${missing}` : `data.${field}`
    errors[path] = `Choose an existing ${target.label}.`
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

async function lockEntry(tx: Executor, collection: ContentCollection, id: number) {
  const [row] = await tx
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
    .for('update')
  if (!row) throw notFound('Item')
  return row
}

function requireRevision(row: EntryRow, revision: number) {
  if (row.revision !== revision) {
    throw new ApiError(
      409,
      `Someone else changed this item since you opened it (you started from revision ${revision}; ` +
        `it is now at ${row.revision}). Reload it to see their changes, then make yours again.`,
    )
  }
}

/** Runs a change in one transaction with its audit row; a public change clears the cache. */
export async function change<T>(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  action: ContentAction,
  work: (tx: Executor) => Promise<{ id?: number; public: boolean; result: T; detail?: object }>,
): Promise<T> {
  const outcome = await host.db.transaction(async (tx) => {
    const done = await work(tx)
    if (done.public) await advanceGeneration(tx)
    await recordContentChange(
      host,
      {
        actorId: editor.staffId,
        action,
        collection,
        ...(done.id === undefined ? {} : { id: done.id }),
        ip: editor.ip,
        detail: { ...done.detail },
      },
      tx,
    )
    return done
  })
  if (outcome.public) host.content.invalidate()
  return outcome.result
}

/** Locks the item for the change, refusing it if someone changed the item since the editor opened it. */
export async function lockAtRevision(
  tx: Executor,
  collection: ContentCollection,
  id: number,
  revision: number,
): Promise<EntryRow> {
  const row = await lockEntry(tx, collection, id)
  requireRevision(row, revision)
  return row
}

/** Changes an item as `editor`, moving its revision on by one. */
export function reviseEntry(
  tx: Executor,
  row: EntryRow,
  editor: ContentEditor,
  values: PgUpdateSetSource<typeof contentEntries>,
) {
  return tx
    .update(contentEntries)
    .set({
      ...values,
      revision: row.revision + 1,
      updatedAt: sql`now()`,
      updatedBy: editor.staffId,
    })
    .where(and(eq(contentEntries.collection, row.collection), eq(contentEntries.id, row.id)))
}
