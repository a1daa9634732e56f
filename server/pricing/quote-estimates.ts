import { sql } from 'drizzle-orm'
import { formatDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import type { FreightMode } from '#domain/freight.ts'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import { resolvePlace, type ResolvedPlace } from '#domain/places.ts'
import type { Cargo } from '#domain/pricing/cargo.ts'
import type { PriceMode } from '#domain/pricing/codes.ts'
import {
  estimate,
  type CardEstimate,
  type Estimate,
  type Unpriced,
} from '#domain/pricing/estimate.ts'
import { cargoOf } from '#domain/quote-cargo.ts'
import { priceCargoOf, priceModeOf } from '#domain/quote-estimate.ts'
import { INCOTERM_NOT_SURE, type IncotermChoice } from '#domain/quote-options.ts'
import { MODE_OPTIONS, ROUTING_OPTIONS } from '#schemas/content/rate-card-options.ts'
import {
  StoredQuoteEstimateSchema,
  type EstimateAnswer,
  type EstimateDeparture,
  type EstimateOption,
  type EstimateQuery,
  type NoRateReason,
  type StoredQuoteEstimate,
} from '#schemas/quote-estimate.ts'
import type { InboxEstimate } from '#schemas/staff-inbox.ts'
import type { QuoteRequest } from '#schemas/quote.ts'
import type { PublishedCollections } from '#schemas/content/public-records.ts'
import type { Database } from '#server/db/client.ts'
import { noRateLanes } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { estimateReplyDraft, type RequestFacts } from '#server/inbox/estimate-reply.ts'
import { closuresOf } from '#server/schedules/departures.ts'
import { departuresOfOptions } from './estimate-departures.ts'
import { estimateMessages } from './estimate.messages.ts'
import {
  cardsOfLane,
  PublishedRatesCache,
  versionPublishedAt,
  type PublishedRateCard,
  type PublishedRates,
} from './published-rates.ts'

type PublishedNotices = PublishedCollections['notices']

/** What an estimate is asked for, its places as typed and its cargo as the engine reads it. */
export interface LaneRequest {
  mode: PriceMode
  origin: string
  destination: string
  cargo: Cargo
  readyDate: string
  incoterm: IncotermChoice
}

/** An estimate worked out: the engine's answer, with the places it was for. */
interface Worked {
  origin: ResolvedPlace | undefined
  destination: ResolvedPlace | undefined
  estimate: Estimate
  rates: PublishedRates
  /** The published cards of the lane asked for. */
  cards: readonly PublishedRateCard[]
}

const EMPTY: Estimate = { options: [], cheapest: null, fastest: null, unpriced: [] }

/** Of the cards that covered the lane but gave no price, the reason that tells the visitor most. */
const REASONS_BY_USE: readonly Unpriced['reason'][] = [
  'not-valid-when-ready',
  'no-freight-rate',
  'expired',
  'no-exchange-rate',
]

const labelIn = <Value extends string>(
  options: readonly { value: Value; label: { en: string; bn: string } }[],
  value: string,
  language: Language,
) => options.find((option) => option.value === value)?.label[language] ?? value

/**
 * Records a lane no card priced: one row per mode and pair of places, counted in one statement
 * (an upsert), so that two servers asked at once both count.
 */
export async function recordNoRateLane(
  db: Executor,
  lane: { mode: PriceMode; origin: string; destination: string },
): Promise<void> {
  await db
    .insert(noRateLanes)
    .values(lane)
    .onConflictDoUpdate({
      target: [noRateLanes.mode, noRateLanes.origin, noRateLanes.destination],
      set: { count: sql`${noRateLanes.count} + 1`, lastAskedAt: sql`now()` },
    })
}

/**
 * The instant estimate (issue 41): the published rate cards of the lane priced by the engine
 * (domain/pricing/) on today's day in Dhaka, so that an expired card never prices. A lane whose
 * places we know and that nothing priced is recorded for pricing staff.
 */
export class QuoteEstimator {
  readonly #db: Database
  readonly #published: PublishedRatesCache
  readonly #notices: () => Promise<PublishedNotices>

  /**
   * `checkMs`: how often another server's change to the cards is looked for;
   * `notices`: the published notices, whose closures move or cancel departures.
   */
  constructor(db: Database, checkMs: number, notices: () => Promise<PublishedNotices>) {
    this.#db = db
    this.#published = new PublishedRatesCache(db, checkMs)
    this.#notices = notices
  }

  /** After a change to the content: the next estimate reads the cards again. */
  invalidate(): void {
    this.#published.invalidate()
  }

  async #work(request: LaneRequest): Promise<Worked> {
    const origin = resolvePlace(request.origin)
    const destination = resolvePlace(request.destination)
    const rates = await this.#published.rates()
    if (!origin || !destination) return { origin, destination, estimate: EMPTY, rates, cards: [] }
    const lane = { mode: request.cargo.mode, origin: origin.code, destination: destination.code }
    const cards = cardsOfLane(rates, lane)
    const worked = estimate(cards, rates.rates, {
      cargo: request.cargo,
      origin: origin.code,
      destination: destination.code,
      readyDate: request.readyDate,
      today: dhakaToday(),
      incoterm: request.incoterm === INCOTERM_NOT_SURE ? null : request.incoterm,
    })
    if (worked.options.length === 0) {
      await recordNoRateLane(this.#db, {
        mode: request.mode,
        origin: origin.code,
        destination: destination.code,
      })
    }
    return { origin, destination, estimate: worked, rates, cards }
  }

  /** As GET /api/quote/estimate answers a checked query, in `language`. */
  async estimateQuote(query: EstimateQuery, language: Language): Promise<EstimateAnswer> {
    const request: LaneRequest = {
      mode: query.mode,
      origin: query.origin,
      destination: query.destination,
      cargo: queryCargo(query),
      readyDate: query.readyDate,
      incoterm: query.incoterm,
    }
    const worked = await this.#work(request)
    const { origin, destination } = worked
    if (!origin || !destination || worked.estimate.options.length === 0) {
      return answerOf(request, worked, language, () => [])
    }
    const closures = closuresOf(await this.#notices(), language)
    const lane = { mode: request.mode, origin: origin.code, destination: destination.code }
    const departuresOf = departuresOfOptions(
      worked.rates.sailings,
      closures,
      lane,
      request.readyDate,
      new Date(),
    )
    return answerOf(request, worked, language, departuresOf)
  }

  /**
   * The estimate a sent quote request carries, priced again here (the visitor's copy is never
   * trusted): the option of the card the visitor chose when it still prices the request, else
   * the cheapest; null when the service has no rate cards or nothing priced the lane.
   */
  async quoteEstimate(
    body: QuoteRequest,
    serviceMode: FreightMode | undefined,
  ): Promise<StoredQuoteEstimate | null> {
    const mode = priceModeOf(serviceMode, body.load)
    const cargo = mode && priceCargoOf(mode, cargoOf(body))
    if (!mode || !cargo) return null
    const lane = {
      mode,
      origin: body.originCity,
      destination: body.destinationCity,
      cargo,
      readyDate: body.cargoReadyDate,
      incoterm: body.incoterm,
    }
    return this.storedEstimate(lane, body.estimateCardId)
  }

  /**
   * The estimate a request keeps (a quote request, a booking request), priced here: the option
   * of the card chosen when it still prices the lane, else the cheapest; null when none does.
   */
  async storedEstimate(
    lane: LaneRequest,
    chosenCardId: number | undefined,
  ): Promise<StoredQuoteEstimate | null> {
    const worked = await this.#work(lane)
    const { options, cheapest, fastest } = worked.estimate
    const chosen =
      options.find((option) => option.cardId === chosenCardId) ??
      options.find((option) => option.cardId === cheapest)
    if (!chosen) return null
    const card = worked.cards.find((each) => each.id === chosen.cardId)
    return {
      ...optionOf(chosen, 'en'),
      cardName: card?.name ?? '',
      cardVersionId: card?.versionId ?? null,
      pricedOn: dhakaToday(),
      cheapest: chosen.cardId === cheapest,
      fastest: chosen.cardId === fastest,
    }
  }
}

