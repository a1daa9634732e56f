import type { RateCardData } from '#schemas/content/rate-card-fields.ts'
import { rateCardsCollection } from '#schemas/content/rate-cards.ts'
import { SHEET_COLUMNS, columnLetters, columnOfHeading, type SheetColumn } from './sheet-columns.ts'
import {
  readBasis,
  readChargeCode,
  readContainer,
  readCurrency,
  readDay,
  readIncoterms,
  readMode,
  readRouting,
  readSide,
  readWholeNumber,
  type CellReading,
} from './sheet-values.ts'

/**
 * A rate-card sheet's rows checked, cell by cell and then card by card with the collection's own
 * schema and cross-field rules (the editor's checks): the cards it makes, and every row refused
 * with its column and why. Plain data in, plain data out: it runs in the import's worker thread.
 */

/** A row refused: its number and column as the spreadsheet shows them (row 1: the headings). */
export interface SheetRefusal {
  row: number
  /** "H"; null when the problem is the row's as a whole, or a column the sheet lacks. */
  column: string | null
  /** The column's English heading; null for the row as a whole. */
  heading: string | null
  message: string
}

export interface SheetCard {
  /** The card number the rows share. */
  key: string
  rows: number[]
  data: RateCardData
}

export interface SheetCheck {
  cards: SheetCard[]
  refusals: SheetRefusal[]
  /** The data rows read (blank rows left out). */
  rows: number
  /** The rows of the cards that can be imported. */
  goodRows: number
}

/** The most data rows a sheet may have. */
export const SHEET_MAX_ROWS = 10_000

const REQUIRED = ['Card', 'Mode', 'Origin', 'Destination', 'Routing', 'Transit days']
  .concat(['Valid from', 'Valid to'])
  .map((en) => SHEET_COLUMNS.find((column) => column.en === en) as SheetColumn)

const READERS: Record<string, (text: string) => CellReading> = {
  mode: readMode,
  routing: readRouting,
  currency: readCurrency,
  transitDays: readWholeNumber,
  validFrom: readDay('Valid from'),
  validTo: readDay('Valid to'),
  'charge.code': readChargeCode,
  'charge.basis': readBasis,
  'charge.currency': readCurrency,
  'charge.side': readSide,
  'charge.container': readContainer,
  'charge.incoterms': readIncoterms,
}

function readerKey(column: SheetColumn): string {
  const { target } = column
  if (target.part === 'charge') return `charge.${target.field}`
  return target.part === 'card' ? target.path.join('.') : 'key'
}

interface Placed {
  column: SheetColumn
  index: number
}

/** The columns the heading row names, or the refusals of a heading row that cannot be read. */
function readHeadings(headings: string[]): { placed: Placed[] } | { refusals: SheetRefusal[] } {
  const placed: Placed[] = []
  const refusals: SheetRefusal[] = []
  headings.forEach((heading, index) => {
    if (heading === '') return
    const column = columnOfHeading(heading)
    const at = { row: 1, column: columnLetters(index), heading }
    if (!column) {
      refusals.push({ ...at, message: `"${heading}" is not a column of the template.` })
    } else if (placed.some((other) => other.column === column)) {
      refusals.push({ ...at, message: `The column ${column.en} is in the sheet twice.` })
    } else placed.push({ column, index })
  })
  for (const column of REQUIRED) {
    if (!placed.some((other) => other.column === column)) {
      refusals.push({
        row: 1,
        column: null,
        heading: column.en,
        message: `The sheet has no column ${column.en}: start from the template.`,
      })
    }
  }
  return refusals.length > 0 ? { refusals } : { placed }
}

/** One card's rows as the sheet gives them, before they are read. */
interface CardRows {
  key: string
  rows: { row: number; cells: string[] }[]
}

/** Puts a value at a path of nested records. */
function setAt(record: Record<string, unknown>, path: readonly string[], value: unknown) {
  const [head, ...rest] = path
  if (head === undefined) return
  if (rest.length === 0) {
    record[head] = value
    return
  }
  const inner = (record[head] ??= {}) as Record<string, unknown>
  setAt(inner, rest, value)
}

const EMPTY_GROUPS = () => ({
  air: { minimum: '', normal: '', plus45: '', plus100: '', plus300: '', plus500: '', plus1000: '' },
  lcl: { perWm: '', minimum: '' },
  fcl: { dry20: '', dry40: '', highCube40: '', reefer20: '', reefer40: '' },
})

