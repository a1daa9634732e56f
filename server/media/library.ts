import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm'
import {
  MEDIA_FORMAT_EXTENSIONS,
  type MediaDerivativeView,
  type MediaFormat,
  type MediaItem,
  type MediaKind,
  type MediaStatus,
} from '#schemas/media.ts'
import type { Database } from '#server/db/client.ts'
import { media, mediaDerivatives } from '#server/db/schema.ts'
import { notFound } from '#server/errors.ts'

/** Every column of a media row but the original's bytes: what lists and views read. */
const MEDIA_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(media)).filter(([name]) => name !== 'original'),
) as Omit<ReturnType<typeof getTableColumns<typeof media>>, 'original'>

type MediaRow = Omit<typeof media.$inferSelect, 'original'>

/** Where a derivative is served: its content hash names it, so the URL never changes meaning. */
export function derivativeUrl(hash: string, format: MediaFormat): string {
  return `/media/${hash}.${MEDIA_FORMAT_EXTENSIONS[format]}`
}

/** Ready, and either decorative or with English alt text: fit for a published item. */
export function isUsable(row: Pick<MediaRow, 'status' | 'decorative' | 'alt'>): boolean {
  return row.status === 'ready' && (row.decorative || row.alt.en.trim() !== '')
}

function view(row: MediaRow, derivatives: MediaDerivativeView[]): MediaItem {
  return {
    id: row.id,
    kind: row.kind as MediaKind,
    originalName: row.originalName,
    mime: row.mime,
    width: row.width,
    height: row.height,
    focalPoint: { x: row.focalX, y: row.focalY },
    alt: row.alt,
    decorative: row.decorative,
    version: row.editVersion,
    status: row.status as MediaStatus,
    error: row.status === 'failed' ? row.jobError : null,
    usable: isUsable(row),
    originalUrl: `/api/staff/media/${row.id}/original`,
    derivatives,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The derivatives of these pictures, by picture: aspect, width, then format. */
async function derivativesOf(
  db: Database,
  ids: string[],
): Promise<Map<string, MediaDerivativeView[]>> {
  const byMedia = new Map<string, MediaDerivativeView[]>()
  if (ids.length === 0) return byMedia
  const rows = await db
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
    .orderBy(
      asc(mediaDerivatives.aspect),
      asc(mediaDerivatives.width),
      asc(mediaDerivatives.format),
    )
  for (const row of rows) {
    const list = byMedia.get(row.mediaId) ?? []
    list.push({
      aspect: row.aspect as MediaDerivativeView['aspect'],
      width: row.width,
      height: row.height,
      format: row.format as MediaFormat,
      url: derivativeUrl(row.hash, row.format as MediaFormat),
    })
    byMedia.set(row.mediaId, list)
  }
  return byMedia
}

/** The library, newest first, each picture with its status and derivatives. */
export async function listMedia(db: Database, limit: number): Promise<MediaItem[]> {
  const rows = await db
    .select(MEDIA_COLUMNS)
    .from(media)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit)
  const derivatives = await derivativesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => view(row, derivatives.get(row.id) ?? []))
}

export async function loadMedia(db: Database, id: string): Promise<MediaItem> {
  const [row] = await db.select(MEDIA_COLUMNS).from(media).where(eq(media.id, id))
  if (!row) throw notFound('Picture')
  const derivatives = await derivativesOf(db, [id])
  return view(row, derivatives.get(id) ?? [])
}
