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
import { lineText, multiLineText } from './text.ts'

export * from '#domain/quote-options.ts'
export * from '#domain/ocean-loads.ts'

const NO_CONTROL_CHARS = (what: string) => `Please remove special control characters from ${what}`

function requiredText(what: string, max: number) {
  return lineText(NO_CONTROL_CHARS(what), { error: `Please enter ${what}` })
    .trim()
    .min(1, `Please enter ${what}`)
    .max(max, `Please keep ${what} under ${max} characters`)
}

/** Optional text: blank (or absent) becomes undefined, so the database stores null. */
function optionalText(what: string, max: number, lines: 'single' | 'multi' = 'single') {
  return (lines === 'multi' ? multiLineText : lineText)(NO_CONTROL_CHARS(what))
    .trim()
    .max(max, `Please keep ${what} under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))
}

function wholeNumber(what: string, max: number) {
  return z
    .number({ error: `Please enter ${what}` })
    .int(`Please enter ${what} as a whole number`)
    .min(1, `Please enter ${what} of at least 1`)
    .max(max, `Please enter ${what} of at most ${max.toLocaleString('en-US')}`)
}

/** HS codes: 6 to 10 digits, optionally grouped with dots (6109.10.00). */
const HS_CODE = /^\d+(?:\.\d+)*$/

export const PackageLineSchema = z.object({
  count: wholeNumber('the number of pieces', QUOTE_LIMITS.COUNT_MAX),
  lengthCm: wholeNumber('the length in cm', QUOTE_LIMITS.DIMENSION_MAX_CM),
  widthCm: wholeNumber('the width in cm', QUOTE_LIMITS.DIMENSION_MAX_CM),
  heightCm: wholeNumber('the height in cm', QUOTE_LIMITS.DIMENSION_MAX_CM),
  weightKg: z
    .number({ error: 'Please enter the weight per piece in kg' })
    .positive('Please enter a weight per piece above 0 kg')
    .max(
      QUOTE_LIMITS.PIECE_WEIGHT_MAX_KG,
      `Please enter a weight per piece of at most ${QUOTE_LIMITS.PIECE_WEIGHT_MAX_KG.toLocaleString('en-US')} kg`,
    )
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'Please enter the weight with at most two decimals',
    ),
})

export type PackageLineInput = z.infer<typeof PackageLineSchema>

/** Numbers with at most `decimals` decimals (weights to 0.01 kg, volumes to 0.001 CBM). */
function atMostDecimals(decimals: number) {
  const scale = 10 ** decimals
  return (value: number) => Math.abs(Math.round(value * scale) - value * scale) < 1e-6
}

export const ContainerLineSchema = z.object({
  type: z.enum(CONTAINER_CODES, { error: 'Please choose a container type' }),
  quantity: wholeNumber('the number of containers', QUOTE_LIMITS.CONTAINERS_MAX),
})

/** An LCL load as the shipper knows it: pieces, total CBM and total gross weight. */
export const CargoTotalsSchema = z.object({
  pieces: wholeNumber('the number of packages', QUOTE_LIMITS.COUNT_MAX * QUOTE_LIMITS.LINES_MAX),
  volumeCbm: z
    .number({ error: 'Please enter the total volume in CBM' })
    .positive('Please enter a total volume above 0 CBM')
    .max(
      QUOTE_LIMITS.TOTAL_CBM_MAX,
      `Over ${QUOTE_LIMITS.TOTAL_CBM_MAX.toLocaleString('en-US')} CBM is a charter: please call us`,
    )
    .refine(atMostDecimals(3), 'Please enter the volume with at most three decimals'),
  grossWeightKg: z
    .number({ error: 'Please enter the total gross weight in kg' })
    .positive('Please enter a total gross weight above 0 kg')
    .max(
      QUOTE_LIMITS.TOTAL_WEIGHT_MAX_KG,
      `Over ${(QUOTE_LIMITS.TOTAL_WEIGHT_MAX_KG / 1000).toLocaleString('en-US')} tonnes is a charter: please call us`,
    )
    .refine(atMostDecimals(2), 'Please enter the weight with at most two decimals'),
})

/** The fields of a quote request, before the rules that tie the cargo's fields to the service. */
const QuoteFieldsSchema = z.object({
  // Any slug here: whether it is a service offered now is the published content's to say,
  // checked by the quote route (server/forms/quotes.ts).
  service: lineText(NO_CONTROL_CHARS('the service'), { error: 'Please choose a service' })
    .trim()
    .min(1, 'Please choose a service')
    .max(120, 'Please choose a service'),
  originCity: requiredText('the origin city or port', QUOTE_LIMITS.CITY_MAX),
  originCountry: requiredText('the origin country', QUOTE_LIMITS.COUNTRY_MAX),
  destinationCity: requiredText('the destination city or port', QUOTE_LIMITS.CITY_MAX),
  destinationCountry: requiredText('the destination country', QUOTE_LIMITS.COUNTRY_MAX),
  incoterm: z.enum(INCOTERM_CODES, {
    error: 'Please choose an Incoterm, or “Not sure” and we will advise',
  }),
  cargoReadyDate: z
    .string({ error: 'Please choose the cargo-ready date' })
    .min(1, 'Please choose the cargo-ready date')
    .refine((value) => parseIsoDate(value) !== undefined, 'Please enter the date as mm/dd/yy')
    .refine(
      (value) => !parseIsoDate(value) || value >= earliestToday(),
      'The cargo-ready date cannot be in the past',
    )
    .refine(
      (value) =>
        !parseIsoDate(value) || value <= addDays(earliestToday(), QUOTE_LIMITS.READY_DATE_MAX_DAYS),
      'Please choose a date within the next twelve months',
    ),
  commodity: requiredText('the commodity', QUOTE_LIMITS.COMMODITY_MAX),
  hsCode: lineText(NO_CONTROL_CHARS('the HS code'))
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) =>
        value === undefined ||
        (HS_CODE.test(value) && /^\d{6,10}$/.test(value.replaceAll('.', ''))),
      'Please enter an HS code of 6 to 10 digits (dots allowed), or leave it empty',
    ),
  load: z.enum(OCEAN_LOAD_CODES, { error: 'Please choose how the cargo is loaded' }).optional(),
  containers: z
    .array(ContainerLineSchema, { error: 'Please add at least one container line' })
    .min(1, 'Please add at least one container line')
    .max(QUOTE_LIMITS.LINES_MAX, `Please use at most ${QUOTE_LIMITS.LINES_MAX} container lines`)
    .optional(),
  cargoTotals: CargoTotalsSchema.optional(),
  packages: z
    .array(PackageLineSchema, { error: 'Please add at least one package line' })
    .min(1, 'Please add at least one package line')
    .max(QUOTE_LIMITS.LINES_MAX, `Please use at most ${QUOTE_LIMITS.LINES_MAX} package lines`)
    .superRefine((lines, context) => {
      if (volumeCbm(lines) > QUOTE_LIMITS.TOTAL_CBM_MAX) {
        context.addIssue({
          code: 'custom',
          message: `Over ${QUOTE_LIMITS.TOTAL_CBM_MAX.toLocaleString('en-US')} CBM is a charter: please call us`,
        })
      }
      if (grossWeightKg(lines) > QUOTE_LIMITS.TOTAL_WEIGHT_MAX_KG) {
        context.addIssue({
          code: 'custom',
          message: `Over ${(QUOTE_LIMITS.TOTAL_WEIGHT_MAX_KG / 1000).toLocaleString('en-US')} tonnes is a charter: please call us`,
        })
      }
    })
    .optional(),
  dangerousGoods: z.boolean().default(false),
  temperatureControlled: z.boolean().default(false),
  stackable: z.boolean().default(false),
  notes: optionalText('your notes', QUOTE_LIMITS.NOTES_MAX, 'multi'),
  name: NameSchema,
  company: optionalText('the company name', QUOTE_LIMITS.COMPANY_MAX),
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
      message: 'Only ocean freight is quoted by full containers or declared totals',
    })
    return
  }
  const load = request.load ?? 'lcl-packages'
  const needed = {
    'lcl-packages': 'packages',
    'lcl-totals': 'cargoTotals',
    fcl: 'containers',
  } as const
  const missing = {
    packages: 'Please add at least one package line',
    cargoTotals: 'Please enter the total pieces, CBM and weight',
    containers: 'Please add at least one container line',
  } as const
  for (const field of ['packages', 'cargoTotals', 'containers'] as const) {
    if (field === needed[load] && request[field] === undefined) {
      context.addIssue({ code: 'custom', path: [field], message: missing[field] })
    } else if (field !== needed[load] && request[field] !== undefined) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `Please leave out ${field === 'packages' ? 'package lines' : field === 'containers' ? 'containers' : 'the cargo totals'} for this kind of load`,
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

/** Answer to an accepted quote request. */
export const QuoteCreatedResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({
    reference: z.string().regex(/^Q-\d{4}-\d{6,}$/),
  }),
})

/** The packages column of a stored quote request, in whichever of its forms (quote-cargo.ts). */
export const StoredCargoSchema = z.union([
  z.array(PackageLineSchema).transform((packages) => ({ load: 'lcl-packages' as const, packages })),
  z.object({ load: z.literal('lcl-totals'), cargoTotals: CargoTotalsSchema }),
  z.object({ load: z.literal('fcl'), containers: z.array(ContainerLineSchema) }),
])
