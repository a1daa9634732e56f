/**
 * The booking form's fields (/account/bookings/new): named as the API's fields and its error
 * paths are (`packages.0.count`, `shipper.name`), so a refusal lands on its field; read from an
 * estimate's query (the quote page's "Book this"), and turned into the JSON body of
 * POST /api/account/bookings and the estimate's query.
 */
import { formatDayFirst, parseTypedDate } from '#domain/calendar.ts'
import { INCOTERM_NOT_SURE } from '#domain/quote-options.ts'

export type BookingValues = Record<string, string>

/** Rows the form offers without JavaScript: most bookings have one or two kinds of package. */
export const PACKAGE_ROWS = 3
export const CONTAINER_ROWS = 2
export const PACKAGE_FIELDS = ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg'] as const
/** An LCL load as the quote form also takes it: the shipper's totals instead of package lines. */
export const TOTALS_FIELDS = ['pieces', 'volumeCbm', 'grossWeightKg'] as const
type TotalsField = (typeof TOTALS_FIELDS)[number]
export const PARTY_FIELDS = ['name', 'address', 'contact', 'phone', 'email'] as const
export const PARTIES = ['shipper', 'consignee'] as const

const LANE_FIELDS = ['mode', 'origin', 'destination', 'incoterm'] as const

/** The form's fields in reading order, for the error summary's links. */
export function fieldOrder(): string[] {
  const packages = Array.from({ length: PACKAGE_ROWS }, (_, row) =>
    PACKAGE_FIELDS.map((field) => `packages.${row}.${field}`),
  ).flat()
  const containers = Array.from({ length: CONTAINER_ROWS }, (_, row) => [
    `containers.${row}.type`,
    `containers.${row}.quantity`,
  ]).flat()
  const parties = PARTIES.flatMap((party) => [
    `${party}.saved`,
    ...PARTY_FIELDS.map((field) => `${party}.${field}`),
  ])
  return [
    ...LANE_FIELDS.slice(0, 3),
    'readyDate',
    'incoterm',
    'commodity',
    'pickupPlace',
    'packages',
    ...packages,
    'cargoTotals',
    ...TOTALS_FIELDS.map((field) => `cargoTotals.${field}`),
    'containers',
    ...containers,
    ...parties,
    'notes',
    'quoteReference',
  ]
}

/** The lines of a list whose rows have anything typed in them. */
function filledRows<Field extends string>(
  values: BookingValues,
  list: string,
  rows: number,
  fields: readonly Field[],
): Record<Field, string>[] {
  const lines: Record<Field, string>[] = []
  for (let row = 0; row < rows; row++) {
    const line = Object.fromEntries(
      fields.map((field) => [field, (values[`${list}.${row}.${field}`] ?? '').trim()]),
    ) as Record<Field, string>
    if (Object.values<string>(line).some((value) => value !== '')) lines.push(line)
  }
  return lines
}

/** The LCL totals typed in the form, or null when none is. */
function filledTotals(values: BookingValues): Record<TotalsField, string> | null {
  const totals = Object.fromEntries(
    TOTALS_FIELDS.map((field) => [field, (values[`cargoTotals.${field}`] ?? '').trim()]),
  ) as Record<TotalsField, string>
  return Object.values(totals).some((value) => value !== '') ? totals : null
}

/**
 * The cargo the form describes, in the fields its mode takes (absent when nothing is typed).
 * LCL takes package lines or totals; both typed are sent as typed, for the API to say which.
 */
function cargoOf(values: BookingValues): Record<string, unknown> {
  if (values.mode === 'sea-fcl') {
    const containers = filledRows(values, 'containers', CONTAINER_ROWS, ['type', 'quantity'])
    return containers.length > 0 ? { containers } : {}
  }
  const packages = filledRows(values, 'packages', PACKAGE_ROWS, PACKAGE_FIELDS)
  const cargoTotals = values.mode === 'sea-lcl' ? filledTotals(values) : null
  return {
    ...(packages.length > 0 ? { packages } : {}),
    ...(cargoTotals ? { cargoTotals } : {}),
  }
}

