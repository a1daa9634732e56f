import { sql } from 'drizzle-orm'
import { CONTENT_COLLECTIONS, type ContentCollection } from '#schemas/content/collections.ts'
import { dhakaInstant, type StaffContentItem } from '#schemas/staff-content.ts'
import { requireMedia } from '#server/content/media-refs.ts'
import {
  change,
  lockAtRevision,
  reviseEntry,
  validData,
  type ContentEditor,
  type ContentHost,
} from '#server/content/staff-content-change.ts'
import { loadItem } from '#server/content/staff-content-read.ts'
import { contentVersions } from '#server/db/schema.ts'
import { ApiError, fieldErrors } from '#server/errors.ts'

/*
 * When visitors see an item: publishing its draft (kept among its published versions), taking it
 * off the site, or either at a time in Dhaka, which the server carries out (schedule.ts). Each
 * resolves with the item as the workspace shows it.
 */

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
