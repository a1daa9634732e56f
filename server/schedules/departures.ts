import { publicDeparture, type PublicDeparture } from '#domain/public-departures.ts'
import { departuresBetween, type Closure, type Sailing } from '#domain/sailings.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { Language } from '#schemas/content/localized.ts'
import type { PublishedCollections } from '#schemas/content/public-records.ts'
import { publishedItemsOf } from '#server/content/published.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/** The staff-only collection of the registry that holds the sailings and flights. */
export const SAILINGS = 'sailings' satisfies ContentCollection

/**
 * The published sailings and flights, read from the database at each call: they are staff-only,
 * so the published content visitors' pages share leaves them out (decision 0019), and one
 * indexed read of a few hundred small documents is cheaper than keeping a copy in step.
 */
export function publishedSailings(db: Executor): Promise<Sailing[]> {
  return publishedItemsOf(db, SAILINGS)
}

/** The published notices that close our offices or a port, titled in `language`. */
export function closuresOf(
  notices: PublishedCollections['notices'],
  language: Language,
): Closure[] {
  return notices
    .filter((notice) => notice.data.closes.length > 0)
    .map(({ id, data }) => ({
      id,
      title: data.title[language] || data.title.en,
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      closes: data.closes,
    }))
}

/** The departures from `from` to `to` as /schedules shows them, in `language`. */
export function publicDepartures(
  sailings: readonly Sailing[],
  closures: readonly Closure[],
  from: string,
  to: string,
): PublicDeparture[] {
  return departuresBetween(sailings, closures, from, to).map(publicDeparture)
}
