/**
 * How an ocean-freight load is described: LCL by its package lines or by the shipper's own total
 * CBM and weight, or FCL by its containers. Other services always use package lines. Kept apart
 * from quote-options.ts, which the quote page loads up front: only step 2 (loaded later) and the
 * server need these.
 */
export const OCEAN_LOADS = [
  { code: 'lcl-packages', label: 'LCL (shared container): I know each package’s dimensions' },
  { code: 'lcl-totals', label: 'LCL (shared container): I know the total CBM and weight' },
  { code: 'fcl', label: "FCL: full containers (20', 40', 40' HC, reefer)" },
] as const

export type OceanLoad = (typeof OCEAN_LOADS)[number]['code']

export const OCEAN_LOAD_CODES = OCEAN_LOADS.map((load) => load.code) as [OceanLoad, ...OceanLoad[]]
