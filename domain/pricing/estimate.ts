import type { IncotermCode } from '#domain/quote-options.ts'
import type { RateCardData } from '#schemas/content/rate-card-fields.ts'
import { chargeableOf, type Cargo, type Chargeable } from './cargo.ts'
import { chargeLine, shipperPays } from './charges.ts'
import { EXCHANGE_RATE_PLACES } from './codes.ts'
import { formatDecimal } from './decimal.ts'
import { convert, rateOn, type ExchangeRate, type RateUsed } from './exchange.ts'
import { airFreight, fclFreight, lclFreight } from './freight.ts'
import { minorOf, money, type EstimateLine, type PricedLine } from './lines.ts'

/**
 * The instant estimate (issue 41): for each rate card that covers the lane and is valid on the
 * ready date, the cargo priced line by line, with the cheapest and the fastest named. Pure and
 * exact (docs/decisions/0020-exact-money.md): the quote page runs it as the API does.
 *
 * Days are calendar days in Dhaka (Asia/Dhaka, UTC+6 all year), written 2026-12-31: a card is
 * valid from its first day to its last, both included, and never once its last day has passed.
 */

export interface StoredRateCard {
  id: number
  data: RateCardData
}

export interface EstimateRequest {
  cargo: Cargo
  /** UN/LOCODEs. */
  origin: string
  destination: string
  /** The day the cargo is ready, in Dhaka. */
  readyDate: string
  /** Today in Dhaka: a card whose last day is before it has expired. */
  today: string
  /** Who pays what follows from it; null (not sure) counts every charge, the all-in most. */
  incoterm: IncotermCode | null
}

export interface CardEstimate {
  cardId: number
  carrier: string
  routing: RateCardData['routing']
  transitDays: number
  validFrom: string
  validTo: string
  /** How the chargeable quantity was worked out (air weight, W/M, containers). */
  chargeable: ChargeableShown
  lines: EstimateLine[]
  /** In the card's currency. */
  total: { value: string; currency: RateCardData['currency'] }
  totalUsd: string
  /** Beside dollars, at staff's rate on the ready date; null while no taka rate is kept. */
  totalBdt: string | null
  /** The rates of exchange used, each with the day it applies from. */
  rates: { currency: string; perUsd: string; day: string }[]
}

export type ChargeableShown =
  | Omit<Extract<Chargeable, { rule: 'air' }>, 'halfKilos'>
  | Omit<Extract<Chargeable, { rule: 'wm' }>, 'thousandths'>
  | { rule: 'containers'; containers: { type: string; count: number }[] }

/** Why a card of the lane gave no price (for staff, and the tests). */
export type Unpriced = {
  cardId: number
  /**
   * expired: its last day has passed in Dhaka; not-valid-when-ready: the ready date is outside
   * its days; no-freight-rate: it has no rate for the cargo (a container type); no-exchange-rate:
   * a currency it charges in has no rate kept on or before the ready date.
   */
  reason: 'expired' | 'not-valid-when-ready' | 'no-freight-rate' | 'no-exchange-rate'
}

export interface Estimate {
  options: CardEstimate[]
  cheapest: number | null
  fastest: number | null
  unpriced: Unpriced[]
}

function shown(chargeable: Chargeable): ChargeableShown {
  if (chargeable.rule === 'air') {
    const { halfKilos: _halfKilos, ...rest } = chargeable
    return rest
  }
  if (chargeable.rule === 'wm') {
    const { thousandths: _thousandths, ...rest } = chargeable
    return rest
  }
  return {
    rule: 'containers',
    containers: [...chargeable.counts].map(([type, count]) => ({
      type,
      count: Number.parseInt(count.toString(), 10),
    })),
  }
}

function freightOf(card: RateCardData, chargeable: Chargeable): PricedLine[] | null {
  switch (chargeable.rule) {
    case 'air': {
      const line = airFreight(card, chargeable)
      return line && [line]
    }
    case 'wm': {
      const line = lclFreight(card, chargeable)
      return line && [line]
    }
    case 'containers':
      return fclFreight(card, chargeable.counts)
  }
}

