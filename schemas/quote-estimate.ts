/**
 * The instant estimate (issue 41): what GET /api/quote/estimate takes and answers, and what the
 * quote page's estimate panel reads, with or without JavaScript. The prices are the engine's
 * (domain/pricing/, docs/decisions/0020-exact-money.md); the cargo's parts are the quote form's
 * own schemas, so the estimate and the request read the same cargo alike.
 */
import { typedDay } from './text.ts'
import {
  AIR_BREAKS,
  CHARGE_BASES,
  CHARGE_CODES,
  CHARGE_SIDES,
  CONTAINER_TYPES,
  CURRENCIES,
  PRICE_MODES,
} from '#domain/pricing/codes.ts'
import { QUOTE_LIMITS } from '#domain/quote-options.ts'
import { SAILING_KINDS } from '#domain/sailings.ts'
import { dataEnvelope } from './api.ts'
import {
  CargoTotalsSchema,
  ContainerLineSchema,
  INCOTERM_CODES,
  INCOTERM_NOT_SURE,
  PackageLineSchema,
  QuoteRequestSchema,
} from './quote.ts'
import { messageKey } from './validation.ts'
import { z } from './zod.ts'

const quoteField = QuoteRequestSchema.shape

/**
 * A list of cargo lines: in a query string, the JSON of the list (`packages=[{"count":3,…}]`);
 * from the page's own code, the list itself.
 */
function jsonOrValue<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value) as unknown
    } catch {
      context.addIssue({ code: 'custom', message: messageKey('estimate.cargoJson') })
      return z.NEVER
    }
  }, schema)
}

const packages = z
  .array(PackageLineSchema, { error: messageKey('packages.required') })
  .min(1, messageKey('packages.required'))
  .max(QUOTE_LIMITS.LINES_MAX, messageKey('packages.tooMany'))

const containers = z
  .array(ContainerLineSchema, { error: messageKey('containers.required') })
  .min(1, messageKey('containers.required'))
  .max(QUOTE_LIMITS.LINES_MAX, messageKey('containers.tooMany'))

/** Which cargo field each mode takes: air by pieces, LCL by pieces or totals, FCL by containers. */
const CARGO_OF_MODE = {
  air: ['packages'],
  'sea-lcl': ['packages', 'cargoTotals'],
  'sea-fcl': ['containers'],
} as const

const CARGO_FIELDS = ['packages', 'cargoTotals', 'containers'] as const

/** An optional parameter sent empty (as a form or the original client sends it) is absent. */
function emptyAsAbsent<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  )
}

/** The fields of the estimate's query; a booking request (schemas/portal/bookings.ts) has them too. */
export const EstimateQueryFields = z.object({
  mode: z.enum(PRICE_MODES, { error: messageKey('estimate.mode') }),
  /** A UN/LOCODE, or a place's name or alias in English or Bangla (domain/places.ts). */
  origin: quoteField.originCity,
  destination: quoteField.destinationCity,
  readyDate: typedDay(quoteField.cargoReadyDate),
  incoterm: emptyAsAbsent(quoteField.incoterm.default(INCOTERM_NOT_SURE)),
  packages: emptyAsAbsent(jsonOrValue(packages).optional()),
  cargoTotals: emptyAsAbsent(jsonOrValue(CargoTotalsSchema).optional()),
  containers: emptyAsAbsent(jsonOrValue(containers).optional()),
})

type EstimateQueryShape = z.output<typeof EstimateQueryFields>

/** The cargo field the mode takes, and only that one. */
export function checkEstimateCargo(
  query: Pick<EstimateQueryShape, 'mode' | (typeof CARGO_FIELDS)[number]>,
  context: z.RefinementCtx,
): void {
  if (!PRICE_MODES.includes(query.mode)) return
  const takes: readonly string[] = CARGO_OF_MODE[query.mode]
  for (const field of CARGO_FIELDS) {
    if (query[field] !== undefined && !takes.includes(field)) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: messageKey(`${field}.notForLoad`),
      })
    }
  }
  const given = CARGO_FIELDS.filter((field) => query[field] !== undefined)
  if (given.length === 0) {
    const field = takes[0] ?? 'packages'
    context.addIssue({
      code: 'custom',
      path: [field],
      message: messageKey(`${CARGO_FIELDS.find((each) => each === field) ?? 'packages'}.required`),
    })
  } else if (query.packages !== undefined && query.cargoTotals !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['cargoTotals'],
      message: messageKey('cargoTotals.notForLoad'),
    })
  }
}

