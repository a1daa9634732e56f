/**
 * The codes a rate card is written in (schemas/content/rate-cards.ts names each in English and
 * Bangla): modes, weight breaks, container types, charge bases and currencies. Codes only, so
 * the price engine and the quote page carry no labels they do not show.
 */

export const PRICE_MODES = ['air', 'sea-lcl', 'sea-fcl'] as const
export type PriceMode = (typeof PRICE_MODES)[number]

/**
 * The air weight breaks, lightest first: the card's rate per kg from each weight up. `normal`
 * is the rate under 45 kg (the "−45" or N rate); the minimum charge is a separate amount.
 */
export const AIR_BREAKS = [
  { key: 'normal', fromKg: 0n },
  { key: 'plus45', fromKg: 45n },
  { key: 'plus100', fromKg: 100n },
  { key: 'plus300', fromKg: 300n },
  { key: 'plus500', fromKg: 500n },
  { key: 'plus1000', fromKg: 1000n },
] as const
export type AirBreak = (typeof AIR_BREAKS)[number]['key']

export const CONTAINER_TYPES = ['dry20', 'dry40', 'highCube40', 'reefer20', 'reefer40'] as const
export type ContainerType = (typeof CONTAINER_TYPES)[number]

export const CHARGE_BASES = [
  'per-kg',
  'per-wm',
  'per-container',
  'per-shipment',
  'percent-of-freight',
] as const
export type ChargeBasis = (typeof CHARGE_BASES)[number]

/** Which bases each mode's cards may use: a quantity the cargo of that mode has. */
export const BASES_BY_MODE: Record<PriceMode, readonly ChargeBasis[]> = {
  air: ['per-kg', 'per-shipment', 'percent-of-freight'],
  'sea-lcl': ['per-wm', 'per-shipment', 'percent-of-freight'],
  'sea-fcl': ['per-container', 'per-shipment', 'percent-of-freight'],
}

export const CHARGE_CODES = [
  'BAF',
  'CAF',
  'PSS',
  'GRI',
  'FSC',
  'SSC',
  'THC',
  'CFS',
  'BL',
  'AWB',
  'DOC',
  'SEAL',
  'AMS',
  'ENS',
  'ACI',
] as const
export type ChargeCode = (typeof CHARGE_CODES)[number]

export const CHARGE_SIDES = ['origin', 'main-carriage', 'destination'] as const
export type ChargeSide = (typeof CHARGE_SIDES)[number]

/**
 * The currencies a card or a charge may be in. Each has two minor units (ISO 4217), which is
 * what the money fields keep; the estimate is shown in USD with BDT beside it.
 */
export const CURRENCIES = ['USD', 'BDT', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]
export const MINOR_UNIT_PLACES = 2

/** A rate of exchange keeps four decimals: 122.5000 BDT to the US dollar. */
export const EXCHANGE_RATE_PLACES = 4
