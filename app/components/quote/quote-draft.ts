import type { OceanLoad } from '#domain/ocean-loads.ts'
import { OCEAN_SERVICE, QUOTE_LIMITS } from '#domain/quote-options.ts'

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

/** One container line as typed. */
export interface ContainerDraft {
  key: number
  type: string
  quantity: string
}

export type ContainerField = Exclude<keyof ContainerDraft, 'key'>

/** An LCL load's totals as typed. */
export interface TotalsDraft {
  pieces: string
  volumeCbm: string
  grossWeightKg: string
}

/** Everything the visitor has typed into /quote. */
export interface QuoteDraft {
  service: string
  originCity: string
  originCountry: string
  destinationCity: string
  destinationCountry: string
  incoterm: string
  /** The date field's text, day first (dd/mm/yyyy) as typed or picked. */
  cargoReadyText: string
  commodity: string
  hsCode: string
  /** Ocean freight only: LCL by lines or by totals, or FCL. */
  load: OceanLoad
  packages: LineDraft[]
  containers: ContainerDraft[]
  cargoTotals: TotalsDraft
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

export const emptyContainer = (key: number): ContainerDraft => ({ key, type: '', quantity: '' })

export const EMPTY_TOTALS: TotalsDraft = { pieces: '', volumeCbm: '', grossWeightKg: '' }

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
  load: 'lcl-packages',
  packages: [emptyLine(1)],
  containers: [emptyContainer(1)],
  cargoTotals: EMPTY_TOTALS,
  dangerousGoods: false,
  temperatureControlled: false,
  stackable: true,
  notes: '',
  name: '',
  company: '',
  email: '',
  phone: '',
}

/**
 * sessionStorage key: the draft lives as long as the tab, and a reload keeps it. Version 2 since
 * dates are typed day first: a version 1 draft's month-first date is never read day first.
 */
export const DRAFT_KEY = 'dbl:quote-draft:v2'

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

/** Package lines the form offers without JavaScript, where lines cannot be added. */
export const NO_SCRIPT_LINES = 5

export const isBlankLine = (line: LineDraft) =>
  [line.count, line.lengthCm, line.widthCm, line.heightCm, line.weightKg].every(
    (value) => value.trim() === '',
  )

/** Container lines the form offers without JavaScript. */
export const NO_SCRIPT_CONTAINERS = 3

export const isBlankContainer = (line: ContainerDraft) =>
  line.type.trim() === '' && line.quantity.trim() === ''

/** The empty form as first rendered: the fixed lines of the form without JavaScript. */
export const NO_SCRIPT_DRAFT: QuoteDraft = {
  ...EMPTY_DRAFT,
  packages: Array.from({ length: NO_SCRIPT_LINES }, (_, index) => emptyLine(index + 1)),
  containers: Array.from({ length: NO_SCRIPT_CONTAINERS }, (_, index) => emptyContainer(index + 1)),
}

const OCEAN_LOAD_VALUES: readonly string[] = ['lcl-packages', 'lcl-totals', 'fcl']

const LINE_FIELDS: readonly LineField[] = ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg']

/** The draft a form posted without JavaScript describes (field names as the form's inputs). */
export function draftFromFields(fields: Readonly<Record<string, string>>): QuoteDraft {
  const text = (name: string) => fields[name] ?? ''
  const linesOf = (list: string, fixed: number) =>
    Math.min(
      QUOTE_LIMITS.LINES_MAX,
      Math.max(
        fixed,
        ...Object.keys(fields).map(
          (name) => Number(new RegExp(`^${list}\\.(\\d+)\\.`).exec(name)?.[1] ?? -1) + 1,
        ),
      ),
    )
  const lineCount = linesOf('packages', NO_SCRIPT_LINES)
  const load = text('load')
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
    load: OCEAN_LOAD_VALUES.includes(load) ? (load as OceanLoad) : 'lcl-packages',
    packages: Array.from({ length: lineCount }, (_, index) => {
      const line = emptyLine(index + 1)
      for (const field of LINE_FIELDS) line[field] = text(`packages.${index}.${field}`)
      return line
    }),
    containers: Array.from({ length: linesOf('containers', NO_SCRIPT_CONTAINERS) }, (_, index) => ({
      key: index + 1,
      type: text(`containers.${index}.type`),
      quantity: text(`containers.${index}.quantity`),
    })),
    cargoTotals: {
      pieces: text('cargoTotals.pieces'),
      volumeCbm: text('cargoTotals.volumeCbm'),
      grossWeightKg: text('cargoTotals.grossWeightKg'),
    },
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

/** The load the draft describes: only ocean freight offers a choice. */
export const loadOf = (values: QuoteDraft): OceanLoad =>
  values.service === OCEAN_SERVICE ? values.load : 'lcl-packages'
