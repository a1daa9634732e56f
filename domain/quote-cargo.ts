/**
 * The cargo of a quote request in its three forms (package lines; an LCL load's declared totals;
 * FCL containers), how each is totalled, and how each is kept in the quote_requests.packages
 * JSON column. Free of zod, so the quote page can total a draft without the validation library.
 */
import {
  containerLineText,
  declaredFreightTotals,
  freightTotals,
  packageLineText,
  type ContainerLine,
  type DeclaredTotals,
  type FreightMode,
  type FreightTotals,
  type PackageLine,
} from './freight.ts'
import type { OceanLoad } from './ocean-loads.ts'
import { OCEAN_SERVICE } from './quote-options.ts'

export type QuoteCargo =
  | { load: 'lcl-packages'; packages: PackageLine[] }
  | { load: 'lcl-totals'; cargoTotals: DeclaredTotals }
  | { load: 'fcl'; containers: ContainerLine[] }

/** The cargo fields of a request that passed QuoteRequestSchema. */
export interface CargoFields {
  service: string
  load?: OceanLoad | undefined
  packages?: PackageLine[] | undefined
  cargoTotals?: DeclaredTotals | undefined
  containers?: ContainerLine[] | undefined
}

/** The cargo a valid request describes; the schema has made sure the chosen form is there. */
export function cargoOf(request: CargoFields): QuoteCargo {
  const load = request.service === OCEAN_SERVICE ? (request.load ?? 'lcl-packages') : 'lcl-packages'
  if (load === 'fcl' && request.containers) return { load, containers: request.containers }
  if (load === 'lcl-totals' && request.cargoTotals) {
    return { load, cargoTotals: request.cargoTotals }
  }
  return { load: 'lcl-packages', packages: request.packages ?? [] }
}

/** Pieces, weight, volume and chargeable quantity; FCL is priced per container instead. */
export function cargoFreightTotals(
  cargo: QuoteCargo,
  mode: FreightMode,
): FreightTotals | undefined {
  if (cargo.load === 'fcl') return undefined
  return cargo.load === 'lcl-totals'
    ? declaredFreightTotals(cargo.cargoTotals, mode)
    : freightTotals(cargo.packages, mode)
}

export const containerCount = (containers: readonly ContainerLine[]) =>
  containers.reduce((sum, line) => sum + line.quantity, 0)

/** The cargo's lines for people: package lines, the declared totals, or the containers. */
export function cargoLines(cargo: QuoteCargo): { heading: string; lines: string[] } {
  if (cargo.load === 'fcl') {
    return { heading: 'Containers (FCL)', lines: cargo.containers.map(containerLineText) }
  }
  if (cargo.load === 'lcl-totals') {
    const { pieces, volumeCbm, grossWeightKg } = cargo.cargoTotals
    return {
      heading: 'Cargo totals (LCL, as declared by the shipper)',
      lines: [
        `${pieces.toLocaleString('en-US')} pcs, ${volumeCbm.toLocaleString('en-US', { maximumFractionDigits: 3 })} CBM, ${grossWeightKg.toLocaleString('en-US', { maximumFractionDigits: 2 })} kg in all`,
      ],
    }
  }
  return { heading: 'Package lines', lines: cargo.packages.map(packageLineText) }
}

/**
 * What the packages column holds: the package lines as an array, as it always has (so older
 * rows, the CSV export and the inbox read on unchanged), or an object for the other two forms.
 */
export function storedCargo(cargo: QuoteCargo): unknown {
  return cargo.load === 'lcl-packages' ? cargo.packages : cargo
}
