import { desc, eq, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { InboxFilter, InboxKind } from '#schemas/staff-inbox.ts'
import { APPLICATION_COLUMNS_WITHOUT_CV } from '#server/cv-files.ts'
import type { Database } from '#server/db/client.ts'
import {
  bookingRequests,
  contactMessages,
  jobApplications,
  quoteRequests,
  staffUsers,
} from '#server/db/schema.ts'
import { keysetPages, type CsvValue } from './csv.ts'
import { INBOX_KIND_CONFIG, positionTitle } from './kinds.ts'
import { cursorAtSql, filterCondition, type InboxCursor } from './queries.ts'

/** Rows read per query while exporting: memory stays constant whatever the total. */
export const EXPORT_PAGE_SIZE = 1000

interface Exported<Row> {
  item: Row
  assignee: string | null
}

type Column<Row> = [header: string, value: (row: Exported<Row>) => CsvValue]

function columns<T extends PgTable>(_table: T, list: Column<T['$inferSelect']>[]) {
  return list
}

const common = <Row extends { id: number; createdAt: Date; status: string }>(): Column<Row>[] => [
  ['id', ({ item }) => item.id],
  ['created_at', ({ item }) => item.createdAt],
  ['status', ({ item }) => item.status],
  ['assignee', ({ assignee }) => assignee],
]

const EXPORT_COLUMNS = {
  'contact-messages': columns(contactMessages, [
    ...common(),
    ['name', ({ item }) => item.name],
    ['email', ({ item }) => item.email],
    ['phone', ({ item }) => item.phone],
    ['message', ({ item }) => item.message],
    ['client_ip', ({ item }) => item.clientIp],
  ]),
  'quote-requests': columns(quoteRequests, [
    ...common(),
    ['reference', ({ item }) => item.reference],
    ['service', ({ item }) => item.serviceSlug],
    ['origin_city', ({ item }) => item.originCity],
    ['origin_country', ({ item }) => item.originCountry],
    ['destination_city', ({ item }) => item.destinationCity],
    ['destination_country', ({ item }) => item.destinationCountry],
    ['incoterm', ({ item }) => item.incoterm],
    ['cargo_ready_date', ({ item }) => item.cargoReadyDate],
    ['commodity', ({ item }) => item.commodity],
    ['hs_code', ({ item }) => item.hsCode],
    ['total_pieces', ({ item }) => item.totalPieces],
    ['gross_weight_kg', ({ item }) => item.grossWeightKg],
    ['volume_cbm', ({ item }) => item.volumeCbm],
    ['chargeable_weight_kg', ({ item }) => item.chargeableWeightKg],
    ['dangerous_goods', ({ item }) => item.dangerousGoods],
    ['temperature_controlled', ({ item }) => item.temperatureControlled],
    ['stackable', ({ item }) => item.stackable],
    ['notes', ({ item }) => item.notes],
    ['name', ({ item }) => item.name],
    ['company', ({ item }) => item.company],
    ['email', ({ item }) => item.email],
    ['phone', ({ item }) => item.phone],
  ]),
  'job-applications': columns(jobApplications, [
    ...common(),
    ['position', ({ item }) => positionTitle(item)],
    ['name', ({ item }) => item.name],
    ['email', ({ item }) => item.email],
    ['phone', ({ item }) => item.phone],
    ['cover_letter', ({ item }) => item.coverLetter],
    ['cv_file_name', ({ item }) => item.cvOriginalName],
    ['cv_size', ({ item }) => item.cvSize],
    ['cv_type', ({ item }) => item.cvMime],
  ]),
  'booking-requests': columns(bookingRequests, [
    ...common(),
    ['reference', ({ item }) => item.reference],
    ['state', ({ item }) => item.state],
    ['mode', ({ item }) => item.mode],
    ['origin', ({ item }) => item.origin],
    ['destination', ({ item }) => item.destination],
    ['incoterm', ({ item }) => item.incoterm],
    ['ready_date', ({ item }) => item.readyDate],
    ['pickup_place', ({ item }) => item.pickupPlace],
    ['commodity', ({ item }) => item.commodity],
    ['notes', ({ item }) => item.notes],
    ['name', ({ item }) => item.name],
    ['email', ({ item }) => item.email],
    ['phone', ({ item }) => item.phone],
  ]),
}

export function exportColumns(kind: InboxKind): string[] {
  return EXPORT_COLUMNS[kind].map(([header]) => header)
}

/**
 * One page of whole rows matching `where`, newest first, for exports: the same keyset order as
 * the lists, so a row is never skipped or repeated however many arrive meanwhile.
 */
export async function fetchRowPage<Row>(
  db: Database,
  kind: InboxKind,
  where: (cursor: InboxCursor | undefined) => SQL | undefined,
  cursor: InboxCursor | undefined,
  size: number,
): Promise<{ rows: Exported<Row>[]; next: InboxCursor | undefined }> {
  const { table, columns: cols } = INBOX_KIND_CONFIG[kind]
  const rows = (await db
    .select({
      // An application's CV bytes stay in the database: an export lists, it does not attach.
      item: (kind === 'job-applications'
        ? APPLICATION_COLUMNS_WITHOUT_CV
        : table) as typeof contactMessages,
      cursorAt: cursorAtSql(cols.createdAt),
      assignee: staffUsers.name,
    })
    .from(table)
    .leftJoin(staffUsers, eq(staffUsers.id, cols.assigneeId))
    .where(where(cursor))
    .orderBy(desc(cols.createdAt), desc(cols.id))
    .limit(size)) as unknown as (Exported<Row & { id: number }> & { cursorAt: string })[]
  const last = rows.at(-1)
  return {
    rows,
    next: rows.length === size && last ? { at: last.cursorAt, id: last.item.id } : undefined,
  }
}

/** Every row of a list matching the filter, as CSV records, one page at a time. */
export async function* exportPages(
  db: Database,
  kind: InboxKind,
  filter: InboxFilter,
  staffId: string,
): AsyncGenerator<Record<string, CsvValue>[]> {
  const list = EXPORT_COLUMNS[kind] as Column<unknown>[]
  const pages = keysetPages(
    (cursor: InboxCursor | undefined, size) =>
      fetchRowPage<unknown>(
        db,
        kind,
        (at) => filterCondition(kind, filter, staffId, at),
        cursor,
        size,
      ),
    { pageSize: EXPORT_PAGE_SIZE },
  )
  for await (const rows of pages) {
    yield rows.map((row) => Object.fromEntries(list.map(([header, value]) => [header, value(row)])))
  }
}
