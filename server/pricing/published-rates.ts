import { setImmediate } from 'node:timers/promises'
import { and, asc, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm'
import type { StoredRateCard } from '#domain/pricing/estimate.ts'
import type { ExchangeRate } from '#domain/pricing/exchange.ts'
import type { Sailing } from '#domain/sailings.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'
import type { RateCardData } from '#schemas/content/rate-card-fields.ts'
import { rateCardsCollection } from '#schemas/content/rate-cards.ts'
import { withEveryField } from '#schemas/registry/values.ts'
import type { Database } from '#server/db/client.ts'
import { publishedItemsOf } from '#server/content/published.ts'
import { contentEntries, contentVersions } from '#server/db/schema.ts'
import { publishedSailings, SAILINGS } from '#server/schedules/departures.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/** The registry's collections the estimate is priced from (staff-only: decision 0019). */
export const RATE_CARDS = 'rate-cards' satisfies ContentCollection
export const EXCHANGE_RATES = 'exchange-rates' satisfies ContentCollection

/** A published rate card, with the version it is published as: a sent quote names both. */
export interface PublishedRateCard extends StoredRateCard {
  /** The content_versions row of what is published now; null only for a card never versioned. */
  versionId: number | null
  /** Its name in the workspace ("Air freight BDDAC → DEHAM, …"). */
  name: string
}

export interface PublishedRates {
  /** The published cards of each lane (laneKey), oldest first: an estimate prices only its lane's. */
  lanes: ReadonlyMap<string, readonly PublishedRateCard[]>
  rates: ExchangeRate[]
  /** The published sailings and flights: the departures an estimate names. */
  sailings: Sailing[]
}

/** A lane as a card names it: its mode and UN/LOCODEs. */
export const laneKey = (mode: string, origin: string, destination: string) =>
  `${mode} ${origin.toUpperCase()} ${destination.toUpperCase()}`

/** The published cards of a lane; none when none cover it. */
export const cardsOfLane = (
  rates: PublishedRates,
  lane: { mode: string; origin: string; destination: string },
): readonly PublishedRateCard[] =>
  rates.lanes.get(laneKey(lane.mode, lane.origin, lane.destination)) ?? []

/**
 * Cards read per statement: a page of them is read and indexed in a few milliseconds, so that
 * reading 20,000 rate lines never holds the event loop (the embedded database runs in it) for
 * longer than a request takes.
 */
const CARDS_PER_PAGE = 250

/**
 * The published rate cards by lane, each with its newest published version: publishing writes
 * one, and what is published is the newest. Read page by page, the event loop free between pages.
 */
async function readPublishedCards(db: Executor): Promise<Map<string, PublishedRateCard[]>> {
  const lanes = new Map<string, PublishedRateCard[]>()
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: contentEntries.id, published: contentEntries.published })
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.collection, RATE_CARDS),
          isNotNull(contentEntries.published),
          gt(contentEntries.id, after),
        ),
      )
      .orderBy(asc(contentEntries.id))
      .limit(CARDS_PER_PAGE)
    const last = rows.at(-1)
    if (!last) return lanes
    const versions = await db
      .select({ entryId: contentVersions.entryId, versionId: max(contentVersions.id) })
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.collection, RATE_CARDS),
          inArray(
            contentVersions.entryId,
            rows.map(({ id }) => id),
          ),
        ),
      )
      .groupBy(contentVersions.entryId)
    const versionOf = new Map(versions.map(({ entryId, versionId }) => [entryId, versionId]))
    for (const row of rows) {
      // Saved before a field was added, a card reads with that field empty.
      const data = withEveryField(rateCardsCollection.fields, row.published) as RateCardData
      const card: PublishedRateCard = {
        id: row.id,
        data,
        versionId: versionOf.get(row.id) ?? null,
        name: rateCardsCollection.name(data),
      }
      const key = laneKey(data.mode, data.origin, data.destination)
      const lane = lanes.get(key)
      if (lane) lane.push(card)
      else lanes.set(key, [card])
    }
    if (rows.length < CARDS_PER_PAGE) return lanes
    after = last.id
    await setImmediate()
  }
}

