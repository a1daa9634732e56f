import { EXCHANGE_RATE_PLACES, type Currency } from './codes.ts'
import { decimalOf, divideHalfUp } from './decimal.ts'

/**
 * Rates of exchange kept by pricing staff (schemas/content/exchange-rates.ts): units of a
 * currency one US dollar buys, from a day on, to four decimals.
 */
export interface ExchangeRate {
  currency: Currency
  /** "122.5000" */
  perUsd: string
  /** The first day it applies, in Dhaka: "2026-12-01". */
  day: string
}

/** A rate as the estimate used it, to state beside the total. */
export interface RateUsed {
  currency: Currency
  perUsd: string
  day: string
  /** perUsd in ten-thousandths. */
  scaled: bigint
}

const ONE_DOLLAR = 10n ** BigInt(EXCHANGE_RATE_PLACES)

/**
 * The rate of `currency` on `day`: the newest one dated on or before it (USD is 1). Null when
 * staff have kept none yet, and then nothing in that currency is priced.
 */
export function rateOn(
  rates: readonly ExchangeRate[],
  currency: Currency,
  day: string,
): RateUsed | null {
  if (currency === 'USD') return { currency, perUsd: '1.0000', day, scaled: ONE_DOLLAR }
  let newest: ExchangeRate | undefined
  for (const rate of rates) {
    // ISO days compare as text.
    if (rate.currency !== currency || rate.day > day) continue
    if (!newest || rate.day > newest.day) newest = rate
  }
  if (!newest) return null
  return { ...newest, scaled: decimalOf(newest.perUsd, EXCHANGE_RATE_PLACES) }
}

/**
 * An amount in minor units of `from` as minor units of `to` (both currencies have two minor
 * units): amount × to-per-USD ÷ from-per-USD, rounded half up to the minor unit once.
 */
export function convert(amount: bigint, from: RateUsed, to: RateUsed): bigint {
  if (from.currency === to.currency) return amount
  return divideHalfUp(amount * to.scaled, from.scaled)
}
