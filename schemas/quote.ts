import { z } from './zod.ts'
import { SERVICE_NAMES } from '#content/service-names.ts'
import { addDays, earliestToday, parseIsoDate } from './calendar.ts'
import { EmailSchema, NameSchema, PhoneSchema } from './contact.ts'
import { grossWeightKg, volumeCbm } from './freight.ts'
import { HONEYPOT_FIELD, HoneypotSchema } from './honeypot.ts'
import { INCOTERM_CODES, QUOTE_LIMITS, QUOTE_STEP_FIELDS } from './quote-options.ts'
import { lineText, multiLineText } from './text.ts'

export * from './quote-options.ts'

const SERVICE_SLUGS = SERVICE_NAMES.map((service) => service.slug) as [string, ...string[]]

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

/**
 * A freight quote request. The /quote form validates each step with the fields of that step
 * (quoteStepSchema) and POST /api/quote/create parses the whole body with it. Totals are not
 * fields: the server computes them from the package lines. Unknown keys are stripped.
 */
export const QuoteRequestSchema = z.object({
  service: z.enum(SERVICE_SLUGS, { error: 'Please choose a service' }),
  originCity: requiredText('the origin city or port', QUOTE_LIMITS.CITY_MAX),
  originCountry: requiredText('the origin country', QUOTE_LIMITS.COUNTRY_MAX),
  destinationCity: requiredText('the destination city or port', QUOTE_LIMITS.CITY_MAX),
  destinationCountry: requiredText('the destination country', QUOTE_LIMITS.COUNTRY_MAX),
  incoterm: z.enum(INCOTERM_CODES, { error: 'Please choose an Incoterm' }),
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
    }),
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

export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>
export type QuoteRequest = z.output<typeof QuoteRequestSchema>

type StepMask = { [Field in (typeof QUOTE_STEP_FIELDS)[number][number]]?: true }

/** The part of QuoteRequestSchema that step `index` (0, 1 or 2) of the form fills in. */
export function quoteStepSchema(index: 0 | 1 | 2) {
  const mask: StepMask = Object.fromEntries(QUOTE_STEP_FIELDS[index].map((field) => [field, true]))
  return QuoteRequestSchema.pick(mask)
}

/** Answer to an accepted quote request. */
export const QuoteCreatedResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({
    reference: z.string().regex(/^Q-\d{4}-\d{6,}$/),
  }),
})
