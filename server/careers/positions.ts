import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { fill } from '#domain/messages.ts'
import { formatDate } from '#domain/calendar.ts'
import { isPositionOpen } from '#domain/position-rules.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { Language } from '#schemas/content/localized.ts'
import { positionsCollection, showPosition, type PositionData } from '#schemas/content/positions.ts'
import type { JobPosition } from '#schemas/positions.ts'
import { withEveryField } from '#schemas/registry/values.ts'
import type { Database } from '#server/db/client.ts'
import { contentEntries, contentVersions } from '#server/db/schema.ts'
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
 * The published positions (closed ones included: their pages stay), in id order. A draft never
 * published is not among them; a published position's newer draft is not shown until published.
 */
export async function publishedPositions(db: Executor): Promise<PublishedPosition[]> {
  const first = db
    .select({
      entryId: contentVersions.entryId,
      // The day as datePosted has always been written: UTC's.
      on: sql<string>`to_char(min(${contentVersions.publishedAt}) at time zone 'UTC', 'YYYY-MM-DD')`.as(
        'first_on',
      ),
    })
    .from(contentVersions)
    .where(eq(contentVersions.collection, POSITIONS))
    .groupBy(contentVersions.entryId)
    .as('first_version')
  const rows = await db
    .select({
      id: contentEntries.id,
      slug: contentEntries.slug,
      published: contentEntries.published,
      publishedAt: contentEntries.publishedAt,
      createdAt: contentEntries.createdAt,
      firstOn: first.on,
    })
    .from(contentEntries)
    .leftJoin(first, eq(first.entryId, contentEntries.id))
    .where(and(eq(contentEntries.collection, POSITIONS), isNotNull(contentEntries.published)))
    .orderBy(asc(contentEntries.id))
  return rows.map((row) => {
    const publishedAt = row.publishedAt ?? row.createdAt
    return {
      id: row.id,
      slug: row.slug ?? String(row.id),
      // Saved before a field was added, a position reads with that field empty.
      data: withEveryField(positionsCollection.fields, row.published) as PositionData,
      publishedAt,
      firstPublishedOn: row.firstOn ?? publishedAt.toISOString().slice(0, 10),
    }
  })
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
 * The public positions, read from the database at most once per `ttlMs` by this server.
 * A publication through this server, or one its content check notices, clears it at once
 * (server/plugins/careers.ts); other servers sharing the database see it once their copy
 * expires (CAREERS_CACHE_SECONDS, at most 60). Whether a position is open is decided on every
 * read, so an apply-by date passes at Dhaka's midnight whatever the cache holds.
 */
export class PublicPositionCache {
  readonly #db: Database
  readonly #ttlMs: number
  #rows: Promise<PublishedPosition[]> | undefined
  #readAt = 0

  constructor(db: Database, ttlMs: number) {
    this.#db = db
    this.#ttlMs = ttlMs
  }

  rows(): Promise<PublishedPosition[]> {
    const now = Date.now()
    if (!this.#rows || now - this.#readAt >= this.#ttlMs) {
      this.#readAt = now
      const reading = publishedPositions(this.#db)
      this.#rows = reading
      // A failed read is not kept: the next request tries again.
      reading.catch(() => {
        if (this.#rows === reading) this.#rows = undefined
      })
    }
    return this.#rows
  }

  invalidate(): void {
    this.#rows = undefined
  }
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
