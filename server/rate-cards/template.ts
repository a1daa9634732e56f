import writeXlsxFile, { type SheetData } from 'write-excel-file/node'
import { rateCardFields } from '#schemas/content/rate-card-fields.ts'
import {
  BASIS_OPTIONS,
  CHARGE_CODE_OPTIONS,
  SIDE_OPTIONS,
} from '#schemas/content/rate-card-options.ts'
import { SHEET_COLUMNS, headingOf } from './sheet-columns.ts'

/**
 * The template pricing staff download (decision 0022): the headings row and nothing else, so that
 * it imports as zero rows; the XLSX adds a second sheet of what each column takes. The CSV starts
 * with a byte order mark, so that Excel opens its Bangla as UTF-8.
 */

function optionsOf(options: readonly { label: { en: string; bn: string } }[]): string {
  return options.map(({ label }) => `${label.en} (${label.bn})`).join('; ')
}

/** What each column takes, as the XLSX's second sheet lists it. */
const ACCEPTED: Record<string, string> = {
  Card: 'A number of your choice. Rows with the same number are one card: its first row gives the lane, dates and freight; each row may give one charge.',
  Mode: `${optionsOf(rateCardFields.mode.options)}; or LCL, FCL`,
  Origin: 'UN/LOCODE, e.g. BDCGP (Chattogram), BDDAC (Dhaka)',
  Destination: 'UN/LOCODE, e.g. DEHAM, NLRTM, USNYC',
  Carrier: 'Optional',
  Routing: optionsOf(rateCardFields.routing.options),
  'Transit days': 'Whole days, 1 to 120',
  'Valid from': 'Day first, 31/12/2026 (or 2026-12-31, or a date cell): the first day, in Dhaka',
  'Valid to': 'Day first: the last day, in Dhaka, included',
  Currency: 'USD (if empty), BDT or EUR',
  'Charge code': CHARGE_CODE_OPTIONS.map(({ value }) => value).join(', '),
  'Charge basis': optionsOf(BASIS_OPTIONS),
  'Charge amount': 'Per unit of the basis; for percent of freight, the percentage (12.50)',
  'Charge currency': "The card's currency if empty; USD, BDT or EUR",
  'Charge where': optionsOf(SIDE_OPTIONS),
  'Charge container':
    "Every container type if empty; 20GP, 40GP, 40HC, 20RF, 40RF or the type's name",
  'Paid by shipper under': 'Incoterms separated by commas, e.g. FOB, CIF',
}

const AMOUNT = 'An amount with at most 2 decimals (1,234.50); empty where not quoted'

export async function templateXlsx(): Promise<Buffer> {
  const headings: SheetData = [
    SHEET_COLUMNS.map((column) => ({ value: headingOf(column), fontWeight: 'bold' as const })),
  ]
  const accepted: SheetData = [
    [
      { value: 'Column', fontWeight: 'bold' as const },
      { value: 'What it takes', fontWeight: 'bold' as const },
    ],
    ...SHEET_COLUMNS.map((column) => [headingOf(column), ACCEPTED[column.en] ?? AMOUNT]),
  ]
  return writeXlsxFile([
    {
      sheet: 'Rate cards',
      data: headings,
      stickyRowsCount: 1,
      columns: SHEET_COLUMNS.map(() => ({ width: 18 })),
    },
    { sheet: 'What each column takes', data: accepted, columns: [{ width: 40 }, { width: 100 }] },
  ]).toBuffer()
}

/** A CSV field, quoted when it must be (RFC 4180). */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function templateCsv(): string {
  return `\uFEFF${SHEET_COLUMNS.map((column) => csvField(headingOf(column))).join(',')}\r\n`
}
