/**
 * How an ocean-freight load is described: LCL by its package lines or by the shipper's own total
 * CBM and weight, or FCL by its containers. Other services always use package lines. Codes only:
 * the form names them in its own texts (app/components/quote/quote.messages.ts), the emails with
 * domain/quote-names.ts.
 */
export const OCEAN_LOAD_CODES = ['lcl-packages', 'lcl-totals', 'fcl'] as const

export type OceanLoad = (typeof OCEAN_LOAD_CODES)[number]