function priceCard(
  { id, data: card }: StoredRateCard,
  request: EstimateRequest,
  rates: readonly ExchangeRate[],
): CardEstimate | Unpriced {
  const used = new Map<string, RateUsed>()
  const rate = (currency: RateCardData['currency']) => {
    const found = rateOn(rates, currency, request.readyDate)
    if (found && currency !== 'USD') used.set(currency, found)
    return found
  }
  const chargeable = chargeableOf(card.mode, request.cargo)
  const freight = freightOf(card, chargeable)
  if (!freight) return { cardId: id, reason: 'no-freight-rate' }
  const freightTotal = freight.reduce((sum, line) => sum + line.minor, 0n)
  const lines = [...freight]
  for (const charge of card.charges.filter((each) => shipperPays(each, request.incoterm))) {
    const line = chargeLine(charge, { card, chargeable, freight: freightTotal, rate })
    if (line === 'no-rate') return { cardId: id, reason: 'no-exchange-rate' }
    if (line) lines.push(line)
  }
  const cardRate = rate(card.currency)
  const usd = rate('USD')
  if (!cardRate || !usd) return { cardId: id, reason: 'no-exchange-rate' }
  const total = lines.reduce((sum, line) => sum + line.minor, 0n)
  const bdt = rate('BDT')
  return {
    cardId: id,
    carrier: card.carrier,
    routing: card.routing,
    transitDays: card.transitDays,
    validFrom: card.validFrom,
    validTo: card.validTo,
    chargeable: shown(chargeable),
    lines: lines.map((line) => line.line),
    total: { value: money(total), currency: card.currency },
    // Each from the card's total, with one half-up rounding to the minor unit.
    totalUsd: money(convert(total, cardRate, usd)),
    totalBdt: bdt ? money(convert(total, cardRate, bdt)) : null,
    rates: [...used.values()].map((each) => ({
      currency: each.currency,
      perUsd: formatDecimal(each.scaled, EXCHANGE_RATE_PLACES),
      day: each.day,
    })),
  }
}

/** Whether the card is for this mode and lane at all. */
function covers(card: RateCardData, request: EstimateRequest): boolean {
  return (
    card.mode === request.cargo.mode &&
    card.origin === request.origin.toUpperCase() &&
    card.destination === request.destination.toUpperCase()
  )
}

/** Why the card may not price on the ready date, or null when it may. ISO days compare as text. */
function invalidity(card: RateCardData, request: EstimateRequest): Unpriced['reason'] | null {
  if (card.validTo < request.today) return 'expired'
  if (card.validFrom > request.readyDate || card.validTo < request.readyDate) {
    return 'not-valid-when-ready'
  }
  return null
}

/** Dollars compared as minor units, exactly. */
const usdMinor = (option: CardEstimate) => minorOf(option.totalUsd)

function cheaper(a: CardEstimate, b: CardEstimate): number {
  const difference = usdMinor(a) - usdMinor(b)
  if (difference !== 0n) return difference < 0n ? -1 : 1
  return a.transitDays - b.transitDays || a.cardId - b.cardId
}

function faster(a: CardEstimate, b: CardEstimate): number {
  return a.transitDays - b.transitDays || cheaper(a, b)
}

export function estimate(
  cards: readonly StoredRateCard[],
  rates: readonly ExchangeRate[],
  request: EstimateRequest,
): Estimate {
  const options: CardEstimate[] = []
  const unpriced: Unpriced[] = []
  for (const card of cards.filter((each) => covers(each.data, request))) {
    const reason = invalidity(card.data, request)
    if (reason) {
      unpriced.push({ cardId: card.id, reason })
      continue
    }
    const priced = priceCard(card, request, rates)
    if ('reason' in priced) unpriced.push(priced)
    else options.push(priced)
  }
  options.sort(cheaper)
  return {
    options,
    cheapest: options[0]?.cardId ?? null,
    fastest: [...options].sort(faster)[0]?.cardId ?? null,
    unpriced,
  }
}
