import type { IncotermCode } from '#domain/quote-options.ts'
import type { RateCardCharge, RateCardData } from '#schemas/content/rate-card-fields.ts'
import { CHARGE_CODE_OPTIONS } from '#schemas/content/rate-card-options.ts'
import type { Chargeable } from './cargo.ts'
import { divideHalfUp, formatDecimal } from './decimal.ts'
import { convert, type RateUsed } from './exchange.ts'
import { money, minorOf, type EstimateLine, type LineNote, type PricedLine } from './lines.ts'

/**
 * The card's surcharges and local charges for the cargo. A charge is computed in its own
 * currency (rate × quantity, half up to the minor unit, then its minimum), and converted to the
 * card's currency with one more half-up rounding. A percentage is of the card's freight, in the
 * card's currency; its minimum is converted before it is compared.
 */

const CHARGE_LABEL = Object.fromEntries(
  CHARGE_CODE_OPTIONS.map((option) => [option.value, option.label]),
) as Record<RateCardCharge['code'], EstimateLine['label']>

/** What a charge needs besides itself. */
export interface ChargeContext {
  card: RateCardData
  chargeable: Chargeable
  /** The card's freight, in minor units of its currency. */
  freight: bigint
  /** The rate of a currency on the ready date, or null when staff keep none. */
  rate(currency: RateCardData['currency']): RateUsed | null
}

/** Whether the shipper pays `charge` under `incoterm`; every charge when it is not known. */
export function shipperPays(charge: RateCardCharge, incoterm: IncotermCode | null): boolean {
  return incoterm === null || charge.incoterms.includes(incoterm)
}

/** The quantity and the amount in the charge's currency, before its minimum; null: none. */
function computed(
  charge: RateCardCharge,
  { chargeable }: ChargeContext,
): { quantity: EstimateLine['quantity']; minor: bigint } | null {
  const rate = minorOf(charge.amount)
  switch (charge.basis) {
    case 'per-kg':
      if (chargeable.rule !== 'air') return null
      return {
        quantity: { value: chargeable.chargeableKg, unit: 'kg' },
        minor: divideHalfUp(rate * chargeable.halfKilos, 2n),
      }
    case 'per-wm':
      if (chargeable.rule !== 'wm') return null
      return {
        quantity: { value: chargeable.wm, unit: 'W/M' },
        minor: divideHalfUp(rate * chargeable.thousandths, 1000n),
      }
    case 'per-container': {
      if (chargeable.rule !== 'containers') return null
      const counts = [...chargeable.counts.entries()]
      const count = counts
        .filter(([type]) => charge.container === 'any' || type === charge.container)
        .reduce((sum, [, each]) => sum + each, 0n)
      if (count === 0n) return null
      return { quantity: { value: count.toString(), unit: 'container' }, minor: rate * count }
    }
    case 'per-shipment':
      return { quantity: { value: '1', unit: 'shipment' }, minor: rate }
    case 'percent-of-freight':
      return null
  }
}

/** The line of one charge; 'no-rate' when a currency it needs has no rate kept. */
export function chargeLine(
  charge: RateCardCharge,
  context: ChargeContext,
): PricedLine | 'no-rate' | null {
  const chargeRate = context.rate(charge.currency)
  const cardRate = context.rate(context.card.currency)
  if (!chargeRate || !cardRate) return 'no-rate'
  const notes: LineNote[] = []
  const base = {
    code: charge.code,
    label: CHARGE_LABEL[charge.code],
    basis: charge.basis,
    side: charge.side,
    ...(charge.container === 'any' ? {} : { container: charge.container }),
    notes,
  }
  if (charge.basis === 'percent-of-freight') {
    // Percent in hundredths (12.50 % is 1250n): freight × 1250 ÷ 10,000, half up.
    let minor = divideHalfUp(context.freight * minorOf(charge.amount), 100_00n)
    notes.push({ kind: 'percent-of-freight', freight: money(context.freight) })
    if (charge.minimum !== '') {
      const minimum = convert(minorOf(charge.minimum), chargeRate, cardRate)
      if (minor < minimum) {
        notes.push({ kind: 'minimum', computed: money(minor), minimum: money(minimum) })
        minor = minimum
      }
    }
    const line: EstimateLine = {
      ...base,
      quantity: { value: charge.amount, unit: 'percent' },
      rate: { value: charge.amount, currency: context.card.currency },
      amount: money(minor),
    }
    return { line, minor }
  }
  const own = computed(charge, context)
  if (!own) return null
  let minor = own.minor
  if (charge.minimum !== '' && minor < minorOf(charge.minimum)) {
    notes.push({ kind: 'minimum', computed: money(minor), minimum: charge.minimum })
    minor = minorOf(charge.minimum)
  }
  const converted = convert(minor, chargeRate, cardRate)
  if (chargeRate.currency !== cardRate.currency) {
    notes.push({
      kind: 'converted',
      from: charge.currency,
      amount: money(minor),
      fromPerUsd: formatDecimal(chargeRate.scaled, 4),
      toPerUsd: formatDecimal(cardRate.scaled, 4),
    })
  }
  const line: EstimateLine = {
    ...base,
    quantity: own.quantity,
    rate: { value: charge.amount, currency: charge.currency },
    amount: money(converted),
  }
  return { line, minor: converted }
}
