import type { MediaUse } from '#schemas/media.ts'
import { ApiError } from '#server/errors.ts'

/**
 * Something that can show a picture of the media library: the content tables answer which of
 * their items use a media row. Each source is asked on every deletion, so a picture in use is
 * never deleted, whichever table uses it.
 */
export interface MediaUseSource {
  usesOf(mediaId: string): Promise<MediaUse[]>
}

/**
 * Every place that shows the picture, from every source. The content tables are not on main
 * yet; they add their source to the list the media routes are given (server/plugins/media.ts).
 */
export async function findMediaUses(
  sources: readonly MediaUseSource[],
  mediaId: string,
): Promise<MediaUse[]> {
  const found = await Promise.all(sources.map((source) => source.usesOf(mediaId)))
  return found.flat()
}

const NAMED_USES = 3

/** Refuses to delete a picture that is in use, naming where (the first few, and how many more). */
export async function assertMediaUnused(
  sources: readonly MediaUseSource[],
  mediaId: string,
): Promise<void> {
  const uses = await findMediaUses(sources, mediaId)
  if (uses.length === 0) return
  const named = uses.slice(0, NAMED_USES).map((use) => use.label)
  const more = uses.length - named.length
  throw new ApiError(
    409,
    `This picture is used by ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}: ` +
      'replace it there before deleting it',
  )
}
