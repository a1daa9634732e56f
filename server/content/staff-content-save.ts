import { and, eq, max, sql } from 'drizzle-orm'
import {
  CONTENT_COLLECTIONS,
  contentItemName,
  contentSlug,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import type { StaffContentItem, StaffContentListSchema } from '#schemas/staff-content.ts'
import type { z } from '#schemas/zod.ts'
import { requireMedia } from '#server/content/media-refs.ts'
import {
  change,
  lockAtRevision,
  requireReferences,
  reviseEntry,
  validData,
  type ContentEditor,
  type ContentHost,
} from '#server/content/staff-content-change.ts'
import { listCollection, loadItem } from '#server/content/staff-content-read.ts'
import { contentEntries, contentVersions } from '#server/db/schema.ts'
import { ApiError, fieldErrors, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/*
 * What editors (and admins) save in the workspace's site content: new items, drafts (naming the
 * revision they started from), an earlier published version made the draft again, deletions and
 * a collection's order. Each resolves with what it saved, as the workspace shows it.
 */

type CollectionList = z.infer<typeof StaffContentListSchema>['data']

/** A slug no other item of the collection has: "mango-programme", then "mango-programme-2"… */
async function freeSlug(tx: Executor, collection: ContentCollection, wanted: string) {
  const taken = new Set(
    (
      await tx
        .select({ slug: contentEntries.slug })
        .from(contentEntries)
        .where(eq(contentEntries.collection, collection))
    ).map(({ slug }) => slug),
  )
  let slug = wanted
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
  return slug
}

/** A new item, as a draft, at the end of the collection; resolves with it. */
export async function createItem(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  input: unknown,
): Promise<StaffContentItem> {
  const rules = CONTENT_COLLECTIONS[collection]
  if (rules.singleton) {
    throw new ApiError(409, `There is only one ${rules.label.en}: edit it instead`)
  }
  const data = validData(collection, input)
  await requireReferences(host.db, collection, data)
  await requireMedia(host.db, data, 'save')
  const id = await change(host, editor, collection, 'create', async (tx) => {
    // Serialises creations in a collection, so two never take the same id.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${collection}`}))`)
    const [last] = await tx
      .select({ id: max(contentEntries.id), sortOrder: max(contentEntries.sortOrder) })
      .from(contentEntries)
      .where(eq(contentEntries.collection, collection))
    const next = (last?.id ?? 0) + 1
    const name = (rules.name as (data: unknown) => string)(data)
    await tx.insert(contentEntries).values({
      collection,
      id: next,
      slug: rules.slugged
        ? await freeSlug(tx, collection, contentSlug(name, `${collection}-${next}`))
        : null,
      sortOrder: (last?.sortOrder ?? 0) + 1,
      draft: data,
      updatedBy: editor.staffId,
    })
    return { id: next, public: false, result: next }
  })
  return loadItem(host.db, collection, id)
}

/** Saves the whole draft, from the revision named; visitors still see what is published. */
export async function saveDraft(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  id: number,
  input: { data: unknown; revision: number },
): Promise<StaffContentItem> {
  const data = validData(collection, input.data)
  await requireReferences(host.db, collection, data)
  await requireMedia(host.db, data, 'save')
  await host.db.transaction(async (tx) => {
    const row = await lockAtRevision(tx, collection, id, input.revision)
    await reviseEntry(tx, row, editor, {
      draft: data,
    })
  })
  return loadItem(host.db, collection, id)
}

/** Makes an earlier published version the draft (publishing it shows it again). */
export async function restoreVersion(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  id: number,
  versionId: number,
  revision: number,
): Promise<StaffContentItem> {
  await change(host, editor, collection, 'restore', async (tx) => {
    const row = await lockAtRevision(tx, collection, id, revision)
    const [version] = await tx
      .select()
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.id, versionId),
          eq(contentVersions.collection, collection),
          eq(contentVersions.entryId, id),
        ),
      )
    if (!version) throw notFound('Version')
    const parsed = CONTENT_COLLECTIONS[collection].schema.safeParse(version.data)
    if (!parsed.success) {
      throw new ApiError(409, 'This version no longer fits the current form and cannot be restored')
    }
    await reviseEntry(tx, row, editor, {
      draft: parsed.data as Record<string, unknown>,
    })
    return { id, public: false, result: undefined, detail: { versionId } }
  })
  return loadItem(host.db, collection, id)
}

/** Deletes an item; its published versions stay in the history. */
export async function deleteItem(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  id: number,
  revision: number,
): Promise<void> {
  const rules = CONTENT_COLLECTIONS[collection]
  if (rules.singleton) throw new ApiError(409, `${rules.label.en} cannot be deleted`)
  await change(host, editor, collection, 'delete', async (tx) => {
    const row = await lockAtRevision(tx, collection, id, revision)
    await tx
      .delete(contentEntries)
      .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
    return {
      id,
      public: row.published !== null,
      result: undefined,
      detail: { name: contentItemName(collection, row.draft ?? row.published) },
    }
  })
}

/** Puts a collection's items in this order (every id, once); resolves with the list. */
export async function reorderCollection(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  ids: readonly number[],
): Promise<CollectionList> {
  await change(host, editor, collection, 'reorder', async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${collection}`}))`)
    const existing = await tx
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(eq(contentEntries.collection, collection))
    const known = new Set(existing.map((row) => row.id))
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      throw fieldErrors({ ids: 'List every item of the collection once' })
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(contentEntries)
        .set({ sortOrder: index + 1 })
        .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
    }
    return { public: true, result: undefined, detail: { ids: [...ids] } }
  })
  return listCollection(host.db, collection)
}
