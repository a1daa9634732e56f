import { z } from './zod.ts'
import { addDays, earliestToday, parseIsoDate } from '#domain/calendar.ts'
import { EmailSchema, NameSchema, PhoneSchema } from './contact.ts'
import { CONTAINER_CODES, grossWeightKg, volumeCbm } from '#domain/freight.ts'
import { HONEYPOT_FIELD, HoneypotSchema } from './honeypot.ts'
import {
  INCOTERM_CODES,
  OCEAN_SERVICE,
  QUOTE_LIMITS,
  QUOTE_STEP_FIELDS,
} from '#domain/quote-options.ts'
import { OCEAN_LOAD_CODES } from '#domain/ocean-loads.ts'
import { asciiDigits, typedNumber } from '#domain/numerals.ts'
import { lineText, multiLineText } from './text.ts'
import { messageKey } from './validation.ts'

export * from '#domain/quote-options.ts'
export * from '#domain/ocean-loads.ts'

/** The fields whose text is checked alike, each with its own messages' keys. */
type TextField =
  | 'originCity'
  | 'originCountry'
  | 'destinationCity'
  | 'destinationCountry'
  | 'commodity'
  | 'notes'
  | 'company'

function requiredText(field: Exclude<TextField, 'notes' | 'company'>, max: number) {
  return lineText(messageKey(`${field}.controlChars`), { error: messageKey(`${field}.required`) })
    .trim()
    .min(1, messageKey(`${field}.required`))
    .max(max, messageKey(`${field}.tooLong`))
}

/** Optional text: blank (or absent) becomes undefined, so the database stores null. */
function optionalText(field: 'notes' | 'company', max: number, lines: 'single' | 'multi') {
  return (lines === 'multi' ? multiLineText : lineText)(messageKey(`${field}.controlChars`))
    .trim()
    .max(max, messageKey(`${field}.tooLong`))
    .optional()
    .transform((value) => (value ? value : undefined))
}

/** The counted quantities, each with its own messages' keys. */
type Quantity = 'pieces' | 'lengthCm' | 'widthCm' | 'heightCm' | 'containerCount' | 'packageCount'

/**
 * A figure sent as a number, or as the text a person typed into the form (Bengali or
 * Arabic–Indic digits, thousands commas: typedNumber), so that the API and the browser form read
 * "১২০" alike, as 120.
 */
function figure<Schema extends z.ZodNumber>(schema: Schema) {
  return z.preprocess((value) => (typeof value === 'string' ? typedNumber(value) : value), schema)
}

function wholeNumber(what: Quantity, max: number) {
  return figure(
    z
      .number({ error: messageKey(`${what}.required`) })
      .int(messageKey(`${what}.whole`))
      .min(1, messageKey(`${what}.tooFew`))
      .max(max, messageKey(`${what}.tooMany`)),
  )
}

/** HS codes: 6 to 10 digits, optionally grouped with dots (6109.10.00). */
const HS_CODE = /^\d+(?:\.\d+)*$/

