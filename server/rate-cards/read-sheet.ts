import { parse } from 'csv-parse/sync'
import { readSheet } from 'read-excel-file/node'

/**
 * A spreadsheet's first sheet as rows of cell texts. Runs in the import's worker thread
 * (sheet-worker.ts): unzipping an XLSX and reading its XML takes whole seconds for a large one.
 */

export type SheetFormat = 'xlsx' | 'csv'

/** Why a file cannot be read as a sheet at all, in words for the person who uploaded it. */
export class UnreadableSheet extends Error {}

/**
 * The format a file is in, from its name and its first bytes: an XLSX is a zip file; Excel's
 * older .xls and anything else is refused with what to do instead.
 */
export function sheetFormat(fileName: string, bytes: Uint8Array): SheetFormat {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  const name = fileName.toLowerCase()
  if (name.endsWith('.xlsx')) {
    if (!zip) throw new UnreadableSheet(`${fileName} is not an XLSX file: save it again as .xlsx.`)
    return 'xlsx'
  }
  if (name.endsWith('.csv') && !zip) return 'csv'
  throw new UnreadableSheet(
    `${fileName}: choose an XLSX or a CSV file (in Excel, File → Save As → Excel Workbook or CSV UTF-8).`,
  )
}

/**
 * A number cell as the person typed it. Excel stores the nearest binary double ("38.17" may be
 * kept as 38.170000000000002); the shortest decimal that is the same double is what Excel shows
 * and what was typed, and that text, never the double, goes on to the amount's check.
 */
function numberText(stored: string): string {
  const shortest = String(Number(stored))
  return /^-?\d+(\.\d+)?$/.test(shortest) ? shortest : stored
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return ''
  // A date cell: Excel's day, which read-excel-file gives as midnight UTC.
  if (cell instanceof Date) return cell.toISOString().slice(0, 10)
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE'
  return String(cell)
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  try {
    const rows = await readSheet(Buffer.from(bytes), 1, { parseNumber: numberText })
    return rows.map((row) => row.map(cellText))
  } catch {
    throw new UnreadableSheet('The XLSX file cannot be read: open it in Excel and save it again.')
  }
}

function readCsv(bytes: Uint8Array): string[][] {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new UnreadableSheet('The CSV file is not UTF-8: in Excel, save it as "CSV UTF-8".')
  }
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][]
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw new UnreadableSheet(
      `The CSV file cannot be read${line ? ` at line ${line}` : ''}: check its quotation marks.`,
    )
  }
}

/** The file's first sheet, each row's cells as texts ('' for an empty cell). */
export async function readSheetRows(format: SheetFormat, bytes: Uint8Array): Promise<string[][]> {
  return format === 'xlsx' ? readXlsx(bytes) : readCsv(bytes)
}