const text = (values: BookingValues, name: string) => values[name] ?? ''

/** The JSON body of POST /api/account/bookings for the posted form; the API checks it. */
export function bookingBodyOf(values: BookingValues): Record<string, unknown> {
  const party = (name: 'shipper' | 'consignee') =>
    Object.fromEntries(
      ['saved', ...PARTY_FIELDS].map((field) => [field, text(values, `${name}.${field}`)]),
    )
  return {
    mode: text(values, 'mode'),
    origin: text(values, 'origin'),
    destination: text(values, 'destination'),
    readyDate: text(values, 'readyDate'),
    incoterm: text(values, 'incoterm'),
    commodity: text(values, 'commodity'),
    pickupPlace: text(values, 'pickupPlace'),
    ...cargoOf(values),
    shipper: party('shipper'),
    consignee: party('consignee'),
    notes: text(values, 'notes'),
    estimateCardId: text(values, 'estimateCardId'),
    quoteReference: text(values, 'quoteReference'),
  }
}

/**
 * The estimate's query (GET /api/quote/estimate) for the form, or null while the lane, the date
 * or the cargo is missing.
 */
export function estimateQueryOf(values: BookingValues): Record<string, string> | null {
  const readyDate = parseTypedDate(text(values, 'readyDate'))
  const { mode = '', origin = '', destination = '' } = values
  const cargo = cargoOf(values)
  if (!mode || !origin.trim() || !destination.trim() || !readyDate) return null
  const [field, lines] = Object.entries(cargo)[0] ?? []
  if (!field) return null
  const query: Record<string, string> = { mode, origin, destination, readyDate }
  query[field] = JSON.stringify(lines)
  if (values.incoterm && values.incoterm !== INCOTERM_NOT_SURE) query.incoterm = values.incoterm
  return query
}

function parsedJson(json: string | null): unknown {
  if (!json) return null
  try {
    return JSON.parse(json)
  } catch {
    return null
  }
}

function parsedLines(json: string | null): Record<string, unknown>[] {
  const lines = parsedJson(json)
  return Array.isArray(lines) ? lines.filter((line) => typeof line === 'object' && line) : []
}

/** A figure of the query's cargo as the form shows it; undefined (left blank) when it is none. */
const figureText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : undefined

/**
 * The form's start from an estimate's query (the quote page's "Book this" link): its lane, date,
 * Incoterm, cargo (package lines, LCL totals or containers) and the option chosen. What cannot
 * be read is left blank.
 */
export function valuesFromQuery(query: URLSearchParams): BookingValues {
  const values: BookingValues = {}
  for (const field of [...LANE_FIELDS, 'estimateCardId', 'quoteReference'] as const) {
    const value = query.get(field)
    if (value) values[field] = value
  }
  const ready = query.get('readyDate')
  const iso = ready ? parseTypedDate(ready) : undefined
  if (iso) values.readyDate = formatDayFirst(iso)
  parsedLines(query.get('packages'))
    .slice(0, PACKAGE_ROWS)
    .forEach((line, row) => {
      for (const field of PACKAGE_FIELDS) {
        const value = figureText(line[field])
        if (value !== undefined) values[`packages.${row}.${field}`] = value
      }
    })
  const totals = parsedJson(query.get('cargoTotals'))
  if (totals && typeof totals === 'object' && !Array.isArray(totals)) {
    for (const field of TOTALS_FIELDS) {
      const value = figureText((totals as Record<string, unknown>)[field])
      if (value !== undefined) values[`cargoTotals.${field}`] = value
    }
  }
  parsedLines(query.get('containers'))
    .slice(0, CONTAINER_ROWS)
    .forEach((line, row) => {
      values[`containers.${row}.type`] = String(line.type ?? '')
      values[`containers.${row}.quantity`] = String(line.quantity ?? '')
    })
  return values
}
