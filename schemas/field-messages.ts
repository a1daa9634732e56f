import type { z } from './zod.ts'

/**
 * What each form field is called in messages, for every field of every form schema (contact,
 * quote with its package lines, job application). A field missing here is named after its key.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  email: 'Email address',
  phone: 'Phone number',
  message: 'Message',
  website: 'Website',
  service: 'Service',
  originCity: 'Origin city',
  originCountry: 'Origin country',
  destinationCity: 'Destination city',
  destinationCountry: 'Destination country',
  incoterm: 'Incoterm',
  cargoReadyDate: 'Cargo-ready date',
  commodity: 'Commodity',
  hsCode: 'HS code',
  /** One item of the list; messages number it: "Package line 2". */
  packages: 'Package line',
  count: 'Number of pieces',
  lengthCm: 'Length in cm',
  widthCm: 'Width in cm',
  heightCm: 'Height in cm',
  weightKg: 'Weight per piece',
  load: 'Load',
  /** One item of the list: "Container line 2". */
  containers: 'Container line',
  type: 'Container type',
  quantity: 'Number of containers',
  cargoTotals: 'Cargo totals',
  pieces: 'Number of packages',
  volumeCbm: 'Total volume in CBM',
  grossWeightKg: 'Total gross weight',
  dangerousGoods: 'Dangerous goods',
  temperatureControlled: 'Temperature-controlled',
  stackable: 'Stackable',
  notes: 'Notes',
  /** The rate card of the instant estimate's option the visitor chose. */
  estimateCardId: 'Estimate option',
  company: 'Company name',
  position_id: 'Position',
  cover_letter: 'Cover letter',
}

/** The whole payload, when it is not an object of fields at all. */
export const PAYLOAD_LABEL = 'The request'

function labelOfKey(key: string): string {
  const known = FIELD_LABELS[key]
  if (known) return known
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** The field a path points at, in plain words: `packages.1.count` is "Number of pieces". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = path.at(-1)
  if (typeof last === 'string') return labelOfKey(last)
  const parent = path.at(-2)
  if (typeof last === 'number' && typeof parent === 'string') {
    return `${labelOfKey(parent)} ${last + 1}`
  }
  return PAYLOAD_LABEL
}

/** Mid-sentence form of a label; acronyms such as "HS code" keep their capitals. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label
}

function listed(labels: readonly string[]): string {
  return labels.length < 2
    ? labels.join('')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`
}

/**
 * The required fields of an object schema, named as in messages: those that refuse to be left
 * out. Asked of the field itself, not of its declared optionality, because a figure that also
 * reads typed text (schemas/quote.ts) is a preprocessing pipe, which declares none.
 */
function requiredFields(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, z.ZodType> } } })._zod?.def
  if (!def?.shape) return []
  return Object.entries(def.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => inSentence(labelOfKey(key)))
}

const EXPECTED_IN_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
}

/**
 * Zod's fallback messages speak the validator's language ("Invalid input: expected object,
 * received null"). Every issue whose schema gave no message of its own gets this one instead: it
 * names the field and says in plain words what the field takes.
 */
export const plainWordsError: z.core.$ZodErrorMap = (issue) => {
  const label = fieldLabel(issue.path ?? [])
  switch (issue.code) {
    case 'invalid_type': {
      const fields = issue.expected === 'object' ? requiredFields(issue.inst) : []
      if (fields.length > 0) return `${label} must give the ${listed(fields)}`
      const expected = EXPECTED_IN_WORDS[issue.expected]
      return expected ? `${label} must be ${expected}` : `${label} is not valid`
    }
    case 'too_big':
    case 'too_small': {
      const bound = issue.code === 'too_big' ? issue.maximum : issue.minimum
      const side = issue.code === 'too_big' ? 'at most' : 'at least'
      const strictly = issue.code === 'too_big' ? 'less than' : 'more than'
      const limit = `${issue.inclusive === false ? strictly : side} ${bound.toLocaleString('en-US')}`
      if (issue.origin === 'string') return `${label} must be ${limit} characters long`
      if (issue.origin === 'array') return `${label} must have ${limit} items`
      return `${label} must be ${limit}`
    }
    case 'invalid_value':
      return issue.values.length <= 12
        ? `${label} must be one of ${listed(issue.values.map(String))}`
        : `${label} is not one of the choices`
    default:
      return `${label} is not valid`
  }
}
