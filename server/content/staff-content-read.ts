import { and, asc, desc, eq } from 'drizzle-orm'
import {
  CONTENT_COLLECTIONS,
  contentItemName,
  lacksBangla,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import type {
  ContentStatus,
  StaffContentItem,
  StaffContentListSchema,
  StaffContentVersionsSchema,
} from '#schemas/staff-content.ts'
import type { z } from '#schemas/zod.ts'
import { lastScheduleRefusal } from '#server/content/schedule.ts'
import { contentEntries, contentVersions, staffUsers } from '#server/db/schema.ts'
import { notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/*
 * What the workspace reads of the site content: a collection's items with their status and
 * translation state, one item with its draft and what is published, and its published versions.
 * The changes are in staff-content-save.ts and staff-content-publish.ts.
 */

type EntryRow = typeof contentEntries.$inferSelect
type CollectionList = z.infer<typeof StaffContentListSchema>['data']
type Versions = z.infer<typeof StaffContentVersionsSchema>['data']

function statusOf(row: EntryRow): ContentStatus {
  if (row.publishAt || row.unpublishAt) return 'scheduled'
  if (!row.published) return 'draft'
  return row.draft ? 'changed' : 'published'
}

/** An entry as the lists show it: its name, status and translation state. */
export function listItem(collection: ContentCollection, row: EntryRow) {
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
