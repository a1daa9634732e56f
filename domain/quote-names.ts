/**
 * The English names of the quote's codes (Incoterms, ocean loads, chargeable-weight rules), for
 * the sales desk's and the visitor's emails (server/notifications/quote-emails.ts). The quote form
 * has its own texts, in each language (app/components/quote/quote.messages.ts), so no page's
 * script carries these.
 */
import type { ChargeableRuleId } from './freight.ts'
import type { OceanLoad } from './ocean-loads.ts'
import { INCOTERM_NOT_SURE, type IncotermCode } from './quote-options.ts'

export const OCEAN_LOAD_NAMES: Readonly<Record<OceanLoad, string>> = {
  'lcl-packages': 'LCL (shared container): I know each package’s dimensions',
  'lcl-totals': 'LCL (shared container): I know the total CBM and weight',
  fcl: "FCL: full containers (20', 40', 40' HC, reefer)",
}

/** Each chargeable-weight rule in a short sentence, beside the totals. */
export const CHARGEABLE_RULE_NAMES: Readonly<Record<ChargeableRuleId, string>> = {
  air: 'Air: 1 CBM = 167 kg (6000 cm³/kg)',
  wm: 'Sea W/M: charged per revenue tonne, 1 CBM = 1 tonne',
}

export const INCOTERM_NAMES: Readonly<Record<IncotermCode, string>> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  FOB: 'Free On Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered At Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
}

export const INCOTERM_NOT_SURE_LABEL = 'Not sure – please advise'

/** "CIF – Cost, Insurance and Freight", or the not-sure choice, for people. */
export function incotermText(code: string, separator = ' – '): string {
  if (code === INCOTERM_NOT_SURE) return INCOTERM_NOT_SURE_LABEL
  const name = INCOTERM_NAMES[code as IncotermCode] as string | undefined
  return name ? `${code}${separator}${name}` : code
}
