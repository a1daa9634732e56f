/**
 * The quote request's choices and limits, free of zod so that the quote page can render them
 * without loading the validation library up front. schemas/quote.ts builds the schema on them.
 */

/** The ten Incoterms® 2020 rules, each with a one-line explanation for visitors. */
export const INCOTERMS = [
  {
    code: 'EXW',
    name: 'Ex Works',
    explanation:
      'You make the goods ready at your premises; the buyer arranges and pays for everything from there.',
  },
  {
    code: 'FCA',
    name: 'Free Carrier',
    explanation:
      'You hand the export-cleared goods to the buyer’s carrier at an agreed place; risk passes there.',
  },
  {
    code: 'FOB',
    name: 'Free On Board',
    explanation:
      'Sea only: you load the export-cleared goods on board the buyer’s vessel at the port of shipment.',
  },
  {
    code: 'CFR',
    name: 'Cost and Freight',
    explanation:
      'Sea only: you pay sea freight to the destination port; risk passes once the goods are on board.',
  },
  {
    code: 'CIF',
    name: 'Cost, Insurance and Freight',
    explanation: 'Sea only: as CFR, and you also insure the cargo to the destination port.',
  },
  {
    code: 'CPT',
    name: 'Carriage Paid To',
    explanation:
      'You pay carriage to the named destination; risk passes when the first carrier takes the goods.',
  },
  {
    code: 'CIP',
    name: 'Carriage and Insurance Paid To',
    explanation: 'As CPT, and you also insure the cargo to the named destination.',
  },
  {
    code: 'DAP',
    name: 'Delivered At Place',
    explanation:
      'You deliver to the named place, ready for unloading; the buyer clears import and pays duties.',
  },
  {
    code: 'DPU',
    name: 'Delivered at Place Unloaded',
    explanation:
      'You deliver and unload the goods at the named place; the buyer clears import and pays duties.',
  },
  {
    code: 'DDP',
    name: 'Delivered Duty Paid',
    explanation: 'You deliver to the named place with import cleared and duties and taxes paid.',
  },
] as const

export type IncotermCode = (typeof INCOTERMS)[number]['code']

/** The shipper does not know the Incoterm: many small shippers do not, and the desk asks. */
export const INCOTERM_NOT_SURE = 'NOT_SURE'

export const INCOTERM_NOT_SURE_LABEL = 'Not sure – please advise'

export type IncotermChoice = IncotermCode | typeof INCOTERM_NOT_SURE

export const INCOTERM_CODES: [IncotermChoice, ...IncotermChoice[]] = [
  INCOTERMS[0].code,
  ...INCOTERMS.slice(1).map((term) => term.code),
  INCOTERM_NOT_SURE,
]

/** "CIF – Cost, Insurance and Freight", or the not-sure choice, for people. */
export function incotermText(code: string, separator = ' – '): string {
  if (code === INCOTERM_NOT_SURE) return INCOTERM_NOT_SURE_LABEL
  const term = INCOTERMS.find((candidate) => candidate.code === code)
  return term ? `${term.code}${separator}${term.name}` : code
}

/** The service whose quotes may be FCL or LCL. */
export const OCEAN_SERVICE = 'ocean-freight'

/** Limits of the quote request, shared by the form (maxLength) and the schema. */
export const QUOTE_LIMITS = {
  CITY_MAX: 100,
  COUNTRY_MAX: 60,
  COMMODITY_MAX: 200,
  COMPANY_MAX: 150,
  NOTES_MAX: 2000,
  /** Package lines per request, and container lines. */
  LINES_MAX: 20,
  /** Containers per container line. */
  CONTAINERS_MAX: 999,
  /** Pieces per line. */
  COUNT_MAX: 10_000,
  /** Whole centimetres per side. */
  DIMENSION_MAX_CM: 2500,
  /** Per piece, two decimals at most. */
  PIECE_WEIGHT_MAX_KG: 50_000,
  /** Beyond these totals the cargo is charter business, to be discussed on the phone. */
  TOTAL_CBM_MAX: 100_000,
  TOTAL_WEIGHT_MAX_KG: 10_000_000,
  /** How far ahead the cargo-ready date may be. */
  READY_DATE_MAX_DAYS: 366,
} as const

/** The fields of each step of /quote, in the order the form shows them. */
export const QUOTE_STEP_FIELDS = [
  [
    'service',
    'originCity',
    'originCountry',
    'destinationCity',
    'destinationCountry',
    'incoterm',
    'cargoReadyDate',
  ],
  [
    'commodity',
    'hsCode',
    'load',
    'packages',
    'containers',
    'cargoTotals',
    'dangerousGoods',
    'temperatureControlled',
    'stackable',
    'notes',
  ],
  ['name', 'company', 'email', 'phone'],
] as const

export type QuoteField = (typeof QUOTE_STEP_FIELDS)[number][number]
