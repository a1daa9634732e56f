/**
 * The request a draft makes, and the totals a draft describes: code the quote page needs only
 * once the visitor moves on or sends, so it loads with the validation library and step 2, not
 * with the page (decision 0008's script budget).
 */
import { parseTypedDate } from '#domain/calendar.ts'
import { typedNumber } from '#domain/numerals.ts'
import type { ContainerLine, ContainerTypeCode, PackageLine } from '#domain/freight.ts'
import type { QuoteCargo } from '#domain/quote-cargo.ts'
import { OCEAN_SERVICE, QUOTE_STEP_FIELDS, type QuoteField } from '#domain/quote-options.ts'
import {
  isBlankContainer,
  isBlankLine,
  loadOf,
  type ContainerDraft,
  type LineDraft,
  type QuoteDraft,
} from './quote-draft.ts'

export const QUOTE_ENDPOINT = '/api/quote/create'

/**
 * A typed number: '' stays absent (so the schema says "Please enter …"), commas are dropped, and
 * Bengali or Arabic–Indic digits count as digits, so the live totals follow a Bangla keyboard.
 */
const toNumber = typedNumber

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

export function toContainerLine(line: ContainerDraft): Partial<ContainerLine> {
  return {
    type: (line.type || undefined) as ContainerTypeCode | undefined,
    quantity: toNumber(line.quantity),
  }
}

/** The cargo fields of the request: only those of the chosen load are sent. */
function cargoRequest(values: QuoteDraft) {
  const load = loadOf(values)
  const chosen =
    load === 'fcl'
      ? { containers: values.containers.map(toContainerLine) }
      : load === 'lcl-totals'
        ? {
            cargoTotals: {
              pieces: toNumber(values.cargoTotals.pieces),
              volumeCbm: toNumber(values.cargoTotals.volumeCbm),
              grossWeightKg: toNumber(values.cargoTotals.grossWeightKg),
            },
          }
        : { packages: values.packages.map(toPackageLine) }
  return values.service === OCEAN_SERVICE ? { load, ...chosen } : chosen
}

/** What the draft holds for the form only, or sends in another shape (cargoRequest). */
const DRAFT_ONLY_KEYS: readonly string[] = [
  'cargoReadyText',
  'load',
  'packages',
  'containers',
  'cargoTotals',
]

/** The request body QuoteRequestSchema parses: what the API receives, without totals. */
export function toRequest(values: QuoteDraft, honeypot: string) {
  const rest = Object.fromEntries(
    Object.entries(values).filter(([key]) => !DRAFT_ONLY_KEYS.includes(key)),
  ) as Omit<QuoteDraft, 'cargoReadyText' | 'load' | 'packages' | 'containers' | 'cargoTotals'>
  return {
    ...rest,
    // An unreadable date is passed on as typed, so the schema reports it.
    cargoReadyDate: parseTypedDate(values.cargoReadyText) ?? values.cargoReadyText.trim(),
    ...cargoRequest(values),
    ...(honeypot ? { website: honeypot } : {}),
  }
}

const isFigure = (number: number | undefined): number is number =>
  number !== undefined && Number.isFinite(number) && number >= 0

/** What the draft describes so far, for the live totals: only what is complete is counted. */
export function draftCargo(values: QuoteDraft): QuoteCargo {
  const load = loadOf(values)
  if (load === 'fcl') {
    return {
      load,
      containers: values.containers.flatMap((line) => {
        const { type, quantity } = toContainerLine(line)
        return type && isFigure(quantity) ? [{ type, quantity }] : []
      }),
    }
  }
  if (load === 'lcl-totals') {
    const pieces = toNumber(values.cargoTotals.pieces)
    const volumeCbm = toNumber(values.cargoTotals.volumeCbm)
    const grossWeightKg = toNumber(values.cargoTotals.grossWeightKg)
    return {
      load,
      cargoTotals: {
        pieces: isFigure(pieces) ? pieces : 0,
        volumeCbm: isFigure(volumeCbm) ? volumeCbm : 0,
        grossWeightKg: isFigure(grossWeightKg) ? grossWeightKg : 0,
      },
    }
  }
  return { load, packages: completeLines(values.packages) }
}

/**
 * The request for a draft whose blank lines are not meant (the fixed lines of the form without
 * JavaScript), and how to name the API's errors about its lines after the lines as shown.
 */
export function requestWithoutBlankLines(draft: QuoteDraft, honeypot: string) {
  const shownOf = <Line>(lines: readonly Line[], isBlank: (line: Line) => boolean) => {
    const shown = lines.flatMap((line, index) => (isBlank(line) ? [] : [index]))
    // Nothing filled in: the first line goes, so that the API says what it needs.
    if (shown.length === 0) shown.push(0)
    return shown
  }
  const shownPackages = shownOf(draft.packages, isBlankLine)
  const shownContainers = shownOf(draft.containers, isBlankContainer)
  const request = toRequest(
    {
      ...draft,
      packages: shownPackages.flatMap((i) => draft.packages[i] ?? []),
      containers: shownContainers.flatMap((i) => draft.containers[i] ?? []),
    },
    honeypot,
  )
  const renameError = (key: string) =>
    key
      .replace(
        /^packages\.(\d+)\./,
        (_, sent: string) => `packages.${shownPackages[Number(sent)]}.`,
      )
      .replace(
        /^containers\.(\d+)\./,
        (_, sent: string) => `containers.${shownContainers[Number(sent)]}.`,
      )
  return { request, renameError }
}

/** The form's fields in the order they are shown, for the error summary. */
export function fieldOrder(lines: number, containers: number): string[] {
  const listFields = (list: string, count: number, fields: readonly string[]) => [
    list,
    ...Array.from({ length: count }, (_, index) =>
      fields.map((field) => `${list}.${index}.${field}`),
    ).flat(),
  ]
  const cargoFields: Partial<Record<QuoteField, string[]>> = {
    packages: listFields('packages', lines, [
      'count',
      'lengthCm',
      'widthCm',
      'heightCm',
      'weightKg',
    ]),
    containers: listFields('containers', containers, ['type', 'quantity']),
    cargoTotals: [
      'cargoTotals',
      'cargoTotals.pieces',
      'cargoTotals.volumeCbm',
      'cargoTotals.grossWeightKg',
    ],
  }
  return [
    ...QUOTE_STEP_FIELDS[0],
    ...QUOTE_STEP_FIELDS[1].flatMap((field) => cargoFields[field] ?? [field]),
    ...QUOTE_STEP_FIELDS[2],
  ]
}