export const PackageLineSchema = z.object({
  count: wholeNumber('pieces', QUOTE_LIMITS.COUNT_MAX),
  lengthCm: wholeNumber('lengthCm', QUOTE_LIMITS.DIMENSION_MAX_CM),
  widthCm: wholeNumber('widthCm', QUOTE_LIMITS.DIMENSION_MAX_CM),
  heightCm: wholeNumber('heightCm', QUOTE_LIMITS.DIMENSION_MAX_CM),
  weightKg: figure(
    z
      .number({ error: messageKey('pieceWeight.required') })
      .positive(messageKey('pieceWeight.positive'))
      .max(QUOTE_LIMITS.PIECE_WEIGHT_MAX_KG, messageKey('pieceWeight.tooMuch'))
      .refine(
        (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        messageKey('weight.decimals'),
      ),
  ),
})

export type PackageLineInput = z.infer<typeof PackageLineSchema>

/** Numbers with at most `decimals` decimals (weights to 0.01 kg, volumes to 0.001 CBM). */
function atMostDecimals(decimals: number) {
  const scale = 10 ** decimals
  return (value: number) => Math.abs(Math.round(value * scale) - value * scale) < 1e-6
}

export const ContainerLineSchema = z.object({
  type: z.enum(CONTAINER_CODES, { error: messageKey('containerType.required') }),
  quantity: wholeNumber('containerCount', QUOTE_LIMITS.CONTAINERS_MAX),
})

/** An LCL load as the shipper knows it: pieces, total CBM and total gross weight. */
export const CargoTotalsSchema = z.object({
  pieces: wholeNumber('packageCount', QUOTE_LIMITS.COUNT_MAX * QUOTE_LIMITS.LINES_MAX),
  volumeCbm: figure(
    z
      .number({ error: messageKey('totalVolume.required') })
      .positive(messageKey('totalVolume.positive'))
      .max(QUOTE_LIMITS.TOTAL_CBM_MAX, messageKey('charter.volume'))
      .refine(atMostDecimals(3), messageKey('totalVolume.decimals')),
  ),
  grossWeightKg: figure(
    z
      .number({ error: messageKey('totalWeight.required') })
      .positive(messageKey('totalWeight.positive'))
      .max(QUOTE_LIMITS.TOTAL_WEIGHT_MAX_KG, messageKey('charter.weight'))
      .refine(atMostDecimals(2), messageKey('weight.decimals')),
  ),
})

/** The fields of a quote request, before the rules that tie the cargo's fields to the service. */
const QuoteFieldsSchema = z.object({
  // Any slug here: whether it is a service offered now is the published content's to say,
  // checked by the quote route (server/forms/quotes.ts).
  service: lineText(messageKey('service.controlChars'), { error: messageKey('service.required') })
    .trim()
    .min(1, messageKey('service.required'))
    .max(120, messageKey('service.required')),
  originCity: requiredText('originCity', QUOTE_LIMITS.CITY_MAX),
  originCountry: requiredText('originCountry', QUOTE_LIMITS.COUNTRY_MAX),
  destinationCity: requiredText('destinationCity', QUOTE_LIMITS.CITY_MAX),
  destinationCountry: requiredText('destinationCountry', QUOTE_LIMITS.COUNTRY_MAX),
  incoterm: z.enum(INCOTERM_CODES, { error: messageKey('incoterm.required') }),
  // ISO yyyy-mm-dd, in any digits; the form reads the day-first text people type
  // (parseTypedDate) and sends this.
  cargoReadyDate: z
    .string({ error: messageKey('cargoReadyDate.required') })
    .trim()
    .overwrite(asciiDigits)
    .min(1, messageKey('cargoReadyDate.required'))
    .refine((value) => parseIsoDate(value) !== undefined, messageKey('cargoReadyDate.format'))
    .refine(
      (value) => !parseIsoDate(value) || value >= earliestToday(),
      messageKey('cargoReadyDate.past'),
    )
    .refine(
      (value) =>
        !parseIsoDate(value) || value <= addDays(earliestToday(), QUOTE_LIMITS.READY_DATE_MAX_DAYS),
      messageKey('cargoReadyDate.tooFar'),
    ),
  commodity: requiredText('commodity', QUOTE_LIMITS.COMMODITY_MAX),
  hsCode: lineText(messageKey('hsCode.controlChars'))
    .trim()
    .overwrite(asciiDigits)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) =>
        value === undefined ||
        (HS_CODE.test(value) && /^\d{6,10}$/.test(value.replaceAll('.', ''))),
      messageKey('hsCode.invalid'),
    ),
  load: z.enum(OCEAN_LOAD_CODES, { error: messageKey('load.required') }).optional(),
  containers: z
    .array(ContainerLineSchema, { error: messageKey('containers.required') })
    .min(1, messageKey('containers.required'))
    .max(QUOTE_LIMITS.LINES_MAX, messageKey('containers.tooMany'))
    .optional(),
  cargoTotals: CargoTotalsSchema.optional(),
  packages: z
    .array(PackageLineSchema, { error: messageKey('packages.required') })
    .min(1, messageKey('packages.required'))
    .max(QUOTE_LIMITS.LINES_MAX, messageKey('packages.tooMany'))
    .superRefine((lines, context) => {
      if (volumeCbm(lines) > QUOTE_LIMITS.TOTAL_CBM_MAX) {
        context.addIssue({ code: 'custom', message: messageKey('charter.volume') })
      }
      if (grossWeightKg(lines) > QUOTE_LIMITS.TOTAL_WEIGHT_MAX_KG) {
        context.addIssue({ code: 'custom', message: messageKey('charter.weight') })
      }
    })
    .optional(),
  // The rate card of the instant estimate's option the visitor chose (cheapest or fastest,
  // issue 41). The server prices the request again and keeps that option while it still prices
  // it, else the cheapest: never the visitor's figures. Left out, it is no choice; anything but a
  // card's id is refused, as every field's wrong value is.
  estimateCardId: figure(z.number().int().positive()).optional(),
  dangerousGoods: z.boolean().default(false),
  temperatureControlled: z.boolean().default(false),
  stackable: z.boolean().default(false),
  notes: optionalText('notes', QUOTE_LIMITS.NOTES_MAX, 'multi'),
  name: NameSchema,
  company: optionalText('company', QUOTE_LIMITS.COMPANY_MAX, 'single'),
  email: EmailSchema,
  phone: PhoneSchema,
  [HONEYPOT_FIELD]: HoneypotSchema.shape[HONEYPOT_FIELD],
})

