import type { RateCardData } from '#schemas/content/rate-card-fields.ts'
import { CONTAINER_LABELS, MODE_OPTIONS } from '#schemas/content/rate-card-options.ts'
import type { AirWeight, WeightOrMeasure } from './cargo.ts'
import { AIR_BREAKS, type ContainerType } from './codes.ts'
import { divideHalfUp, formatDecimal } from './decimal.ts'
import { money, minorOf, type EstimateLine, type LineNote, type PricedLine } from './lines.ts'

/**
 * The card's freight for the cargo: air by weight breaks, LCL per W/M, FCL per container. Each
 * line's amount is rate × quantity rounded half up to the minor unit once; the minimum then
 * applies when that is lower.
 */

const FREIGHT_LABEL = Object.fromEntries(
  MODE_OPTIONS.map((option) => [option.value, option.label]),
) as Record<RateCardData['mode'], EstimateLine['label']>

/** `amount`, or the minimum when that is higher, with the note that says so. */
function atLeast(amount: bigint, minimum: string, notes: LineNote[]): bigint {
  if (minimum === '' || amount >= minorOf(minimum)) return amount
  notes.push({ kind: 'minimum', computed: money(amount), minimum })
  return minorOf(minimum)
}

function freightLine(
  card: RateCardData,
  fields: Pick<EstimateLine, 'basis' | 'quantity' | 'notes'> & { rate: string },
  minor: bigint,
  container?: ContainerType,
): PricedLine {
  const line: EstimateLine = {
    code: 'FREIGHT',
    label: container
      ? {
          en: `Freight, ${CONTAINER_LABELS[container].en}`,
          bn: `ফ্রেইট, ${CONTAINER_LABELS[container].bn}`,
        }
      : FREIGHT_LABEL[card.mode],
    basis: fields.basis,
    side: 'main-carriage',
    quantity: fields.quantity,
    ...(container ? { container } : {}),
    rate: { value: fields.rate, currency: card.currency },
    amount: money(minor),
    notes: fields.notes,
  }
  return { line, minor }
}

/**
 * Air freight. The rate of the shipment's own band (the heaviest break at or under its
 * chargeable weight that the card quotes) is compared with each heavier break charged at that
 * break's weight; the lowest charge applies (IATA: "a lower charge at a higher weight break").
 * Charges are compared exactly, in cents × half kilograms, before any rounding.
 */
export function airFreight(card: RateCardData, weight: AirWeight): PricedLine | null {
  const quoted = AIR_BREAKS.filter((band) => card.air[band.key] !== '')
  const own = quoted.filter((band) => band.fromKg * 2n <= weight.halfKilos).at(-1)
  if (!own) return null
  let best = { band: own, halfKilos: weight.halfKilos }
  let bestExact = minorOf(card.air[own.key]) * weight.halfKilos
  for (const band of quoted.filter((candidate) => candidate.fromKg > own.fromKg)) {
    // A heavier break is always above the chargeable weight: charged at the break itself.
    const halfKilos = band.fromKg * 2n
    const exact = minorOf(card.air[band.key]) * halfKilos
    if (exact < bestExact) {
      best = { band, halfKilos }
      bestExact = exact
    }
  }
  const notes: LineNote[] = []
  if (best.band !== own) {
    notes.push({
      kind: 'weight-break',
      ownBreak: own.key,
      appliedBreak: best.band.key,
      chargeableKg: weight.chargeableKg,
    })
  }
  const amount = atLeast(divideHalfUp(bestExact, 2n), card.air.minimum, notes)
  return freightLine(
    card,
    {
      basis: 'per-kg',
      quantity: { value: formatDecimal(best.halfKilos * 5n, 1), unit: 'kg' },
      rate: card.air[best.band.key],
      notes,
    },
    amount,
  )
}

/** Sea LCL freight: rate per W/M × W/M (to 0.001), the minimum when that is lower. */
export function lclFreight(card: RateCardData, measure: WeightOrMeasure): PricedLine | null {
  if (card.lcl.perWm === '') return null
  const notes: LineNote[] = []
  const computed = divideHalfUp(minorOf(card.lcl.perWm) * measure.thousandths, 1000n)
  return freightLine(
    card,
    {
      basis: 'per-wm',
      quantity: { value: measure.wm, unit: 'W/M' },
      rate: card.lcl.perWm,
      notes,
    },
    atLeast(computed, card.lcl.minimum, notes),
  )
}

/** Sea FCL freight: a line per container type; null when the card lacks a type asked for. */
export function fclFreight(
  card: RateCardData,
  counts: ReadonlyMap<ContainerType, bigint>,
): PricedLine[] | null {
  const lines: PricedLine[] = []
  for (const [type, count] of counts) {
    const rate = card.fcl[type]
    if (rate === '') return null
    lines.push(
      freightLine(
        card,
        {
          basis: 'per-container',
          quantity: { value: count.toString(), unit: 'container' },
          rate,
          notes: [],
        },
        minorOf(rate) * count,
        type,
      ),
    )
  }
  return lines
}