/** Reads one card's rows and checks the card; resolves with the card or its refusals. */
function readCard(group: CardRows, placed: Placed[]): SheetCard | SheetRefusal[] {
  const refusals: SheetRefusal[] = []
  const refusedPaths = new Set<string>()
  const data: Record<string, unknown> = { ...EMPTY_GROUPS(), charges: [] }
  const charges: Record<string, unknown>[] = []
  const chargeRows: number[] = []
  const cardCells = new Map<SheetColumn, { row: number; text: string }>()
  const [first] = group.rows
  if (!first) return []
  const refuse = (row: number, { column, index }: Placed, message: string) =>
    refusals.push({ row, column: columnLetters(index), heading: column.en, message })
  const read = (place: Placed, text: string, row: number): unknown => {
    const reader = READERS[readerKey(place.column)]
    if (!reader) return text
    const reading = reader(text)
    if ('value' in reading) return reading.value
    refuse(row, place, reading.problem)
    return undefined
  }

  for (const { row, cells } of group.rows) {
    const charge: Record<string, unknown> = {}
    for (const place of placed) {
      const text = cells[place.index] ?? ''
      const { target } = place.column
      if (target.part === 'card') {
        const earlier = cardCells.get(place.column)
        if (row === first.row) {
          cardCells.set(place.column, { row, text })
          if (text === '') continue
          const value = read(place, text, row)
          if (value === undefined) refusedPaths.add(target.path.join('.'))
          else setAt(data, target.path, value)
        } else if (text !== '' && earlier && text !== earlier.text) {
          refuse(
            row,
            place,
            `Card ${group.key} has ${place.column.en} "${earlier.text || '(empty)'}" on row ` +
              `${earlier.row}: leave it empty here, or write the same.`,
          )
        }
      } else if (target.part === 'charge' && text !== '') {
        charge[target.field] = read(place, text, row)
        if (charge[target.field] === undefined)
          refusedPaths.add(`charges.${charges.length}.${target.field}`)
      }
    }
    if (Object.keys(charge).length > 0) {
      charge.currency ??= data.currency
      charge.container ??= 'any'
      charge.minimum ??= ''
      charge.incoterms ??= []
      charges.push(charge)
      chargeRows.push(row)
    }
  }
  data.charges = charges

  const parsed = rateCardsCollection.schema.safeParse(data)
  if (parsed.success && refusals.length === 0) {
    return { key: group.key, rows: group.rows.map(({ row }) => row), data: parsed.data }
  }
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String)
    if (refusedPaths.has(path.slice(0, path[0] === 'charges' ? 3 : 2).join('.'))) continue
    refusals.push(issueRefusal(path, issue.message, { first: first.row, chargeRows }, placed))
  }
  return refusals
}

/** Where a schema's problem is in the sheet: the charge's row, or the card's first row. */
function issueRefusal(
  path: string[],
  message: string,
  rows: { first: number; chargeRows: number[] },
  placed: Placed[],
): SheetRefusal {
  const chargeIndex = path[0] === 'charges' && path[1] !== undefined ? Number(path[1]) : undefined
  const row = chargeIndex === undefined ? rows.first : (rows.chargeRows[chargeIndex] ?? rows.first)
  const column = SHEET_COLUMNS.find(({ target }) =>
    target.part === 'charge'
      ? chargeIndex !== undefined && target.field === path[2]
      : target.part === 'card' && target.path.every((part, index) => part === path[index]),
  )
  const place = placed.find((other) => other.column === column)
  return {
    row,
    column: place ? columnLetters(place.index) : null,
    heading: column?.en ?? null,
    message,
  }
}

const byPlace = (a: SheetRefusal, b: SheetRefusal) =>
  a.row - b.row ||
  (a.column ?? '').length - (b.column ?? '').length ||
  (a.column ?? '').localeCompare(b.column ?? '')

/** Checks a sheet given as its rows of cell texts, the first row its headings. */
export function checkSheet(sheet: string[][]): SheetCheck {
  const [headings = [], ...body] = sheet
  const headingCheck = readHeadings(headings.map((text) => text.trim()))
  if ('refusals' in headingCheck) {
    return { cards: [], refusals: headingCheck.refusals, rows: 0, goodRows: 0 }
  }
  const { placed } = headingCheck
  const keyPlace = placed.find(({ column }) => column.target.part === 'key') as Placed
  const groups = new Map<string, CardRows>()
  const refusals: SheetRefusal[] = []
  let rows = 0
  body.forEach((raw, index) => {
    const cells = raw.map((text) => text.trim())
    if (cells.every((text) => text === '')) return
    rows++
    const row = index + 2
    const key = cells[keyPlace.index] ?? ''
    if (key === '') {
      refusals.push({
        row,
        column: columnLetters(keyPlace.index),
        heading: 'Card',
        message: 'Give the card number: rows with the same number make one card.',
      })
      return
    }
    const group = groups.get(key) ?? { key, rows: [] }
    group.rows.push({ row, cells })
    groups.set(key, group)
  })
  if (rows > SHEET_MAX_ROWS) {
    const message = `The sheet has ${rows} rows; import at most ${SHEET_MAX_ROWS} at once.`
    return {
      cards: [],
      refusals: [{ row: 1, column: null, heading: null, message }],
      rows,
      goodRows: 0,
    }
  }
  const cards: SheetCard[] = []
  for (const group of groups.values()) {
    const read = readCard(group, placed)
    if (!Array.isArray(read)) {
      cards.push(read)
      continue
    }
    refusals.push(...read)
    const [problem] = [...read].sort(byPlace)
    for (const { row } of group.rows) {
      if (read.some((refusal) => refusal.row === row)) continue
      refusals.push({
        row,
        column: null,
        heading: null,
        message: `Not imported: card ${group.key} has a problem on row ${problem?.row ?? row}.`,
      })
    }
  }
  const goodRows = cards.reduce((sum, card) => sum + card.rows.length, 0)
  return { cards, refusals: refusals.sort(byPlace), rows, goodRows }
}
