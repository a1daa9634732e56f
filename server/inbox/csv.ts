import { Readable } from 'node:stream'
import { toDhakaIso } from '#domain/dhaka-time.ts'

/**
 * CSV for spreadsheets, streamed: the staff workspace's export and `npm run inbox -- --csv` both
 * write through this module, so both neutralise formulas the same way and neither holds more
 * than one page of rows in memory.
 */

export type CsvValue = string | number | boolean | Date | null | undefined

/**
 * One cell, RFC 4180 quoted. Every cell a spreadsheet could run as a formula (starting with =,
 * +, -, @, a tab or a carriage return) gets a leading apostrophe, so it is shown instead of run,
 * as OWASP's CSV injection advice says. Phone numbers get it too: a spreadsheet computes
 * "+(880)-17+11", and no pattern tells a harmless "+880 …" from a formula for certain.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  // Times as the workspace shows them (Dhaka), the offset keeping the instant exact.
  let text = value instanceof Date ? toDhakaIso(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record with its CRLF line end. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * The header, then one chunk of text per page of rows. Pages are pulled one at a time, so a
 * slow reader slows the database reads down instead of filling memory.
 */
export async function* csvChunks<Column extends string>(
  columns: readonly Column[],
  pages: AsyncIterable<readonly Partial<Record<Column, CsvValue>>[]>,
): AsyncGenerator<string> {
  yield csvLine(columns)
  for await (const rows of pages) {
    if (rows.length === 0) continue
    yield rows.map((row) => csvLine(columns.map((column) => row[column]))).join('')
  }
}

/** The same as a byte stream, for an HTTP answer or a file. */
export function csvStream<Column extends string>(
  columns: readonly Column[],
  pages: AsyncIterable<readonly Partial<Record<Column, CsvValue>>[]>,
): Readable {
  return Readable.from(csvChunks(columns, pages), { objectMode: false })
}

/**
 * Walks a keyset-paginated source page by page until it runs out, or until `limit` rows when
 * a limit is given. `fetchPage` gets the cursor of the previous page (undefined first).
 */
export async function* keysetPages<Row, Cursor>(
  fetchPage: (
    cursor: Cursor | undefined,
    size: number,
  ) => Promise<{ rows: Row[]; next: Cursor | undefined }>,
  { pageSize = 1000, limit }: { pageSize?: number; limit?: number } = {},
): AsyncGenerator<Row[]> {
  let cursor: Cursor | undefined
  let remaining = limit ?? Number.POSITIVE_INFINITY
  while (remaining > 0) {
    const { rows, next } = await fetchPage(cursor, Math.min(pageSize, remaining))
    const page = rows.slice(0, remaining)
    remaining -= page.length
    if (page.length > 0) yield page
    if (next === undefined || rows.length === 0) return
    cursor = next
  }
}
