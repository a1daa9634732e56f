import { asc, inArray, or, sql } from 'drizzle-orm'
import {
  CONTENT_COLLECTIONS,
  contentItemName,
  type ContentCollection,
} from '#schemas/content/collections.ts'
import {
  nearestPhotoAspect,
  type MediaAspect,
  type MediaFormat,
  type MediaKind,
  type MediaStatus,
  type MediaUse,
  type PageMedia,
} from '#schemas/media.ts'
import { contentEntries, media, mediaDerivatives } from '#server/db/schema.ts'
import { ApiError, fieldErrors } from '#server/errors.ts'
import { derivativeUrl, isUsable } from '#server/media/library.ts'
import type { MediaUseSource } from '#server/media/uses.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/**
 * Where content items point at the media library: every `{ kind: 'media', id }` image reference
 * (schemas/content/image-ref.ts), at any depth of an item's data.
 */
export function mediaRefsIn(data: unknown, path: string[] = []): { id: string; path: string }[] {
  if (Array.isArray(data))
    return data.flatMap((value, index) => mediaRefsIn(value, [...path, String(index)]))
  if (data === null || typeof data !== 'object') return []
  const record = data as Record<string, unknown>
  if (record.kind === 'media' && typeof record.id === 'string') {
    return [{ id: record.id, path: ['data', ...path].join('.') }]
  }
  return Object.entries(record).flatMap(([key, value]) => mediaRefsIn(value, [...path, key]))
}

/**
 * What keeps an item's pictures from being saved ('save': a picture that does not exist) or
 * published ('publish': also one whose sizes are not made yet, or without alt text in English and
 * not marked decorative), by field; empty when nothing does.
 */
export async function mediaProblems(
  db: Executor,
  data: unknown,
  purpose: 'save' | 'publish',
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {}
  const refs = mediaRefsIn(data)
  if (refs.length === 0) return errors
  const rows = await db
    .select({ id: media.id, status: media.status, decorative: media.decorative, alt: media.alt })
    .from(media)
    .where(
      inArray(
        media.id,
        refs.map(({ id }) => id),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const { id, path } of refs) {
    const row = byId.get(id)
    if (!row) errors[path] = 'Choose an image from the media library.'
    else if (purpose === 'publish' && !isUsable(row)) {
      errors[path] =
        row.status === 'ready'
          ? 'This picture needs alt text (or to be marked decorative) before it can be published.'
          : row.status === 'failed'
            ? 'This picture could not be processed; choose another or upload it again.'
            : 'This picture is still being processed; publish once its sizes are made.'
    }
  }
  return errors
}

/**
 * A draft may point only at pictures that exist; a publish only at pictures fit for visitors.
 * Field by field, as the other checks answer.
 */
export async function requireMedia(
  db: Executor,
  data: unknown,
  purpose: 'save' | 'publish',
): Promise<void> {
  const errors = await mediaProblems(db, data, purpose)
  if (Object.keys(errors).length === 0) return
  if (purpose === 'save') throw fieldErrors(errors)
  throw new ApiError(409, Object.values(errors)[0] ?? 'A picture is not ready', errors)
}

/** The content items, draft or published, that show a picture: asked before it is deleted. */
export function contentMediaUses(db: Executor): MediaUseSource {
  return {
    async usesOf(mediaId: string): Promise<MediaUse[]> {
      // The text match narrows the rows; the walk confirms each is a real image reference.
      const pattern = `%${mediaId}%`
      const rows = await db
        .select({
          collection: contentEntries.collection,
          id: contentEntries.id,
          draft: contentEntries.draft,
          published: contentEntries.published,
        })
        .from(contentEntries)
        .where(
          or(
            sql`${contentEntries.draft}::text like ${pattern}`,
            sql`${contentEntries.published}::text like ${pattern}`,
          ),
        )
      return rows
        .filter((row) =>
          [row.draft, row.published].some((data) =>
            mediaRefsIn(data).some(({ id }) => id === mediaId),
          ),
        )
        .map((row) => {
          const collection = row.collection as ContentCollection
          const name = contentItemName(collection, row.draft ?? row.published)
          return {
            collection,
            id: row.id,
            label: `${CONTENT_COLLECTIONS[collection].label.en} “${name}”`,
          }
        })
    },
  }
}

/**
 * The pictures the published content shows, each with every file made of it: the pages build
 * their `<picture>`s from these (app/utils/responsive-image.ts). While new crops are being made
 * the old ones are still served, so they answer; the job that replaces them moves the content
 * generation, and the copy is read again.
 */
export async function publishedMedia(db: Executor, ids: string[]): Promise<Map<string, PageMedia>> {
  const byId = new Map<string, PageMedia>()
  if (ids.length === 0) return byId
  const rows = await db
    .select({
      id: media.id,
      kind: media.kind,
      status: media.status,
      alt: media.alt,
      decorative: media.decorative,
    })
    .from(media)
    .where(inArray(media.id, ids))
  for (const row of rows) {
    byId.set(row.id, {
      ...row,
      kind: row.kind as MediaKind,
      status: row.status as MediaStatus,
      derivatives: [],
    })
  }
  const files = await db
    .select({
      mediaId: mediaDerivatives.mediaId,
      aspect: mediaDerivatives.aspect,
      width: mediaDerivatives.width,
      height: mediaDerivatives.height,
      format: mediaDerivatives.format,
      hash: mediaDerivatives.hash,
    })
    .from(mediaDerivatives)
    .where(inArray(mediaDerivatives.mediaId, ids))
    .orderBy(asc(mediaDerivatives.width))
  for (const { mediaId, hash, ...file } of files) {
    const format = file.format as MediaFormat
    byId.get(mediaId)?.derivatives.push({
      aspect: file.aspect as MediaAspect,
      width: file.width,
      height: file.height,
      format,
      url: derivativeUrl(hash, format),
    })
  }
  return byId
}

/** Files the API may name: a JPEG of a photo, a PNG or SVG of a logo (every client shows them). */
const API_FORMATS: ReadonlySet<MediaFormat> = new Set(['jpeg', 'png', 'svg'])

/**
 * The URL the public API gives for each picture: its largest JPEG card crop (3:2; a picture
 * still waiting for that crop gives its nearest one), or a logo's largest file.
 */
export function apiImageUrls(pictures: ReadonlyMap<string, PageMedia>): Map<string, string> {
  const urls = new Map<string, string>()
  for (const [id, picture] of pictures) {
    const files = picture.derivatives.filter((file) => API_FORMATS.has(file.format))
    const aspect =
      picture.kind === 'logo'
        ? 'original'
        : nearestPhotoAspect(
            '3x2',
            files.map((file) => file.aspect),
          )
    const widest = files
      .filter((file) => file.aspect === aspect)
      .reduce<PageMedia['derivatives'][number] | undefined>(
        (best, file) => (!best || file.width > best.width ? file : best),
        undefined,
      )
    if (widest) urls.set(id, widest.url)
  }
  return urls
}
