/**
 * Every 400 a form's schema causes names the field and says in plain words what it takes. A
 * property-based walk sends each field of each form a value of every other JSON type.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICES } from '#content/services.ts'
import { addDays, earliestToday } from '#domain/calendar.ts'
import { typedNumber } from '#domain/numerals.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { FIELD_LABELS, fieldLabel } from '#schemas/field-messages.ts'
import { JobApplicationFieldsSchema } from '#schemas/job-application.ts'
import { fieldMessage } from '#schemas/validation.ts'
import { validationMessages } from '#schemas/validation.messages.ts'
import {
  CargoTotalsSchema,
  ContainerLineSchema,
  INCOTERM_CODES,
  PackageLineSchema,
  QuoteRequestSchema,
} from '#schemas/quote.ts'
import { postJson } from './support/http.ts'
import { isPrototypePoisoned } from './support/json.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** Words of the validator, not of people. */
const JARGON = /invalid input|expected|received/i

const VALID_CONTACT = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+880 1711-000000',
  message: 'Please quote two pallets to Hamburg.',
  website: '',
}

const VALID_PACKAGE_LINE = { count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 250.5 }

const VALID_QUOTE = {
  service: SERVICES[0]?.slug,
  originCity: 'Dhaka',
  originCountry: 'Bangladesh',
  destinationCity: 'Hamburg',
  destinationCountry: 'Germany',
  incoterm: INCOTERM_CODES[0],
  cargoReadyDate: addDays(earliestToday(), 20),
  commodity: 'Knitted garments',
  hsCode: '6109.10',
  packages: [VALID_PACKAGE_LINE],
  dangerousGoods: false,
  temperatureControlled: false,
  stackable: true,
  notes: 'Fragile',
  estimateCardId: 1,
  name: 'Rahim Uddin',
  company: 'Dhaka Knits Ltd.',
  email: 'rahim@example.com',
  phone: '+880 1711-000000',
  website: '',
}

/** Ocean freight by full containers, and by the shipper's totals: the cargo fields the first lacks. */
const QUOTE_WITHOUT_PACKAGES: Partial<typeof VALID_QUOTE> = { ...VALID_QUOTE }
delete QUOTE_WITHOUT_PACKAGES.packages
const VALID_FCL_QUOTE = {
  ...QUOTE_WITHOUT_PACKAGES,
  service: 'ocean-freight',
  load: 'fcl',
  containers: [{ type: '40HC', quantity: 2 }],
}
const VALID_LCL_TOTALS_QUOTE = {
  ...QUOTE_WITHOUT_PACKAGES,
  service: 'ocean-freight',
  load: 'lcl-totals',
  cargoTotals: { pieces: 40, volumeCbm: 12.5, grossWeightKg: 3200 },
}

const VALID_APPLICATION = {
  position_id: '1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '01711000000',
  cover_letter: 'I would like to join.',
  website: '',
}

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object'

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'string' || type === 'number' || type === 'boolean') return type
  return 'object'
}

const VALUES_OF_TYPE: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', 'yes', 'true', '12')),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 3,
  }),
}

/**
 * Any JSON value whose type is not the type of `example`. Values with a `__proto__` key are left
 * out: the parser refuses the whole body before any field is read (fuzz.test.ts covers that).
 * For a number, text that writes a number ("12", "১২") is that number, not a wrong type: the API
 * reads what a Bangla keyboard types as the form does (issue 40).
 */
function wrongTyped(example: unknown): fc.Arbitrary<unknown> {
  const own = jsonType(example)
  return fc
    .oneof(
      ...Object.entries(VALUES_OF_TYPE)
        .filter(([type]) => type !== own)
        .map(([, values]) => values),
    )
    .filter((value) => !isPrototypePoisoned(JSON.stringify(value)))
    .filter((value) => own !== 'number' || typeof value !== 'string' || !writesANumber(value))
}

function writesANumber(text: string): boolean {
  const number = typedNumber(text)
  return number !== undefined && Number.isFinite(number)
}

/** A field's path as the API's `errors` keys write it: `packages.0.count`. */
type FieldPath = (string | number)[]

function setAt(payload: Record<string, unknown>, path: FieldPath, value: unknown) {
  const copy = structuredClone(payload)
  let target: Record<string | number, unknown> = copy
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>
  target[path.at(-1) as string | number] = value
  return copy
}

function valueAt(payload: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown>)[key],
    payload,
  )
}

/** Every field of a form: its schema's keys, and the package line's keys for the first line. */
function fieldsOf(shape: object, nested: Record<string, object> = {}): FieldPath[] {
  return Object.keys(shape).flatMap((key): FieldPath[] => {
    const inner = nested[key]
    if (!inner) return [[key]]
    return [[key], [key, 0], ...Object.keys(inner).map((innerKey) => [key, 0, innerKey])]
  })
}

function pathOfErrorKey(key: string): FieldPath {
  return key.split('.').map((part) => (/^[0-9]+$/.test(part) ? Number(part) : part))
}

/** Each message in plain words, naming the field it is about. */
function expectPlainMessages(errors: Record<string, string>, sentTo: FieldPath, input: unknown) {
  const sent = sentTo.join('.')
  const about = Object.keys(errors).filter((key) => key === sent || key.startsWith(`${sent}.`))
  expect(about, `${sent} = ${JSON.stringify(input)}: ${JSON.stringify(errors)}`).not.toEqual([])
  for (const key of about) {
    const message = errors[key] ?? ''
    expect(message, key).not.toMatch(JARGON)
    expect(message.toLowerCase(), key).toContain(fieldLabel(pathOfErrorKey(key)).toLowerCase())
  }
}

