/**
 * Freight arithmetic shared by the quote form (live totals) and the API (which recomputes every
 * figure and never trusts the browser's). Pure functions, no dependencies.
 *
 * Units and rounding, as shown to visitors:
 * - Dimensions are whole centimetres and weights kilograms with at most two decimals, so every
 *   sum below is done in whole numbers (cm³, grams) and is exact.
 * - Volume: the sum over lines of count × L × W × H, in CBM (1 CBM = 1,000,000 cm³), rounded to
 *   the nearest 0.001 CBM (half up).
 * - Gross weight: the sum over lines of count × weight per piece, exact to 0.01 kg.
 * - Air rule (1 CBM = 167 kg, the IATA 6000 cm³/kg divisor): volumetric weight = CBM (as rounded)
 *   × 167 kg; chargeable weight = the greater of gross and volumetric weight, rounded UP to the
 *   next 0.5 kg, as airlines do.
 * - W/M rule (weight or measure, 1 CBM = 1000 kg): chargeable = the greater of gross weight and
 *   CBM × 1000 kg, rounded UP to the next whole kg; in revenue tonnes that is the greater of
 *   tonnes and CBM, to 0.001 t.
 * Minimum charges (e.g. 1 W/M for LCL) are the sales desk's business and are not applied here.
 */

/** The freight modes: one per service (content/service-names.ts `mode`). */
export const FREIGHT_MODES = [
  'air',
  'sea',
  'sea-air',
  'warehousing',
  'road-air',
  'air-air',
  'air-sea',
  'project',
] as const

export type FreightMode = (typeof FREIGHT_MODES)[number]

export type ChargeableRuleId = 'air' | 'wm'

export interface ChargeableRule {
  id: ChargeableRuleId
  /** Kilograms one cubic metre counts as. */
  kgPerCbm: number
}

export const CHARGEABLE_RULES: Record<ChargeableRuleId, ChargeableRule> = {
  air: {
    id: 'air',
    kgPerCbm: 167,
  },
  wm: {
    id: 'wm',
    kgPerCbm: 1000,
  },
}

/**
 * Which rule prices each mode.
 * - air, air-air, road-air: the air rule; the flight is what is sold.
 * - sea-air, air-sea: the air rule too. The combined product is sold per chargeable kilogram at
 *   the air divisor, because the air leg is the one that limits space and sets the price.
 * - sea: W/M, as for LCL ocean freight.
 * - warehousing: W/M, as container freight stations and warehouses charge handling and storage.
 * - project: W/M freight tonnes, as breakbulk and project cargo are rated.
 */
export const MODE_RULES: Record<FreightMode, ChargeableRuleId> = {
  air: 'air',
  'air-air': 'air',
  'road-air': 'air',
  'sea-air': 'air',
  'air-sea': 'air',
  sea: 'wm',
  warehousing: 'wm',
  project: 'wm',
}

export function ruleFor(mode: FreightMode): ChargeableRule {
  return CHARGEABLE_RULES[MODE_RULES[mode]]
}

/** One package line: `count` identical pieces. */
export interface PackageLine {
  count: number
  lengthCm: number
  widthCm: number
  heightCm: number
  /** Weight of one piece. */
  weightKg: number
}

export interface FreightTotals {
  pieces: number
  /** Exact to 0.01 kg. */
  grossWeightKg: number
  /** Rounded to 0.001 CBM. */
  volumeCbm: number
  /** CBM × the rule's kg per CBM. */
  volumetricWeightKg: number
  chargeableWeightKg: number
  /** The chargeable weight in tonnes (for W/M: revenue tonnes), to 0.001 t. */
  chargeableTonnes: number
  rule: ChargeableRule
}

/** Integer division rounded half up, for non-negative integers. */
function divideRoundHalfUp(value: number, divisor: number): number {
  return Math.floor((value * 2 + divisor) / (divisor * 2))
}

function divideRoundUp(value: number, divisor: number): number {
  return Math.ceil(value / divisor)
}

/** Kilograms (at most two decimals) as whole grams, free of binary fractions. */
function grams(kg: number): number {
  return Math.round(kg * 100) * 10
}

/** Total cubic centimetres of the lines; exact for whole-centimetre dimensions. */
export function totalCubicCm(lines: readonly PackageLine[]): number {
  return lines.reduce(
    (sum, line) => sum + line.count * line.lengthCm * line.widthCm * line.heightCm,
    0,
  )
}

