import { and, eq, inArray, max, sql } from 'drizzle-orm'
import {
  CONTENT_COLLECTIONS,
  contentItemName,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import { recordContentChanges } from '#server/content/audit.ts'
import type { ContentEditor } from '#server/content/staff-content-change.ts'
import { advanceGeneration } from '#server/content/published.ts'
import { contentEntries, contentVersions } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/*
 * Many items at once, for an import (server/rate-cards/imports.ts): created published, each with
 * its first version and the audit rows an editor's create and publish write, and deleted again
 * as one when the import is undone. Both run in the caller's transaction, with the import's own
 * row, so that neither is kept without the other. Only a public collection's change moves the
 * content generation on (every server then reads what visitors see again).
 */

/** An item an import made, at the revision it had then. */
export interface ImportedItem {
  id: number
  revision: number
}

/** Rows per INSERT: far under PostgreSQL's 65,535 parameters. */
const CHUNK = 500

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += CHUNK) {
    out.push(items.slice(start, start + CHUNK))
  }
  return out
}

/**
 * Creates published items of `collection` from data already checked by the collection's schema
 * (the import's worker thread ran it); `detail` goes into each audit row (the import's id).
 */
export async function createPublishedItems(
  tx: Executor,
  editor: ContentEditor,
  collection: ContentCollection,
  items: readonly Record<string, unknown>[],
  detail: Record<string, unknown>,
): Promise<ImportedItem[]> {
  // Serialises creations in a collection, as createItem does, so two never take the same id.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${collection}`}))`)
  const [last] = await tx
    .select({ id: max(contentEntries.id), sortOrder: max(contentEntries.sortOrder) })
    .from(contentEntries)
    .where(eq(contentEntries.collection, collection))
  const firstId = (last?.id ?? 0) + 1
  const firstOrder = (last?.sortOrder ?? 0) + 1
  const rows = items.map((data, index) => ({
    id: firstId + index,
    sortOrder: firstOrder + index,
    data,
  }))
  for (const chunk of chunks(rows)) {
    await tx.insert(contentEntries).values(
      chunk.map(({ id, sortOrder, data }) => ({
        collection,
        id,
        sortOrder,
        published: data,
        publishedAt: sql`now()`,
        updatedBy: editor.staffId,
      })),
    )
    await tx.insert(contentVersions).values(
      chunk.map(({ id, data }) => ({
        collection,
        entryId: id,
        data,
        publishedBy: editor.staffId,
      })),
    )
  }
  await recordContentChanges(
    rows.flatMap(({ id }) =>
      (['create', 'publish'] as const).map((action) => ({
        actorId: editor.staffId,
        action,
        collection,
        id,
        ip: editor.ip,
        detail,
      })),
    ),
    tx,
  )
  // Visitors see a public collection's new items: every server's copy is read again.
  if (CONTENT_COLLECTIONS[collection].public) await advanceGeneration(tx)
  return rows.map(({ id }) => ({ id, revision: 1 }))
}

/**
 * Deletes the items an import made, as an editor's delete does (their published versions stay
 * in the history), refusing with a 409 when one was changed since: undoing the import must not
 * throw away someone's later work. Items deleted since are passed over.
 */
export async function deleteImportedItems(
  tx: Executor,
  editor: ContentEditor,
  collection: ContentCollection,
  items: readonly ImportedItem[],
  detail: Record<string, unknown>,
): Promise<number> {
  const ids = items.map(({ id }) => id)
  const found =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(contentEntries)
          .where(and(eq(contentEntries.collection, collection), inArray(contentEntries.id, ids)))
          .orderBy(contentEntries.id)
          .for('update')
  const imported = new Map(items.map(({ id, revision }) => [id, revision]))
  const changed = found.find((row) => row.revision !== imported.get(row.id))
  if (changed) {
    const name = contentItemName(collection, changed.draft ?? changed.published)
    throw new ApiError(
      409,
      `"${name}" was changed after the import; undo would lose that change. Delete the cards ` +
        'you no longer want one by one instead.',
    )
  }
  for (const chunk of chunks(found)) {
    await tx.delete(contentEntries).where(
      and(
        eq(contentEntries.collection, collection),
        inArray(
          contentEntries.id,
          chunk.map(({ id }) => id),
        ),
      ),
    )
  }
  await recordContentChanges(
    found.map((row) => ({
      actorId: editor.staffId,
      action: 'delete' as const,
      collection,
      id: row.id,
      ip: editor.ip,
      detail: { ...detail, name: contentItemName(collection, row.draft ?? row.published) },
    })),
    tx,
  )
  if (found.length > 0 && CONTENT_COLLECTIONS[collection].public) await advanceGeneration(tx)
  return found.length
}