/**
 * The published rate cards, rates of exchange and sailings. The published snapshot of the content
 * leaves staff-only kinds out (server/content/published.ts), so they are read here.
 */
export async function readPublishedRates(db: Executor): Promise<PublishedRates> {
  const [lanes, rateRows, sailings] = await Promise.all([
    readPublishedCards(db),
    publishedItemsOf(db, EXCHANGE_RATES),
    publishedSailings(db),
  ])
  return {
    lanes,
    rates: rateRows.map(({ data }) => ({
      currency: data.currency,
      perUsd: data.perUsd,
      day: data.day,
    })),
    sailings,
  }
}

/** The staff-only collections an estimate is priced and dated from. */
const PRICED_COLLECTIONS = [RATE_CARDS, EXCHANGE_RATES, SAILINGS] satisfies ContentCollection[]

/**
 * What the priced collections hold now, as one short text that changes with every write to them.
 * Their changes do not move the content generation (they are not public), so it is worked out
 * from the rows themselves: their number, which every create and delete moves, and the sum of
 * the transaction ids that wrote them (Postgres's xmin), which every update, publish and
 * unpublish moves on, whichever path made it and whichever order concurrent changes commit in.
 * One aggregate over the index of a few thousand rows; the cards' data is not read.
 */
export async function pricedContentStamp(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      writes: sql<string>`coalesce(sum(xmin::text::bigint), 0)::text`,
    })
    .from(contentEntries)
    .where(inArray(contentEntries.collection, PRICED_COLLECTIONS))
  return `${row?.rows ?? 0}/${row?.writes ?? '0'}`
}

interface Held {
  stamp: string
  rates: PublishedRates
}

/**
 * The published rates and sailings, read once and kept until they change. A change through this
 * server clears them at once (server/plugins/pricing.ts); on another server sharing the
 * database, the check that runs at most every `checkMs` (CONTENT_CHECK_SECONDS, as the content's)
 * finds the stamp moved and reads them again: a publish anywhere prices within that time.
 * Expiry is decided at each estimate, on the day in Dhaka, whatever the copy holds.
 */
export class PublishedRatesCache {
  readonly #db: Database
  readonly #checkMs: number
  #held: Promise<Held> | undefined
  #checking: Promise<Held> | undefined
  #checkedAt = 0

  constructor(db: Database, checkMs: number) {
    this.#db = db
    this.#checkMs = checkMs
  }

  #read(): Promise<Held> {
    // The stamp first: a change committed during the read moves the stamp past the one kept, so
    // the next check reads again rather than keeping a copy that missed it.
    const reading = pricedContentStamp(this.#db).then(async (stamp) => ({
      stamp,
      rates: await readPublishedRates(this.#db),
    }))
    this.#held = reading
    this.#checkedAt = Date.now()
    // A failed read is not kept: the next estimate tries again.
    reading.catch(() => {
      if (this.#held === reading) this.#held = undefined
    })
    return reading
  }

  #current(): Promise<Held> {
    const held = this.#held
    if (!held) return this.#read()
    if (Date.now() - this.#checkedAt < this.#checkMs) return held
    this.#checking ??= (async () => {
      try {
        const [kept, stamp] = await Promise.all([held, pricedContentStamp(this.#db)])
        this.#checkedAt = Date.now()
        if (this.#held !== held) return await (this.#held ?? this.#read())
        return stamp === kept.stamp ? kept : await this.#read()
      } finally {
        this.#checking = undefined
      }
    })()
    return this.#checking
  }

  async rates(): Promise<PublishedRates> {
    return (await this.#current()).rates
  }

  invalidate(): void {
    this.#held = undefined
  }
}

/** When the version of a card that priced a quote was published; null when it is gone. */
export async function versionPublishedAt(
  db: Executor,
  versionId: number | null,
): Promise<string | null> {
  if (versionId === null) return null
  const [row] = await db
    .select({ publishedAt: contentVersions.publishedAt })
    .from(contentVersions)
    .where(eq(contentVersions.id, versionId))
  return row?.publishedAt.toISOString() ?? null
}
