import { and, eq } from 'drizzle-orm'
import { fill } from '#domain/messages.ts'
import { formatDate } from '#domain/calendar.ts'
import { isPositionOpen } from '#domain/position-rules.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { Language } from '#schemas/content/localized.ts'
import { positionsCollection, showPosition, type PositionData } from '#schemas/content/positions.ts'
import type { JobPosition } from '#schemas/positions.ts'
import { withEveryField } from '#schemas/registry/values.ts'
import type { PublishedContent } from '#server/content/published.ts'
import { contentEntries } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { applicationRefusalMessages } from './application-refusals.messages.ts'

/** The collection of the content registry that holds the vacancies. */
export const POSITIONS = 'positions' satisfies ContentCollection

/** A published position of the content registry, as the careers pages and API read it. */
export interface PublishedPosition {
  id: number
  slug: string
  data: PositionData
  /** Its latest publication: the sitemap's lastmod. */
  publishedAt: Date
  /** The day of its first publication (datePosted). */
  firstPublishedOn: string
}

/**
 * The published positions (closed ones included: their pages stay), in id order, from the
 * content this server holds (server/content/published.ts): a change through this server shows
 * at once, one through another server sharing the database within CONTENT_CHECK_SECONDS.
 * Whether a position is open is decided at each read, so an apply-by date passes at Dhaka's
 * midnight whatever copy the server holds. A published position's newer draft is not shown.
 */
export async function publishedPositions(content: PublishedContent): Promise<PublishedPosition[]> {
  const positions = (await content.collections())[POSITIONS]
  return positions
    .map(({ id, slug, data, publishedAt, firstPublishedOn }) => ({
      id,
      slug: slug ?? String(id),
      data,
      publishedAt,
      firstPublishedOn,
    }))
    .sort((first, second) => first.id - second.id)
}

/** A position as the public API answers it; `open` is decided now, in Dhaka. */
export function publicPosition(position: PublishedPosition): JobPosition {
  return showPosition(position)
}

/** The positions taking applications now, in id order, as GET /api/jobs/position lists them. */
export function openPositions(positions: readonly PublishedPosition[]): JobPosition[] {
  return positions.map(publicPosition).filter((position) => position.open)
}

/** Whether a published position takes applications on `now`'s day in Dhaka. */
export function isOpen(position: PublishedPosition, now = new Date()): boolean {
  return isPositionOpen(position.data, now)
}

/**
 * The position an application names, read now rather than from the public cache (a position hr
 * has just closed takes no more applications): its title (English, as staff read it), or null
 * when there is no such position, and why it takes no applications, in `language` and naming
 * the title in it, or null when it takes them. A position never published is no position to
 * visitors; a published one is judged by what is published, not by hr's unpublished draft.
 */
export async function applicationTarget(
  db: Executor,
  id: number,
  language: Language = 'en',
): Promise<{ title: string | null; refusal: string | null }> {
  const refusals = applicationRefusalMessages[language]
  const [entry] = await db
    .select({ draft: contentEntries.draft, published: contentEntries.published })
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, POSITIONS), eq(contentEntries.id, id)))
  if (!entry?.published) {
    const draft = entry?.draft as Partial<PositionData> | null | undefined
    return { title: draft?.title?.en ?? null, refusal: refusals.noSuchPosition }
  }
  const position = withEveryField(positionsCollection.fields, entry.published) as PositionData
  const title = language === 'bn' ? position.title.bn : position.title.en
  if (position.closed) {
    return {
      title: position.title.en,
      refusal: fill(title ? refusals.closedEarly : refusals.closedEarlyUntitled, { title }),
    }
  }
  if (!isPositionOpen(position)) {
    return {
      title: position.title.en,
      refusal: fill(title ? refusals.closedOn : refusals.closedOnUntitled, {
        title,
        date: formatDate(position.applyBy, language),
      }),
    }
  }
  return { title: position.title.en, refusal: null }
}
