import type { FastifyInstance } from 'fastify'
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import {
  CONTENT_COLLECTIONS,
  contentItemName,
  contentReferences,
  contentSlug,
  lacksBangla,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import {
  dhakaInstant,
  type ContentStatus,
  type StaffContentItem,
  type StaffContentListSchema,
  type StaffContentVersionsSchema,
} from '#schemas/staff-content.ts'
import type { z } from '#schemas/zod.ts'
import { recordContentChange, type ContentAction } from '#server/content/audit.ts'
import { requireMedia } from '#server/content/media-refs.ts'
import { lastScheduleRefusal } from '#server/content/schedule.ts'
import { advanceGeneration } from '#server/content/published.ts'
import { contentEntries, contentVersions, staffUsers } from '#server/db/schema.ts'
import { ApiError, fieldErrors, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/*
 * The workspace's side of the site content: what editors (and admins) list, create, save as
 * drafts (naming the revision they started from), publish, unpublish, schedule, restore, delete
 * and reorder. A draft is never public; every change visitors see moves the content generation
 * on and clears this server's copy, and every change is in the audit log, written in the
 * transaction that makes it.
 */

type EntryRow = typeof contentEntries.$inferSelect
type CollectionList = z.infer<typeof StaffContentListSchema>['data']
type Versions = z.infer<typeof StaffContentVersionsSchema>['data']

/** What the changes need of the server: the database, the audit log and the content cache. */
export type ContentHost = Pick<FastifyInstance, 'db' | 'audit' | 'content'>

/** Who makes a change, for the audit log and the item's "updated by". */
export interface ContentEditor {
  staffId: string
  ip: string
}

function statusOf(row: EntryRow): ContentStatus {
  if (row.publishAt || row.unpublishAt) return 'scheduled'
  if (!row.published) return 'draft'
  return row.draft ? 'changed' : 'published'
}

function listItem(collection: ContentCollection, row: EntryRow) {
  const current = row.draft ?? row.published
  return {
    id: row.id,
    slug: row.slug,
    sortOrder: row.sortOrder,
    name: contentItemName(collection, current),
    status: statusOf(row),
    untranslated: lacksBangla(current),
    revision: row.revision,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }
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
async function requireReferences(
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

export async function loadItem(
  db: Executor,
  collection: ContentCollection,
  id: number,
): Promise<StaffContentItem> {
  const [found] = await db
    .select({ entry: contentEntries, updatedBy: staffUsers.name })
    .from(contentEntries)
    .leftJoin(staffUsers, eq(staffUsers.id, contentEntries.updatedBy))
    .where(and(eq(contentEntries.collection, collection), eq(contentEntries.id, id)))
  if (!found) throw notFound('Item')
  const { entry } = found
  return {
    ...listItem(collection, entry),
    draft: entry.draft,
    published: entry.published,
    publishedAt: entry.publishedAt?.toISOString() ?? null,
    updatedBy: found.updatedBy,
    scheduleRefusal: await lastScheduleRefusal(db, collection, id),
  }
}

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

/** Runs a change in one transaction with its audit row; a public change clears the cache. */
async function change<T>(
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
async function lockAtRevision(
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
function reviseEntry(
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

/** A collection's items in order, with their status and translation state. */
export async function listCollection(
  db: Executor,
  collection: ContentCollection,
): Promise<CollectionList> {
  const rows = await db
    .select()
    .from(contentEntries)
    .where(eq(contentEntries.collection, collection))
    .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
  const rules = CONTENT_COLLECTIONS[collection]
  return {
    collection,
    label: rules.label.en,
    singleton: rules.singleton,
    items: rows.map((row) => listItem(collection, row)),
  }
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

/** Publishes the draft, and keeps it among the item's published versions. */
export async function publishItem(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  id: number,
  revision: number,
): Promise<StaffContentItem> {
  await change(host, editor, collection, 'publish', async (tx) => {
    const row = await lockAtRevision(tx, collection, id, revision)
    if (!row.draft) throw new ApiError(409, 'Nothing to publish: there are no unpublished changes')
    const data = validData(collection, row.draft)
    await requireMedia(tx, data, 'publish')
    await reviseEntry(tx, row, editor, {
      published: data,
      draft: null,
      publishAt: null,
      publishedAt: sql`now()`,
    })
    await tx
      .insert(contentVersions)
      .values({ collection, entryId: id, data, publishedBy: editor.staffId })
    return { id, public: true, result: undefined }
  })
  return loadItem(host.db, collection, id)
}

/** Takes an item off the site; its content stays as the draft. */
export async function unpublishItem(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  id: number,
  revision: number,
): Promise<StaffContentItem> {
  const rules = CONTENT_COLLECTIONS[collection]
  if (rules.singleton) {
    throw new ApiError(409, `${rules.label.en} cannot be taken off the site: edit it instead`)
  }
  await change(host, editor, collection, 'unpublish', async (tx) => {
    const row = await lockAtRevision(tx, collection, id, revision)
    if (!row.published) throw new ApiError(409, 'This item is not published')
    await reviseEntry(tx, row, editor, {
      draft: row.draft ?? row.published,
      published: null,
      unpublishAt: null,
    })
    return { id, public: true, result: undefined }
  })
  return loadItem(host.db, collection, id)
}

/** Sets (or, with null, clears) when the draft is published and when the item leaves the site. */
export async function scheduleItem(
  host: ContentHost,
  editor: ContentEditor,
  collection: ContentCollection,
  id: number,
  input: { publishAt: string | null; unpublishAt: string | null; revision: number },
): Promise<StaffContentItem> {
  const at = (value: string | null) => (value === null ? null : dhakaInstant(value))
  const publishTime = at(input.publishAt)
  const unpublishTime = at(input.unpublishAt)
  const now = Date.now()
  const errors: Record<string, string> = {}
  if (publishTime && publishTime.getTime() <= now) {
    errors.publishAt = 'Choose a time in the future'
  }
  if (unpublishTime && unpublishTime.getTime() <= now) {
    errors.unpublishAt = 'Choose a time in the future'
  }
  if (publishTime && unpublishTime && unpublishTime <= publishTime) {
    errors.unpublishAt ??= 'Take it off the site after it is published'
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const rules = CONTENT_COLLECTIONS[collection]
  if (unpublishTime && rules.singleton) {
    throw fieldErrors({
      unpublishAt: `${rules.label.en} cannot be taken off the site: edit it instead`,
    })
  }
  await change(host, editor, collection, 'schedule', async (tx) => {
    const row = await lockAtRevision(tx, collection, id, input.revision)
    if (publishTime && !row.draft) {
      throw new ApiError(409, 'Nothing to publish: save a draft first')
    }
    if (unpublishTime && !row.published && !publishTime) {
      throw new ApiError(409, 'This item is not published')
    }
    await reviseEntry(tx, row, editor, {
      publishAt: publishTime,
      unpublishAt: unpublishTime,
    })
    return {
      id,
      public: false,
      result: undefined,
      detail: {
        publishAt: publishTime?.toISOString() ?? null,
        unpublishAt: unpublishTime?.toISOString() ?? null,
      },
    }
  })
  return loadItem(host.db, collection, id)
}

/** Every published version of an item, newest first, with who published it. */
export async function listVersions(
  db: Executor,
  collection: ContentCollection,
  id: number,
): Promise<Versions> {
  const rows = await db
    .select({ version: contentVersions, publishedBy: staffUsers.name })
    .from(contentVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, contentVersions.publishedBy))
    .where(and(eq(contentVersions.collection, collection), eq(contentVersions.entryId, id)))
    .orderBy(desc(contentVersions.publishedAt), desc(contentVersions.id))
  // No versions: a 404 if there is no such item either.
  if (rows.length === 0) await loadItem(db, collection, id)
  return rows.map(({ version, publishedBy }) => ({
    id: version.id,
    publishedAt: version.publishedAt.toISOString(),
    publishedBy,
    data: version.data,
  }))
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
