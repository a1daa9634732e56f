import { CONTAINER_TYPES } from '#domain/pricing/codes.ts'
import { CONTAINER_LABELS } from '#schemas/content/rate-card-options.ts'

/**
 * The columns of a rate-card spreadsheet (decision 0022), in the template's order: one row per
 * rate line, rows with the same card number making one card; its first row carries the card's
 * lane, validity and freight, and each row may carry one of its charges. A heading is written
 * "English · Bangla"; either half, or the whole, is read as the column.
 */

/** Where a column's value goes in a rate card's data (schemas/content/rate-card-fields.ts). */
export type ColumnTarget =
  { part: 'key' } | { part: 'card'; path: readonly string[] } | { part: 'charge'; field: string }

export interface SheetColumn {
  en: string
  bn: string
  target: ColumnTarget
}

function card(en: string, bn: string, ...path: string[]): SheetColumn {
  return { en, bn, target: { part: 'card', path } }
}
function charge(en: string, bn: string, field: string): SheetColumn {
  return { en, bn, target: { part: 'charge', field } }
}

const CONTAINER_HEADINGS = {
  dry20: "FCL 20'",
  dry40: "FCL 40'",
  highCube40: "FCL 40' HC",
  reefer20: "FCL 20' reefer",
  reefer40: "FCL 40' reefer",
} as const

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { en: 'Card', bn: 'কার্ড নং', target: { part: 'key' } },
  card('Mode', 'মাধ্যম', 'mode'),
  card('Origin', 'উৎস', 'origin'),
  card('Destination', 'গন্তব্য', 'destination'),
  card('Carrier', 'ক্যারিয়ার', 'carrier'),
  card('Routing', 'রুট', 'routing'),
  card('Transit days', 'ট্রানজিট দিন', 'transitDays'),
  card('Valid from', 'কার্যকর শুরু', 'validFrom'),
  card('Valid to', 'কার্যকর শেষ', 'validTo'),
  card('Currency', 'মুদ্রা', 'currency'),
  card('Air minimum', 'এয়ার ন্যূনতম', 'air', 'minimum'),
  card('Air -45', 'এয়ার -৪৫', 'air', 'normal'),
  card('Air +45', 'এয়ার +৪৫', 'air', 'plus45'),
  card('Air +100', 'এয়ার +১০০', 'air', 'plus100'),
  card('Air +300', 'এয়ার +৩০০', 'air', 'plus300'),
  card('Air +500', 'এয়ার +৫০০', 'air', 'plus500'),
  card('Air +1000', 'এয়ার +১০০০', 'air', 'plus1000'),
  card('LCL per W/M', 'LCL প্রতি W/M', 'lcl', 'perWm'),
  card('LCL minimum', 'LCL ন্যূনতম', 'lcl', 'minimum'),
  ...CONTAINER_TYPES.map((type) =>
    card(CONTAINER_HEADINGS[type], `FCL ${CONTAINER_LABELS[type].bn}`, 'fcl', type),
  ),
  charge('Charge code', 'চার্জ কোড', 'code'),
  charge('Charge basis', 'চার্জের ভিত্তি', 'basis'),
  charge('Charge amount', 'চার্জের পরিমাণ', 'amount'),
  charge('Charge minimum', 'চার্জ ন্যূনতম', 'minimum'),
  charge('Charge currency', 'চার্জের মুদ্রা', 'currency'),
  charge('Charge where', 'চার্জ কোথায়', 'side'),
  charge('Charge container', 'চার্জের কন্টেইনার', 'container'),
  charge('Paid by shipper under', 'শিপার দেন যে Incoterms-এ', 'incoterms'),
]

/** The heading the template writes. */
export function headingOf(column: SheetColumn): string {
  return `${column.en} · ${column.bn}`
}

/** A heading or a value as compared: lower case, one kind of dash and quote, no spaces. */
export function comparable(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replaceAll(/[\u2010-\u2015\u2212]/g, '-')
    .replaceAll(/[\u2018\u2019\u2032`´]/g, "'")
    .replaceAll(/\s+/g, '')
}

const BY_HEADING = new Map<string, SheetColumn>(
  SHEET_COLUMNS.flatMap((column) =>
    [column.en, column.bn, headingOf(column)].map((text) => [comparable(text), column] as const),
  ),
)

/** The column a heading names, if any: "Valid from · কার্যকর শুরু", "valid from", "কার্যকর শুরু". */
export function columnOfHeading(heading: string): SheetColumn | undefined {
  const whole = BY_HEADING.get(comparable(heading))
  if (whole) return whole
  const halves = heading.split('·').map((half) => BY_HEADING.get(comparable(half)))
  return halves.every((column) => column === halves[0]) ? halves[0] : undefined
}

/** A column's letters as a spreadsheet names it: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  }
  return letters
}
