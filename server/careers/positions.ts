import { asc, inArray } from 'drizzle-orm'
import {
  isPositionOpen,
  type EmploymentType,
  type PositionLocation,
} from '#domain/position-rules.ts'
import type { JobPosition } from '#schemas/positions.ts'
import type { Database } from '#server/db/client.ts'
import { jobPositions } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

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
    open: isPositionOpen(row, now),
    datePosted: (row.publishedAt ?? row.createdAt).toISOString().slice(0, 10),
  }
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
