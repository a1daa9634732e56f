import writeXlsxFile, { type SheetData } from 'write-excel-file/node'
import type { RateCardImport, SheetCheckView } from '#schemas/rate-card-imports.ts'
import type { RunningServer } from './server.ts'
import type { SignedInStaff } from './staff.ts'

/** The template's headings, in English only: a clerk's own sheet may leave the Bangla out. */
export const HEADINGS = [
  'Card',
  'Mode',
  'Origin',
  'Destination',
  'Carrier',
  'Routing',
  'Transit days',
  'Valid from',
  'Valid to',
  'Currency',
  'Air minimum',
  'Air -45',
  'Air +45',
  'Air +100',
  'Air +300',
  'Air +500',
  'Air +1000',
  'LCL per W/M',
  'LCL minimum',
  "FCL 20'",
  "FCL 40'",
  "FCL 40' HC",
  "FCL 20' reefer",
  "FCL 40' reefer",
  'Charge code',
  'Charge basis',
  'Charge amount',
  'Charge minimum',
  'Charge currency',
  'Charge where',
  'Charge container',
  'Paid by shipper under',
] as const

export type Heading = (typeof HEADINGS)[number]
export type SheetRow = Partial<Record<Heading, string | number | Date>>

function csvField(value: string | number | Date | undefined): string {
  const text =
    value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvOf(rows: SheetRow[]): Buffer {
  const lines = [
    HEADINGS.join(','),
    ...rows.map((row) => HEADINGS.map((h) => csvField(row[h])).join(',')),
  ]
  return Buffer.from(`${lines.join('\r\n')}\r\n`)
}

/** An XLSX as Excel keeps one: numbers as number cells, days as date cells. */
export async function xlsxOf(rows: SheetRow[]): Promise<Buffer> {
  const data: SheetData = [
    [...HEADINGS],
    ...rows.map((row) =>
      HEADINGS.map((heading) => {
        const value = row[heading]
        if (value instanceof Date) return { value, type: Date, format: 'dd/mm/yyyy' }
        return value ?? null
      }),
    ),
  ]
  return writeXlsxFile(data).toBuffer()
}

export interface ImportAnswer {
  status: number
  body: { message: string; data: { import?: RateCardImport; check: SheetCheckView } }
}

/** Uploads a sheet as the workspace's form does. */
export async function importSheet(
  server: Pick<RunningServer, 'url'>,
  who: Pick<SignedInStaff, 'cookie'>,
  origin: string,
  file: { name: string; bytes: Buffer },
  goodRows = false,
): Promise<ImportAnswer> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
  const response = await fetch(
    `${server.url}/api/staff/rate-card-imports${goodRows ? '?goodRows=yes' : ''}`,
    { method: 'POST', body: form, headers: { cookie: who.cookie, origin } },
  )
  return { status: response.status, body: (await response.json()) as ImportAnswer['body'] }
}
