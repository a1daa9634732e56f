import { and, asc, eq, isNotNull, max } from 'drizzle-orm'
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
import { publishedSailings } from '#server/schedules/departures.ts'
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
  cards: PublishedRateCard[]
  rates: ExchangeRate[]
  /** The published sailings and flights: the departures an estimate names. */
  sailings: Sailing[]
}

/**
 * The published rate cards, rates of exchange and sailings. The published snapshot of the content leaves
 * staff-only kinds out (server/content/published.ts), so they are read here, each card with its
 * newest published version: publishing writes one, and what is published is the newest.
 */
export async function readPublishedRates(db: Executor): Promise<PublishedRates> {
  const newest = db
    .select({
      entryId: contentVersions.entryId,
      versionId: max(contentVersions.id).as('version_id'),
    })
    .from(contentVersions)
    .where(eq(contentVersions.collection, RATE_CARDS))
    .groupBy(contentVersions.entryId)
    .as('newest')
  const [cardRows, rateRows, sailings] = await Promise.all([
    db
      .select({
        id: contentEntries.id,
        published: contentEntries.published,
        versionId: newest.versionId,
      })
      .from(contentEntries)
      .leftJoin(newest, eq(newest.entryId, contentEntries.id))
      .where(and(eq(contentEntries.collection, RATE_CARDS), isNotNull(contentEntries.published)))
      .orderBy(asc(contentEntries.id)),
    publishedItemsOf(db, EXCHANGE_RATES),
    publishedSailings(db),
  ])
  return {
    cards: cardRows.map((row) => {
      // Saved before a field was added, a card reads with that field empty.
      const data = withEveryField(rateCardsCollection.fields, row.published) as RateCardData
      return { id: row.id, data, versionId: row.versionId, name: rateCardsCollection.name(data) }
    }),
    rates: rateRows.map(({ data }) => ({
      currency: data.currency,
      perUsd: data.perUsd,
      day: data.day,
    })),
    sailings,
  }
}

/**
 * The published rates and sailings, read at most once per `ttlMs` by this server. A publication through
 * this server, or one its content check notices, clears it at once (server/plugins/pricing.ts);
 * another server sharing the database sees it once its copy is `ttlMs` old. Expiry is decided
 * at each estimate, on the day in Dhaka, whatever the copy holds.
 */
export class PublishedRatesCache {
  readonly #db: Database
  readonly #ttlMs: number
  #rates: Promise<PublishedRates> | undefined
  #readAt = 0

  constructor(db: Database, ttlMs: number) {
    this.#db = db
    this.#ttlMs = ttlMs
  }

  rates(): Promise<PublishedRates> {
    const now = Date.now()
    if (!this.#rates || now - this.#readAt >= this.#ttlMs) {
      this.#readAt = now
      const reading = readPublishedRates(this.#db)
      this.#rates = reading
      // A failed read is not kept: the next estimate tries again.
      reading.catch(() => {
        if (this.#rates === reading) this.#rates = undefined
      })
    }
    return this.#rates
  }

  invalidate(): void {
    this.#rates = undefined
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
