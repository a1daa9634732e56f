import { parseMmDdYy } from '#schemas/calendar.ts'
import type { PackageLine } from '#schemas/freight.ts'
import { QUOTE_LIMITS } from '#schemas/quote-options.ts'

/** One package line as typed: strings, so half-typed numbers survive. */
export interface LineDraft {
  /** Stable key for React and for the fields' names. */
  key: number
  count: string
  lengthCm: string
  widthCm: string
  heightCm: string
  weightKg: string
}

export type LineField = Exclude<keyof LineDraft, 'key'>

/** Everything the visitor has typed into /quote. */
export interface QuoteDraft {
  service: string
  originCity: string
  originCountry: string
  destinationCity: string
  destinationCountry: string
  incoterm: string
  /** The date field's text, mm/dd/yy. */
  cargoReadyText: string
  commodity: string
  hsCode: string
  packages: LineDraft[]
  dangerousGoods: boolean
  temperatureControlled: boolean
  stackable: boolean
  notes: string
  name: string
  company: string
  email: string
  phone: string
}

export type Step = 0 | 1 | 2

export interface SavedDraft {
  values: QuoteDraft
  step: Step
  reviewing: boolean
}

export const emptyLine = (key: number): LineDraft => ({
  key,
  count: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  weightKg: '',
})

export const EMPTY_DRAFT: QuoteDraft = {
  service: '',
  originCity: '',
  originCountry: 'Bangladesh',
  destinationCity: '',
  destinationCountry: '',
  incoterm: '',
  cargoReadyText: '',
  commodity: '',
  hsCode: '',
  packages: [emptyLine(1)],
  dangerousGoods: false,
  temperatureControlled: false,
  stackable: true,
  notes: '',
  name: '',
  company: '',
  email: '',
  phone: '',
}

/** sessionStorage key: the draft lives as long as the tab, and a reload keeps it. */
export const DRAFT_KEY = 'dbl:quote-draft:v1'

function isSavedDraft(value: unknown): value is SavedDraft {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<SavedDraft>
  return (
    typeof candidate.values === 'object' &&
    candidate.values !== null &&
    Array.isArray(candidate.values.packages) &&
    (candidate.step === 0 || candidate.step === 1 || candidate.step === 2)
  )
}

export function loadDraft(): SavedDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return undefined
    const parsed: unknown = JSON.parse(raw)
    if (!isSavedDraft(parsed)) return undefined
    // Fields added to the form later get their defaults.
    return { ...parsed, values: { ...EMPTY_DRAFT, ...parsed.values } }
  } catch {
    return undefined
  }
}

export function saveDraft(draft: SavedDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the form still works, only a reload loses it.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing to clear.
  }
}

/** A typed number: '' stays absent (so the schema says "Please enter …"), commas are dropped. */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim().replaceAll(',', '')
  return trimmed === '' ? undefined : Number(trimmed)
}

export function toPackageLine(line: LineDraft): Partial<PackageLine> {
  return {
    count: toNumber(line.count),
    lengthCm: toNumber(line.lengthCm),
    widthCm: toNumber(line.widthCm),
    heightCm: toNumber(line.heightCm),
    weightKg: toNumber(line.weightKg),
  }
}

/** The lines whose figures are all numbers, for the live totals while typing. */
export function completeLines(lines: readonly LineDraft[]): PackageLine[] {
  return lines.flatMap((line) => {
    const values = toPackageLine(line)
    const numbers = Object.values(values)
    if (numbers.some((number) => number === undefined || !Number.isFinite(number) || number < 0)) {
      return []
    }
    return [values as PackageLine]
  })
}

/** The request body QuoteRequestSchema parses: what the API receives, without totals. */
export function toRequest(values: QuoteDraft, honeypot: string) {
  const { cargoReadyText, packages, ...rest } = values
  return {
    ...rest,
    // An unreadable date is passed on as typed, so the schema reports it.
    cargoReadyDate: parseMmDdYy(cargoReadyText) ?? cargoReadyText.trim(),
    packages: packages.map(toPackageLine),
    ...(honeypot ? { website: honeypot } : {}),
  }
}

/** Package lines the form offers without JavaScript, where lines cannot be added. */
export const NO_SCRIPT_LINES = 5

export const isBlankLine = (line: LineDraft) =>
  [line.count, line.lengthCm, line.widthCm, line.heightCm, line.weightKg].every(
    (value) => value.trim() === '',
  )

/** The empty form as first rendered: the fixed lines of the form without JavaScript. */
export const NO_SCRIPT_DRAFT: QuoteDraft = {
  ...EMPTY_DRAFT,
  packages: Array.from({ length: NO_SCRIPT_LINES }, (_, index) => emptyLine(index + 1)),
}

const LINE_FIELDS: readonly LineField[] = ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg']

/** The draft a form posted without JavaScript describes (field names as the form's inputs). */
export function draftFromFields(fields: Readonly<Record<string, string>>): QuoteDraft {
  const text = (name: string) => fields[name] ?? ''
  const lineCount = Math.min(
    QUOTE_LIMITS.LINES_MAX,
    Math.max(
      NO_SCRIPT_LINES,
      ...Object.keys(fields).map((name) => Number(/^packages\.(\d+)\./.exec(name)?.[1] ?? -1) + 1),
    ),
  )
  return {
    service: text('service'),
    originCity: text('originCity'),
    originCountry: text('originCountry'),
    destinationCity: text('destinationCity'),
    destinationCountry: text('destinationCountry'),
    incoterm: text('incoterm'),
    cargoReadyText: text('cargoReadyDate'),
    commodity: text('commodity'),
    hsCode: text('hsCode'),
    packages: Array.from({ length: lineCount }, (_, index) => {
      const line = emptyLine(index + 1)
      for (const field of LINE_FIELDS) line[field] = text(`packages.${index}.${field}`)
      return line
    }),
    // A checkbox is sent only when ticked.
    dangerousGoods: 'dangerousGoods' in fields,
    temperatureControlled: 'temperatureControlled' in fields,
    stackable: 'stackable' in fields,
    notes: text('notes'),
    name: text('name'),
    company: text('company'),
    email: text('email'),
    phone: text('phone'),
  }
}

/**
 * The request for a draft whose blank lines are not meant (the fixed lines of the form without
 * JavaScript), and how to name the API's errors about its lines after the lines as shown.
 */
export function requestWithoutBlankLines(draft: QuoteDraft, honeypot: string) {
  const shown = draft.packages.flatMap((line, index) => (isBlankLine(line) ? [] : [index]))
  // Nothing filled in: the first line goes, so that the API says what it needs.
  if (shown.length === 0) shown.push(0)
  const request = toRequest(
    { ...draft, packages: shown.flatMap((i) => draft.packages[i] ?? []) },
    honeypot,
  )
  const renameError = (key: string) =>
    key.replace(/^packages\.(\d+)\./, (_, sent: string) => `packages.${shown[Number(sent)]}.`)
  return { request, renameError }
}