type CargoFields = Partial<
  Pick<
    z.output<typeof QuoteFieldsSchema>,
    'service' | 'load' | 'packages' | 'containers' | 'cargoTotals'
  >
>

/**
 * Which description of the cargo a request needs: ocean freight may be FCL (containers) or LCL
 * (package lines, or the shipper's totals); every other service takes package lines. Whatever the
 * chosen description does not use is refused rather than silently dropped.
 */
function checkCargo(request: CargoFields, context: z.RefinementCtx) {
  const ocean = request.service === OCEAN_SERVICE
  if (request.load !== undefined && !ocean && request.service !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['load'],
      message: messageKey('load.oceanOnly'),
    })
    return
  }
  const load = request.load ?? 'lcl-packages'
  const needed = {
    'lcl-packages': 'packages',
    'lcl-totals': 'cargoTotals',
    fcl: 'containers',
  } as const
  for (const field of ['packages', 'cargoTotals', 'containers'] as const) {
    if (field === needed[load] && request[field] === undefined) {
      context.addIssue({ code: 'custom', path: [field], message: messageKey(`${field}.required`) })
    } else if (field !== needed[load] && request[field] !== undefined) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: messageKey(`${field}.notForLoad`),
      })
    }
  }
}

/**
 * A freight quote request. The /quote form validates each step with the fields of that step
 * (quoteStepSchema) and POST /api/quote/create parses the whole body with it. Totals are not
 * fields: the server computes them from the package lines or the declared totals. Unknown keys
 * are stripped.
 */
export const QuoteRequestSchema = QuoteFieldsSchema.superRefine(checkCargo)

export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>
export type QuoteRequest = z.output<typeof QuoteRequestSchema>

type StepMask = { [Field in (typeof QUOTE_STEP_FIELDS)[number][number] | 'service']?: true }

/** The part of QuoteRequestSchema that step `index` (0, 1 or 2) of the form fills in. */
export function quoteStepSchema(index: 0 | 1 | 2) {
  const mask: StepMask = Object.fromEntries(QUOTE_STEP_FIELDS[index].map((field) => [field, true]))
  if (index !== 1) return QuoteFieldsSchema.pick(mask)
  // The cargo's fields depend on the service, chosen in step 1.
  return QuoteFieldsSchema.pick(mask)
    .extend({ service: z.string().optional() })
    .superRefine(checkCargo)
}

/**
 * The visitor's confirmation email: 'sending' when it is on its way, 'not-sent' when the server
 * has no mail server (SMTP_URL) and it waits in the outbox until one is configured.
 */
export const CONFIRMATION_EMAIL_STATES = ['sending', 'not-sent'] as const
export type ConfirmationEmail = (typeof CONFIRMATION_EMAIL_STATES)[number]

/** What a sent request says of the estimate it carries: its all-in totals. */
export const AttachedEstimateSchema = z.object({
  totalUsd: z.string().regex(/^\d+(?:\.\d+)?$/),
  totalBdt: z
    .string()
    .regex(/^\d+(?:\.\d+)?$/)
    .nullable(),
})
export type AttachedEstimate = z.infer<typeof AttachedEstimateSchema>

/** Answer to an accepted quote request. */
export const QuoteCreatedResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({
    reference: z.string().regex(/^Q-\d{4}-\d{6,}$/),
    /** Whether the confirmation with the reference is on its way to the visitor's address. */
    confirmationEmail: z.enum(CONFIRMATION_EMAIL_STATES),
    /**
     * The instant estimate the request carries to staff (priced again on arrival), its all-in
     * totals as decimal text. Absent when no rate covered it, so that the answer keeps the
     * original API's shape whenever there is no estimate to tell.
     */
    estimate: AttachedEstimateSchema.optional(),
  }),
})

/** The packages column of a stored quote request, in whichever of its forms (quote-cargo.ts). */
export const StoredCargoSchema = z.union([
  z.array(PackageLineSchema).transform((packages) => ({ load: 'lcl-packages' as const, packages })),
  z.object({ load: z.literal('lcl-totals'), cargoTotals: CargoTotalsSchema }),
  z.object({ load: z.literal('fcl'), containers: z.array(ContainerLineSchema) }),
])