const JSON_FORMS = [
  {
    call: '/api/contact/create/',
    valid: VALID_CONTACT,
    fields: fieldsOf(ContactMessageSchema.shape),
  },
  {
    call: '/api/quote/create',
    valid: VALID_QUOTE,
    fields: fieldsOf(
      Object.fromEntries(
        Object.entries(QuoteRequestSchema.shape).filter(
          ([key]) => !['load', 'containers', 'cargoTotals'].includes(key),
        ),
      ),
      { packages: PackageLineSchema.shape },
    ),
  },
  {
    call: '/api/quote/create',
    variant: 'by containers (FCL)',
    valid: VALID_FCL_QUOTE,
    fields: fieldsOf({ load: true, containers: true }, { containers: ContainerLineSchema.shape }),
  },
  {
    call: '/api/quote/create',
    variant: 'by cargo totals (LCL)',
    valid: VALID_LCL_TOTALS_QUOTE,
    fields: [
      ['cargoTotals'],
      ...Object.keys(CargoTotalsSchema.shape).map((key) => ['cargoTotals', key]),
    ],
  },
]

describe('form fields answer wrong types in plain words', () => {
  it('every field of every form schema has a label', () => {
    const keys = [
      ...Object.keys(ContactMessageSchema.shape),
      ...Object.keys(QuoteRequestSchema.shape),
      ...Object.keys(PackageLineSchema.shape),
      ...Object.keys(ContainerLineSchema.shape),
      ...Object.keys(CargoTotalsSchema.shape),
      ...Object.keys(JobApplicationFieldsSchema.shape),
    ]
    expect(keys.filter((key) => !FIELD_LABELS[key])).toEqual([])
  })

  it('the valid examples are valid and give every field', () => {
    expect(ContactMessageSchema.safeParse(VALID_CONTACT).success).toBe(true)
    expect(QuoteRequestSchema.safeParse(VALID_QUOTE).success).toBe(true)
    expect(QuoteRequestSchema.safeParse(VALID_FCL_QUOTE).success).toBe(true)
    expect(QuoteRequestSchema.safeParse(VALID_LCL_TOTALS_QUOTE).success).toBe(true)
    expect(JobApplicationFieldsSchema.safeParse(VALID_APPLICATION).success).toBe(true)
    for (const { valid, fields } of JSON_FORMS) {
      for (const field of fields) expect(valueAt(valid, field), field.join('.')).toBeDefined()
    }
  })

  it.each(
    JSON_FORMS.map(
      (form) => ['variant' in form ? `${form.call} ${form.variant}` : form.call, form] as const,
    ),
  )('POST %s, each field', { timeout: 240_000 }, async (_name, { call, valid, fields }) => {
    for (const field of fields) {
      await fc.assert(
        fc.asyncProperty(wrongTyped(valueAt(valid, field)), async (value) => {
          const answer = await postJson(`${server.url}${call}`, setAt(valid, field, value))
          expect(answer.status, `${field.join('.')} = ${JSON.stringify(value)}`).toBe(400)
          expect(answer.body.message).not.toMatch(JARGON)
          expectPlainMessages(answer.body.errors as Record<string, string>, field, value)
        }),
        { numRuns: 12 },
      )
    }
  })

  it('the job application schema, each field', () => {
    // Multipart fields are always text on the wire; the schema still answers any other type.
    for (const field of fieldsOf(JobApplicationFieldsSchema.shape)) {
      fc.assert(
        fc.property(wrongTyped(valueAt(VALID_APPLICATION, field)), (value) => {
          const parsed = JobApplicationFieldsSchema.safeParse(
            setAt(VALID_APPLICATION, field, value),
          )
          expect(parsed.success).toBe(false)
          const errors: Record<string, string> = {}
          // The schema speaks in keys; the API answers their English texts (server/forms/).
          for (const issue of parsed.error?.issues ?? []) {
            errors[issue.path.join('.')] ??= fieldMessage(issue.message, validationMessages.en)
          }
          expectPlainMessages(errors, field, value)
        }),
        { numRuns: 50 },
      )
    }
  })

  it('the examples from the report', async () => {
    const nullLine = await postJson(`${server.url}/api/quote/create`, {
      ...VALID_QUOTE,
      packages: [null],
    })
    expect(nullLine.status).toBe(400)
    expect(nullLine.body.errors).toEqual({
      'packages.0': expect.stringMatching(/^Package line 1 must give the number of pieces, /),
    })

    const yes = await postJson(`${server.url}/api/quote/create`, {
      ...VALID_QUOTE,
      dangerousGoods: 'yes',
    })
    expect(yes.body).toMatchObject({
      code: 400,
      message: 'Dangerous goods must be true or false',
      errors: { dangerousGoods: 'Dangerous goods must be true or false' },
    })
  })

  it.each([
    ['null', null],
    ['a list', []],
    ['text', 'hello'],
  ])('a whole body that is %s', async (_, body) => {
    for (const { call } of JSON_FORMS) {
      const answer = await postJson(`${server.url}${call}`, JSON.stringify(body))
      expect(answer.status, call).toBe(400)
      expect(answer.body.message, call).not.toMatch(JARGON)
      expect(answer.body.message, call).toMatch(/^The request must give the /)
    }
  })
})