/** The cargo of a checked query (or a booking request), in the form its mode prices. */
export function queryCargo(query: EstimateQuery): Cargo {
  const cargo =
    query.containers !== undefined
      ? priceCargoOf(query.mode, { load: 'fcl', containers: query.containers })
      : query.cargoTotals !== undefined
        ? priceCargoOf(query.mode, { load: 'lcl-totals', cargoTotals: query.cargoTotals })
        : priceCargoOf(query.mode, { load: 'lcl-packages', packages: query.packages ?? [] })
  // The query's schema has matched the cargo to the mode.
  if (!cargo) throw new Error(`a ${query.mode} estimate without its cargo`)
  return cargo
}

/** The option as the public sees it: its routing named, its carrier or co-loader left out. */
function optionOf(
  { carrier: _staffOnly, ...option }: CardEstimate,
  language: Language,
): Omit<EstimateOption, 'departures'> {
  return { ...option, routingName: labelIn(ROUTING_OPTIONS, option.routing, language) }
}

function placeAnswer(typed: string, place: ResolvedPlace | undefined, language: Language) {
  return { typed, code: place?.code ?? null, name: place ? place.name[language] : typed }
}

/** Why nothing priced the lane, in plain words. */
function noRateOf(
  request: LaneRequest,
  worked: Worked,
  language: Language,
): { reason: NoRateReason; message: string } {
  const texts = estimateMessages[language]
  if (!worked.origin) {
    return {
      reason: 'unknown-place',
      message: fill(texts.unknownOrigin, { place: request.origin }),
    }
  }
  if (!worked.destination) {
    const place = request.destination
    return { reason: 'unknown-place', message: fill(texts.unknownDestination, { place }) }
  }
  const words = {
    mode: labelIn(MODE_OPTIONS, request.mode, language).toLowerCase(),
    origin: worked.origin.name[language],
    destination: worked.destination.name[language],
    date: formatDate(request.readyDate, language),
  }
  const reasons = new Set(worked.estimate.unpriced.map((each) => each.reason))
  const reason = REASONS_BY_USE.find((each) => reasons.has(each)) ?? 'no-card'
  const text = {
    'not-valid-when-ready': texts.notValidWhenReady,
    'no-freight-rate': texts.noFreightRate,
    expired: texts.expired,
    // Staff keep no rate of exchange for a currency the card charges in: no price, as no card.
    'no-exchange-rate': texts.noCard,
    'no-card': texts.noCard,
  }[reason]
  return { reason, message: fill(text, words) }
}

