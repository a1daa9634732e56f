/**
 * The quote form's cargo as the price engine reads it (domain/pricing/, decision 0020): which
 * rate cards a request's service and load are priced by, containers by the engine's codes, and
 * weights and volumes as exact decimal texts. Free of zod, so the quote page can use it.
 */
import type { ContainerTypeCode, FreightMode } from './freight.ts'
import type { OceanLoad } from './ocean-loads.ts'
import type { Cargo } from './pricing/cargo.ts'
import type { ContainerType, PriceMode } from './pricing/codes.ts'
import type { QuoteCargo } from './quote-cargo.ts'

/**
 * The rate cards a service prices by: air freight by air cards, ocean freight by LCL or FCL
 * cards as it is loaded; other services (sea-air, warehousing, charters…) have no rate cards.
 */
export function priceModeOf(
  mode: FreightMode | undefined,
  load: OceanLoad | undefined,
): PriceMode | undefined {
  if (mode === 'air') return 'air'
  if (mode === 'sea') return load === 'fcl' ? 'sea-fcl' : 'sea-lcl'
  return undefined
}

/** The quote form's container codes as the rate cards name them. */
export const PRICE_CONTAINER_OF: Record<ContainerTypeCode, ContainerType> = {
  '20GP': 'dry20',
  '40GP': 'dry40',
  '40HC': 'highCube40',
  '20RF': 'reefer20',
  '40RF': 'reefer40',
}

/**
 * A validated figure as decimal text. The schemas have held a weight to 0.01 kg and a volume to
 * 0.001 CBM, so the text to that many places is the number the person typed, exactly.
 */
const decimalText = (value: number, places: number) => value.toFixed(places)

/**
 * The engine's cargo for `mode`, or undefined when the cargo's form is not one that mode
 * prices (containers by air, package lines for FCL).
 */
export function priceCargoOf(mode: PriceMode, cargo: QuoteCargo): Cargo | undefined {
  if (mode === 'sea-fcl') {
    if (cargo.load !== 'fcl') return undefined
    return {
      mode,
      containers: cargo.containers.map((line) => ({
        type: PRICE_CONTAINER_OF[line.type],
        count: line.quantity,
      })),
    }
  }
  if (cargo.load === 'fcl') return undefined
  if (cargo.load === 'lcl-totals') {
    return {
      mode,
      totals: {
        cbm: decimalText(cargo.cargoTotals.volumeCbm, 3),
        weightKg: decimalText(cargo.cargoTotals.grossWeightKg, 2),
      },
    }
  }
  return {
    mode,
    pieces: cargo.packages.map((line) => ({
      count: line.count,
      lengthCm: line.lengthCm,
      widthCm: line.widthCm,
      heightCm: line.heightCm,
      weightKg: decimalText(line.weightKg, 2),
    })),
  }
}
