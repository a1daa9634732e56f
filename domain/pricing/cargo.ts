import type { ContainerType, PriceMode } from './codes.ts'
import { decimalOf, divideHalfUp, divideUp, formatDecimal } from './decimal.ts'

/**
 * What is shipped, as the estimate reads it, and the quantity each mode charges on. Counts and
 * centimetres are whole numbers; weights and volumes are decimal texts ("210", "4.2"), read
 * exactly: a weight to 0.01 kg, a volume to 0.001 CBM. Every sum is a bigint: cm³ and grams.
 */

/** `count` identical pieces, each `weightKg` (text, to 0.01 kg) and so many cm each way. */
export interface PieceLine {
  count: number
  lengthCm: number
  widthCm: number
  heightCm: number
  weightKg: string
}

export interface ContainerLine {
  type: ContainerType
  count: number
}

export type Cargo =
  | { mode: 'air' | 'sea-lcl'; pieces: readonly PieceLine[] }
  | { mode: 'air' | 'sea-lcl'; totals: { cbm: string; weightKg: string } }
  | { mode: 'sea-fcl'; containers: readonly ContainerLine[] }

/** The cargo's measure: grams and cm³, exact. */
interface Measure {
  grams: bigint
  cubicCm: bigint
}

/** A whole number the caller passed (a count, centimetres): BigInt refuses a fraction. */
function whole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${what} must be a whole number`)
  return BigInt(value)
}

function measureOf(cargo: Exclude<Cargo, { mode: 'sea-fcl' }>): Measure {
  if ('totals' in cargo) {
    return {
      // 0.01 kg is 10 g; 0.001 CBM is 1,000 cm³.
      grams: decimalOf(cargo.totals.weightKg, 2) * 10n,
      cubicCm: decimalOf(cargo.totals.cbm, 3) * 1000n,
    }
  }
  let grams = 0n
  let cubicCm = 0n
  for (const line of cargo.pieces) {
    const count = whole(line.count, 'A count of pieces')
    grams += count * decimalOf(line.weightKg, 2) * 10n
    cubicCm +=
      count *
      whole(line.lengthCm, 'A length') *
      whole(line.widthCm, 'A width') *
      whole(line.heightCm, 'A height')
  }
  return { grams, cubicCm }
}

/** Kilograms one cubic metre counts as by air: 1,000,000 cm³ ÷ 6,000 cm³/kg (IATA). */
export const AIR_CM3_PER_KG = 6000n

/**
 * Air: chargeable weight = the greater of the gross weight and the volume weight (cm³ ÷ 6,000),
 * rounded UP to the next 0.5 kg. Compared exactly: in sixths of a gram, gross is grams × 6 and
 * volume weight is cm³ (cm³ ÷ 6000 kg = cm³ ÷ 6 g), and 0.5 kg is 3,000 sixths.
 */
export interface AirWeight {
  rule: 'air'
  grossKg: string
  cubicMetres: string
  /** cm³ ÷ 6,000, shown to 0.01 kg (half up); the comparison itself is exact. */
  volumeKg: string
  chargeableKg: string
  /** The chargeable weight in half kilograms, the unit the air rates are applied to. */
  halfKilos: bigint
}

export function airWeight(cargo: Exclude<Cargo, { mode: 'sea-fcl' }>): AirWeight {
  const { grams, cubicCm } = measureOf(cargo)
  const sixths = grams * 6n > cubicCm ? grams * 6n : cubicCm
  const halfKilos = divideUp(sixths, 3000n)
  return {
    rule: 'air',
    grossKg: formatDecimal(divideHalfUp(grams, 10n), 2),
    cubicMetres: formatDecimal(cubicCm, 6),
    // cm³ ÷ 6000 kg in hundredths of a kg: cm³ ÷ 60.
    volumeKg: formatDecimal(divideHalfUp(cubicCm, 60n), 2),
    chargeableKg: formatDecimal(halfKilos * 5n, 1),
    halfKilos,
  }
}

/**
 * Sea LCL: W/M = the greater of the weight in tonnes and the volume in CBM (1 CBM = 1,000 kg),
 * rounded UP to the next 0.001 (one kilogram or one litre). Exactly: grams against cm³, since
 * 1 t = 1,000,000 g and 1 CBM = 1,000,000 cm³.
 */
export interface WeightOrMeasure {
  rule: 'wm'
  tonnes: string
  cubicMetres: string
  wm: string
  /** W/M in thousandths, the unit the LCL rates are applied to. */
  thousandths: bigint
}

export function weightOrMeasure(cargo: Exclude<Cargo, { mode: 'sea-fcl' }>): WeightOrMeasure {
  const { grams, cubicCm } = measureOf(cargo)
  const larger = grams > cubicCm ? grams : cubicCm
  const thousandths = divideUp(larger, 1000n)
  return {
    rule: 'wm',
    tonnes: formatDecimal(grams, 6),
    cubicMetres: formatDecimal(cubicCm, 6),
    wm: formatDecimal(thousandths, 3),
    thousandths,
  }
}

/** FCL: the count of each container type asked for (a type named twice is added up). */
export function containerCounts(cargo: Extract<Cargo, { mode: 'sea-fcl' }>) {
  const counts = new Map<ContainerType, bigint>()
  for (const line of cargo.containers) {
    const count = whole(line.count, 'A count of containers')
    counts.set(line.type, (counts.get(line.type) ?? 0n) + count)
  }
  return counts
}

export type Chargeable =
  AirWeight | WeightOrMeasure | { rule: 'containers'; counts: Map<ContainerType, bigint> }

/** The quantity `mode` charges the cargo on. */
export function chargeableOf(mode: PriceMode, cargo: Cargo): Chargeable {
  if (cargo.mode === 'sea-fcl') return { rule: 'containers', counts: containerCounts(cargo) }
  return mode === 'air' ? airWeight(cargo) : weightOrMeasure(cargo)
}
