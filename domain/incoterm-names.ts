/**
 * The Incoterms' English names, for the sales desk's and the visitor's emails
 * (server/notifications/quote-emails.ts). The quote form has its own texts, in each language
 * (app/components/quote/quote.messages.ts).
 */
import { INCOTERM_NOT_SURE, type IncotermCode } from './quote-options.ts'

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
