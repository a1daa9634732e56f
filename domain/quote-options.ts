/**
 * The quote request's choices and limits, free of zod so that the quote page can render them
 * without loading the validation library up front. schemas/quote.ts builds the schema on them.
 */

/**
 * The ten Incoterms® 2020 rules, by code. What the form says of each, in each language, is the
 * quote form's texts (app/components/quote/quote.messages.ts); the emails name them with
 * domain/quote-names.ts. Neither is here, so the quote page's first load carries codes only.
 */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const

export type IncotermCode = (typeof INCOTERMS)[number]

/** The shipper does not know the Incoterm: many small shippers do not, and the desk asks. */
export const INCOTERM_NOT_SURE = 'NOT_SURE'

export type IncotermChoice = IncotermCode | typeof INCOTERM_NOT_SURE

export const INCOTERM_CODES: [IncotermChoice, ...IncotermChoice[]] = [
  ...INCOTERMS,
  INCOTERM_NOT_SURE,
]

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
