import { asc, eq, inArray } from 'drizzle-orm'
import { fill } from '#domain/messages.ts'
import { formatDate } from '#domain/calendar.ts'
import {
  isPositionOpen,
  type EmploymentType,
  type PositionLocation,
} from '#domain/position-rules.ts'
import type { Language } from '#schemas/content/localized.ts'
import type { JobPosition } from '#schemas/positions.ts'
import type { Database } from '#server/db/client.ts'
import { jobPositions } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { applicationRefusalMessages } from './application-refusals.messages.ts'

export type PositionRow = typeof jobPositions.$inferSelect

/** Published and closed positions: what the public pages and API may show. Drafts never are. */
export async function publicPositionRows(db: Executor): Promise<PositionRow[]> {
  return db
    .select()
    .from(jobPositions)
    .where(inArray(jobPositions.status, ['published', 'closed']))
    .orderBy(asc(jobPositions.id))
}

/** A row as the public API answers it; `open` is decided now, in Dhaka. */
export function publicPosition(row: PositionRow, now = new Date()): JobPosition {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    department: row.department,
    location: row.location as PositionLocation,
    type: row.type as EmploymentType,
    closingDate: row.applyBy,
    summary: row.summary,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    titleBn: row.titleBn,
    departmentBn: row.departmentBn,
    summaryBn: row.summaryBn,
    descriptionBn: row.descriptionBn,
    responsibilitiesBn: row.responsibilitiesBn,
    requirementsBn: row.requirementsBn,
    open: isPositionOpen(row, now),
    datePosted: (row.publishedAt ?? row.createdAt).toISOString().slice(0, 10),
  }
}

/** The positions taking applications now, in id order, as GET /api/jobs/position lists them. */
export function openPositions(rows: readonly PositionRow[], now = new Date()): JobPosition[] {
  return rows.map((row) => publicPosition(row, now)).filter((position) => position.open)
}

/**
 * The public positions, read from the database at most once per `ttlMs` by this server.
 * A change made through this server clears it at once; other servers sharing the database see
 * it once their copy expires (CAREERS_CACHE_SECONDS, at most 60). Whether a position is open is
 * decided on every read, so an apply-by date passes at Dhaka's midnight whatever the cache holds.
 */
export class PublicPositionCache {
  readonly #db: Database
  readonly #ttlMs: number
  #rows: Promise<PositionRow[]> | undefined
  #readAt = 0

  constructor(db: Database, ttlMs: number) {
    this.#db = db
    this.#ttlMs = ttlMs
  }

  rows(): Promise<PositionRow[]> {
    const now = Date.now()
    if (!this.#rows || now - this.#readAt >= this.#ttlMs) {
      this.#readAt = now
      const reading = publicPositionRows(this.#db)
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
 * the title in it, or null when it takes them.
 */
export async function applicationTarget(
  db: Executor,
  id: number,
  language: Language = 'en',
): Promise<{ title: string | null; refusal: string | null }> {
  const refusals = applicationRefusalMessages[language]
  const [position] = await db
    .select({
      title: jobPositions.title,
      titleBn: jobPositions.titleBn,
      status: jobPositions.status,
      applyBy: jobPositions.applyBy,
    })
    .from(jobPositions)
    .where(eq(jobPositions.id, id))
  if (!position || position.status === 'draft') {
    return { title: position?.title ?? null, refusal: refusals.noSuchPosition }
  }
  const title = language === 'bn' ? position.titleBn : position.title
  if (position.status === 'closed') {
    return {
      title: position.title,
      refusal: fill(title ? refusals.closedEarly : refusals.closedEarlyUntitled, { title }),
    }
  }
  if (!isPositionOpen(position)) {
    return {
      title: position.title,
      refusal: fill(title ? refusals.closedOn : refusals.closedOnUntitled, {
        title,
        date: formatDate(position.applyBy, language),
      }),
    }
  }
  return { title: position.title, refusal: null }
}
