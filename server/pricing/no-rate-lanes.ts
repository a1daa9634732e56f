import { desc } from 'drizzle-orm'
import { KNOWN_PLACES } from '#domain/places.ts'
import type { NoRateLane } from '#schemas/staff-pricing.ts'
import { noRateLanes } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

const NAMES = new Map(KNOWN_PLACES.map((place) => [place.code, place.name]))

/** At most this many lanes are listed: the most asked, which is what staff price next. */
export const NO_RATE_LANES_SHOWN = 200

/** The lanes no rate card priced, most asked first, then the most recently asked. */
export async function listNoRateLanes(db: Executor): Promise<NoRateLane[]> {
  const rows = await db
    .select()
    .from(noRateLanes)
    .orderBy(desc(noRateLanes.count), desc(noRateLanes.lastAskedAt))
    .limit(NO_RATE_LANES_SHOWN)
  return rows.map((row) => ({
    mode: row.mode as NoRateLane['mode'],
    origin: row.origin,
    originName: NAMES.get(row.origin) ?? null,
    destination: row.destination,
    destinationName: NAMES.get(row.destination) ?? null,
    count: row.count,
    firstAskedAt: row.firstAskedAt.toISOString(),
    lastAskedAt: row.lastAskedAt.toISOString(),
  }))
}