/** Volume in CBM, rounded to 0.001 (half up). */
export function volumeCbm(lines: readonly PackageLine[]): number {
  return divideRoundHalfUp(totalCubicCm(lines), 1000) / 1000
}

/** Gross weight in kg, exact to 0.01 kg. */
export function grossWeightKg(lines: readonly PackageLine[]): number {
  const totalGrams = lines.reduce((sum, line) => sum + line.count * grams(line.weightKg), 0)
  return totalGrams / 1000
}

/** Everything the quote shows and stores: pieces, gross weight, CBM and chargeable weight. */
export function freightTotals(lines: readonly PackageLine[], mode: FreightMode): FreightTotals {
  return totalsOf(
    lines.reduce((sum, line) => sum + line.count, 0),
    lines.reduce((sum, line) => sum + line.count * grams(line.weightKg), 0),
    divideRoundHalfUp(totalCubicCm(lines), 1000),
    mode,
  )
}

/** A shipper's own totals (an LCL load described by its CBM and weight rather than its lines). */
export interface DeclaredTotals {
  pieces: number
  /** At most three decimals. */
  volumeCbm: number
  /** At most two decimals. */
  grossWeightKg: number
}

/** The same figures as freightTotals, from totals the shipper declared. */
export function declaredFreightTotals(declared: DeclaredTotals, mode: FreightMode): FreightTotals {
  return totalsOf(
    declared.pieces,
    grams(declared.grossWeightKg),
    Math.round(declared.volumeCbm * 1000),
    mode,
  )
}

function totalsOf(
  pieces: number,
  grossGrams: number,
  milliCbm: number,
  mode: FreightMode,
): FreightTotals {
  const rule = ruleFor(mode)
  // milli-CBM × kg per CBM = grams, so the volumetric weight is exact as well.
  const volumetricGrams = milliCbm * rule.kgPerCbm
  const heavier = Math.max(grossGrams, volumetricGrams)
  const step = rule.id === 'air' ? 500 : 1000
  const chargeableGrams = divideRoundUp(heavier, step) * step
  return {
    pieces,
    grossWeightKg: grossGrams / 1000,
    volumeCbm: milliCbm / 1000,
    volumetricWeightKg: volumetricGrams / 1000,
    chargeableWeightKg: chargeableGrams / 1000,
    chargeableTonnes: divideRoundHalfUp(chargeableGrams, 1000) / 1000,
    rule,
  }
}

/**
 * What a shipment is charged on, as shippers read it: air freight in chargeable kilograms, ocean
 * (W/M) freight in revenue tonnes, never a cubic metre turned into "1,000 kg".
 */
export function chargeableText(totals: FreightTotals): string {
  return totals.rule.id === 'wm'
    ? `${formatNumber(totals.chargeableTonnes, 3)} W/M (revenue tonnes)`
    : `${formatNumber(totals.chargeableWeightKg, 1)} kg`
}

/** The ocean containers a full-container-load (FCL) quote may ask for. */
export const CONTAINER_TYPES = [
  { code: '20GP', label: "20' standard" },
  { code: '40GP', label: "40' standard" },
  { code: '40HC', label: "40' high cube" },
  { code: '20RF', label: "20' reefer" },
  { code: '40RF', label: "40' reefer (high cube)" },
] as const

export type ContainerTypeCode = (typeof CONTAINER_TYPES)[number]['code']

export const CONTAINER_CODES = CONTAINER_TYPES.map((type) => type.code) as [
  ContainerTypeCode,
  ...ContainerTypeCode[],
]

/** One container line of an FCL quote: `quantity` containers of one type. */
export interface ContainerLine {
  type: ContainerTypeCode
  quantity: number
}

export function containerLabel(code: string): string {
  return CONTAINER_TYPES.find((type) => type.code === code)?.label ?? code
}

/** "2 × 40' high cube" */
export function containerLineText(line: ContainerLine): string {
  return `${formatNumber(line.quantity, 0)} × ${containerLabel(line.type)}`
}

/** "40 pcs, 60 × 40 × 40 cm, 12.5 kg each": the count is never read as a fourth dimension. */
export function packageLineText(line: PackageLine): string {
  return `${formatNumber(line.count, 0)} pcs, ${line.lengthCm} × ${line.widthCm} × ${line.heightCm} cm, ${formatNumber(line.weightKg, 2)} kg each`
}

/** "1,234.5" — figures for people, with up to `decimals` decimals. */
export function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals })
}