/** The query of GET /api/quote/estimate, and the input of the page's estimate. */
export const EstimateQuerySchema = EstimateQueryFields.superRefine(checkEstimateCargo)

export type EstimateQueryInput = z.input<typeof EstimateQuerySchema>
export type EstimateQuery = z.output<typeof EstimateQuerySchema>

const Decimal = z.string().regex(/^-?\d+(?:\.\d+)?$/)
const Day = z.iso.date()
const LocalizedLabel = z.object({ en: z.string(), bn: z.string() })

const QuantitySchema = z.object({
  value: Decimal,
  unit: z.enum(['kg', 'W/M', 'container', 'shipment', 'percent']),
})

const LineNoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weight-break'),
    ownBreak: z.enum(AIR_BREAKS.map((each) => each.key)),
    appliedBreak: z.enum(AIR_BREAKS.map((each) => each.key)),
    chargeableKg: Decimal,
  }),
  z.object({ kind: z.literal('minimum'), computed: Decimal, minimum: Decimal }),
  z.object({ kind: z.literal('percent-of-freight'), freight: Decimal }),
  z.object({
    kind: z.literal('converted'),
    from: z.enum(CURRENCIES),
    amount: Decimal,
    fromPerUsd: Decimal,
    toPerUsd: Decimal,
  }),
])

/** One charge of an option, as domain/pricing/lines.ts EstimateLine. */
export const EstimateLineSchema = z.object({
  code: z.enum(['FREIGHT', ...CHARGE_CODES]),
  /** In both languages: the page shows the one it is in. */
  label: LocalizedLabel,
  basis: z.enum(CHARGE_BASES),
  side: z.enum(CHARGE_SIDES),
  quantity: QuantitySchema,
  container: z.enum(CONTAINER_TYPES).optional(),
  rate: z.object({ value: Decimal, currency: z.enum(CURRENCIES) }),
  /** In the card's currency. */
  amount: Decimal,
  notes: z.array(LineNoteSchema),
})

/** How the chargeable quantity came about: air weight, W/M, or the containers. */
export const ChargeableShownSchema = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('air'),
    grossKg: Decimal,
    cubicMetres: Decimal,
    volumeKg: Decimal,
    chargeableKg: Decimal,
  }),
  z.object({ rule: z.literal('wm'), tonnes: Decimal, cubicMetres: Decimal, wm: Decimal }),
  z.object({
    rule: z.literal('containers'),
    containers: z.array(z.object({ type: z.string(), count: z.number().int() })),
  }),
])

/**
 * A departure the cargo can still make on the option's lane and routing (domain/sailings.ts
 * nextDepartures), with the closures of the offices and ports applied, as /schedules shows it:
 * never the carrier or co-loader (docs/decisions/0021-sailings.md).
 */
export const EstimateDepartureSchema = z.object({
  kind: z.enum(SAILING_KINDS),
  /** The vessel and voyage or the flight of a dated one; '' for a weekly consolidation. */
  vessel: z.string(),
  /** Days in Dhaka, once closures are applied. */
  departs: Day,
  arrives: Day,
  /** Instants in Dhaka time ("2026-12-29T17:00:00+06:00"). */
  documentCutOff: z.string(),
  cargoCutOff: z.string(),
  /** Moved by a closure of the port (a dated one); a cancelled week is never offered. */
  status: z.enum(['scheduled', 'moved']),
  /** The day it was to leave, when a closure moved it. */
  scheduledDeparts: Day.nullable(),
  /** Whether an office closure brought a cut-off earlier. */
  cutOffMoved: z.boolean(),
  /** The titles of the notices that moved it or its cut-offs, in the request's language. */
  closedBy: z.array(z.string()),
})