function answerOf(
  request: LaneRequest,
  worked: Worked,
  language: Language,
  departuresOf: (option: CardEstimate) => EstimateDeparture[],
): EstimateAnswer {
  const texts = estimateMessages[language]
  const { options, cheapest, fastest } = worked.estimate
  return {
    lane: {
      mode: request.mode,
      modeName: labelIn(MODE_OPTIONS, request.mode, language),
      origin: placeAnswer(request.origin, worked.origin, language),
      destination: placeAnswer(request.destination, worked.destination, language),
    },
    readyDate: request.readyDate,
    incoterm: request.incoterm,
    options: options.map((option) => ({
      ...optionOf(option, language),
      departures: departuresOf(option),
    })),
    cheapest,
    fastest,
    exclusions: [texts.excludedDuties, texts.excludedInspection, texts.excludedStorage],
    subjectTo: texts.subjectTo,
    noRate: options.length > 0 ? null : noRateOf(request, worked, language),
  }
}

/**
 * A quote request's stored estimate as staff see it, with the reply that answers with it in the
 * visitor's language; null when it has none (or unreadable).
 */
export async function inboxEstimateOf(
  db: Executor,
  stored: unknown,
  request: RequestFacts,
  language: Language,
): Promise<InboxEstimate | null> {
  const parsed = StoredQuoteEstimateSchema.safeParse(stored)
  if (!parsed.success) return null
  const at = await versionPublishedAt(db, parsed.data.cardVersionId)
  const replyDraft = estimateReplyDraft(parsed.data, request, language)
  return { ...parsed.data, cardVersionPublishedAt: at, replyDraft }
}
