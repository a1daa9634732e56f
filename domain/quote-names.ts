/**
 * The English names of the quote's codes (Incoterms, ocean loads, chargeable-weight rules), for
 * the sales desk's and the visitor's emails (server/notifications/quote-emails.ts), and the
 * Incoterms' Bangla names for a Bangla visitor's confirmation. The quote form has its own texts,
 * in each language (app/components/quote/quote.messages.ts), so no page's script carries these;
 * tests/unit/quote-names.test.ts keeps the Bangla names the same as the form's.
 */
import type { ChargeableRuleId } from './freight.ts'
import type { Language } from './languages.ts'
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

/**
 * What the Bangla quote form calls each Incoterm: the English name in Bengali letters, as
 * Bangladeshi shippers say it; the code itself stays Latin (docs/bangla-glossary.md).
 */
export const INCOTERM_NAMES_BN: Readonly<Record<IncotermCode, string>> = {
  EXW: 'এক্স ওয়ার্কস',
  FCA: 'ফ্রি ক্যারিয়ার',
  FOB: 'ফ্রি অন বোর্ড',
  CFR: 'কস্ট অ্যান্ড ফ্রেইট',
  CIF: 'কস্ট, ইনস্যুরেন্স অ্যান্ড ফ্রেইট',
  CPT: 'ক্যারেজ পেইড টু',
  CIP: 'ক্যারেজ অ্যান্ড ইনস্যুরেন্স পেইড টু',
  DAP: 'ডেলিভারড অ্যাট প্লেস',
  DPU: 'ডেলিভারড অ্যাট প্লেস আনলোডেড',
  DDP: 'ডেলিভারড ডিউটি পেইড',
}

export const INCOTERM_NOT_SURE_LABEL_BN = 'নিশ্চিত নই – পরামর্শ দিন'

/** "CIF (Cost, Insurance and Freight)", or the not-sure choice, in the visitor's language. */
export function incotermLabel(code: string, language: Language): string {
  if (code === INCOTERM_NOT_SURE) {
    return language === 'bn' ? INCOTERM_NOT_SURE_LABEL_BN : INCOTERM_NOT_SURE_LABEL
  }
  const names = language === 'bn' ? INCOTERM_NAMES_BN : INCOTERM_NAMES
  const name = names[code as IncotermCode] as string | undefined
  return name ? `${code} (${name})` : code
}