export type EstimateDeparture = z.infer<typeof EstimateDepartureSchema>

/** At most this many departures per option. */
export const ESTIMATE_DEPARTURES_SHOWN = 3

/**
 * One rate card's price, as domain/pricing/estimate.ts CardEstimate, with its routing named and
 * without the card's carrier or co-loader, which stays with staff as on /schedules (a shipper
 * would book it directly: docs/decisions/0021-sailings.md); staff see it on the card the estimate
 * names.
 */
export const EstimateOptionSchema = z.object({
  cardId: z.number().int(),
  routing: z.string(),
  /** "Via Colombo", in the request's language. */
  routingName: z.string(),
  transitDays: z.number().int(),
  validFrom: Day,
  validTo: Day,
  chargeable: ChargeableShownSchema,
  lines: z.array(EstimateLineSchema),
  total: z.object({ value: Decimal, currency: z.enum(CURRENCIES) }),
  totalUsd: Decimal,
  totalBdt: Decimal.nullable(),
  rates: z.array(z.object({ currency: z.string(), perUsd: Decimal, day: Day })),
  /** The next departures after the ready date, first first; empty when none is published. */
  departures: z.array(EstimateDepartureSchema).max(ESTIMATE_DEPARTURES_SHOWN),
})

/** A place of the lane: what was typed, its UN/LOCODE when we know it, and its name. */
export const EstimatePlaceSchema = z.object({
  typed: z.string(),
  code: z.string().nullable(),
  /** In the request's language; what was typed when we cannot place it. */
  name: z.string(),
})

/** Why nothing priced the lane. */
export const NO_RATE_REASONS = [
  'unknown-place',
  'no-card',
  'expired',
  'not-valid-when-ready',
  'no-freight-rate',
  'no-exchange-rate',
] as const
export type NoRateReason = (typeof NO_RATE_REASONS)[number]

export const EstimateAnswerSchema = z.object({
  lane: z.object({
    mode: z.enum(PRICE_MODES),
    /** "Air freight", in the request's language. */
    modeName: z.string(),
    origin: EstimatePlaceSchema,
    destination: EstimatePlaceSchema,
  }),
  readyDate: Day,
  incoterm: z.enum(INCOTERM_CODES),
  /** Cheapest first. Empty when nothing covers the lane: see `noRate`. */
  options: z.array(EstimateOptionSchema),
  /** The cardId of the cheapest option, and of the fastest (the same card may be both). */
  cheapest: z.number().int().nullable(),
  fastest: z.number().int().nullable(),
  /** What no estimate includes, in the request's language. */
  exclusions: z.array(z.string()),
  /** "Subject to space and equipment", in the request's language. */
  subjectTo: z.string(),
  /** Null when an option priced; else why not, and that staff will answer, in plain words. */
  noRate: z.object({ reason: z.enum(NO_RATE_REASONS), message: z.string() }).nullable(),
})

export type EstimateAnswer = z.infer<typeof EstimateAnswerSchema>
export type EstimateOption = z.infer<typeof EstimateOptionSchema>

export const EstimateResponseSchema = dataEnvelope(EstimateAnswerSchema)

/**
 * The estimate a sent quote request carries, priced again by the server when it arrived: the
 * option of the card the visitor chose (or the cheapest), with the card's name and the version
 * of it that priced the request (content_versions), for staff beside the request. Without the
 * departures: they are the schedule's on the day asked, and staff read the schedule of today.
 */
export const StoredQuoteEstimateSchema = EstimateOptionSchema.omit({ departures: true }).extend({
  cardName: z.string(),
  cardVersionId: z.number().int().nullable(),
  /** The day in Dhaka it was priced on. */
  pricedOn: Day,
  cheapest: z.boolean(),
  fastest: z.boolean(),
})

export type StoredQuoteEstimate = z.infer<typeof StoredQuoteEstimateSchema>
