import type { Localized } from '#domain/languages.ts'
import {
  MINOR_UNIT_PLACES,
  type AirBreak,
  type ChargeBasis,
  type ChargeCode,
  type ChargeSide,
  type ContainerType,
  type Currency,
} from './codes.ts'
import { decimalOf, formatDecimal } from './decimal.ts'

/** One line of an estimate, as the quote page and the API will show it. */
export interface EstimateLine {
  /** FREIGHT for the card's freight, or the charge's code. */
  code: 'FREIGHT' | ChargeCode
  label: Localized
  basis: ChargeBasis
  side: ChargeSide
  /** What the rate was applied to: 630.0 kg, 4.200 W/M, 2 containers, 1 shipment, 12.50 %. */
  quantity: { value: string; unit: 'kg' | 'W/M' | 'container' | 'shipment' | 'percent' }
  /** A charge per container of one type (FCL freight, a THC for 40' high cubes). */
  container?: ContainerType
  /** Per unit of the quantity, in the rate's own currency; for a percentage, the percentage. */
  rate: { value: string; currency: Currency }
  /** In the card's currency, to its minor unit. */
  amount: string
  /** How the amount came about, where it is not simply rate × quantity. */
  notes: LineNote[]
}

export type LineNote =
  /** Air: the charge at a heavier weight break was lower than at the shipment's own (IATA). */
  | { kind: 'weight-break'; ownBreak: AirBreak; appliedBreak: AirBreak; chargeableKg: string }
  /** The computed charge was lower than the minimum, which applies (in the rate's currency). */
  | { kind: 'minimum'; computed: string; minimum: string }
  /** A percentage of the card's freight, whose total (in the card's currency) is given. */
  | { kind: 'percent-of-freight'; freight: string }
  /** Charged in another currency and converted at staff's rates (units per US dollar). */
  | { kind: 'converted'; from: Currency; amount: string; fromPerUsd: string; toPerUsd: string }

/** A line with its amount as minor units too, so that totals are summed exactly. */
export interface PricedLine {
  line: EstimateLine
  minor: bigint
}

/** Minor units as money's text: 148168n → "1481.68". */
export function money(minor: bigint): string {
  return formatDecimal(minor, MINOR_UNIT_PLACES)
}

/** Money's text as minor units: "1481.68" → 148168n. */
export function minorOf(text: string): bigint {
  return decimalOf(text, MINOR_UNIT_PLACES)
}
