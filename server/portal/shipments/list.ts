/**
 * My shipments: every shipment of the company and those shared with it (visibleToCompany),
 * searched, filtered by status and dates, newest first, a page at a time. Pages are keyset
 * (created_at, id), so the thousandth page costs what the first does.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import { addDays, parseTypedDate } from '#domain/calendar.ts'
import { normalizeCarrierNumber } from '#domain/carrier-numbers.ts'
import { fromDhakaParts } from '#domain/dhaka-time.ts'
import type { Language } from '#domain/languages.ts'
import { TRACKING_STATUSES, type TrackingStatus } from '#domain/tracking-status.ts'
import { normalizeReference, type ShipmentMode } from '#domain/tracking.ts'
import {
  PORTAL_PAGE_SIZE,
  type PortalShipmentPage,
  type PortalShipmentQuery,
} from '#schemas/portal/shipments.ts'
import type { Database } from '#server/db/client.ts'
import { shipments, shipmentShares } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { visibleToCompany } from '#server/portal/access.ts'
import { shipmentAnswerMessages } from './refusals.messages.ts'
import { statusColumn } from './status-sql.ts'

/** What a query asks once read: each part present only when given. */
export interface ShipmentFilter {
  q?: string
  status?: TrackingStatus
  dates: 'eta' | 'etd'
  /** Instants: from the start of the first day, to the end of the last, in Dhaka. */
  from?: Date
  until?: Date
  after?: { createdAt: string; id: number }
}

/**
 * A page's place in the list: the last row's creation time as the database writes it (to the
 * microsecond, which a Date would round to the millisecond and so skip rows) and its id.
 */
function encodeCursor(createdAt: string, id: number): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url')
}

/** "2026-12-07 00:30:12.123456+00" as timestamptz prints it; nothing else reaches the SQL. */
const DATABASE_INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/

function decodeCursor(cursor: string): ShipmentFilter['after'] {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const number = Number(id)
  if (!createdAt || !DATABASE_INSTANT.test(createdAt)) return undefined
  if (!Number.isSafeInteger(number) || number < 1) return undefined
  return { createdAt, id: number }
}

/**
 * Reads the query as typed: dates day first in any digits, blank as absent. Each problem is a
 * 400 naming its field, in `language`.
 */
export function readShipmentQuery(query: PortalShipmentQuery, language: Language): ShipmentFilter {
  const texts = shipmentAnswerMessages[language]
  const errors: Record<string, string> = {}
  const filter: ShipmentFilter = { dates: 'eta' }
  if (query.q) filter.q = query.q
  if (query.status) {
    if ((TRACKING_STATUSES as readonly string[]).includes(query.status)) {
      filter.status = query.status as TrackingStatus
    } else errors.status = texts.badStatus
  }
  if (query.dates === 'etd' || query.dates === 'eta') filter.dates = query.dates
  else if (query.dates) errors.dates = texts.badDates
  const from = query.from ? parseTypedDate(query.from) : undefined
  const to = query.to ? parseTypedDate(query.to) : undefined
  if (query.from && !from) errors.from = texts.badDate
  if (query.to && !to) errors.to = texts.badDate
  if (from && to && to < from) errors.to = texts.badRange
  if (from) filter.from = fromDhakaParts(from, '00:00')
  if (to) filter.until = fromDhakaParts(addDays(to, 1), '00:00')
  if (query.cursor) {
    const after = decodeCursor(query.cursor)
    if (after) filter.after = after
    else errors.cursor = texts.badCursor
  }
  const [first] = Object.values(errors)
  if (first) throw new ApiError(400, first, errors)
  return filter
}

/**
 * What a search text matches: one of the customer's references (any part, any case), our
 * reference, a house or master number or a container (normalised as tracking stores them), or
 * a place of the route.
 */
function searchCondition(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const number = normalizeCarrierNumber(q)
  const reference = normalizeReference(q)
  return or(
    sql`exists (select 1 from unnest(${shipments.customerReferences}) as ref where ref ilike ${pattern})`,
    reference ? eq(shipments.reference, reference) : undefined,
    number ? eq(shipments.houseNumber, number) : undefined,
    number ? eq(shipments.masterNumber, number) : undefined,
    number ? sql`${shipments.containers} @> array[${number}]::text[]` : undefined,
    ilike(shipments.origin, pattern),
    ilike(shipments.destination, pattern),
  ) as SQL
}

/** One page of the company's shipments, newest first, and the cursor of the next. */
export async function listCompanyShipments(
  db: Database,
  companyId: number,
  filter: ShipmentFilter,
): Promise<PortalShipmentPage> {
  const dateColumn = filter.dates === 'etd' ? shipments.etd : shipments.eta
  const rows = await db
    .select({
      id: shipments.id,
      createdAt: sql<string>`${shipments.createdAt}::text`,
      reference: shipments.reference,
      mode: shipments.mode,
      origin: shipments.origin,
      destination: shipments.destination,
      etd: shipments.etd,
      eta: shipments.eta,
      customerReferences: shipments.customerReferences,
      houseNumber: shipments.houseNumber,
      masterNumber: shipments.masterNumber,
      containers: shipments.containers,
      ownerId: shipments.companyId,
      shareRole: shipmentShares.role,
      status: statusColumn,
    })
    .from(shipments)
    // The company's own share, if any, tells 'view' and 'upload' from its own shipments.
    .leftJoin(
      shipmentShares,
      and(eq(shipmentShares.shipmentId, shipments.id), eq(shipmentShares.companyId, companyId)),
    )
    .where(
      and(
        visibleToCompany(companyId),
        filter.q ? searchCondition(filter.q) : undefined,
        filter.status ? sql`${statusColumn} = ${filter.status}` : undefined,
        filter.from ? gte(dateColumn, filter.from) : undefined,
        filter.until ? lt(dateColumn, filter.until) : undefined,
        filter.after
          ? sql`(${shipments.createdAt}, ${shipments.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(PORTAL_PAGE_SIZE + 1)
  const page = rows.slice(0, PORTAL_PAGE_SIZE)
  const last = page.at(-1)
  return {
    data: page.map((row) => ({
      reference: row.reference,
      mode: row.mode as ShipmentMode,
      origin: row.origin,
      destination: row.destination,
      status: row.status,
      etd: row.etd?.toISOString() ?? null,
      eta: row.eta?.toISOString() ?? null,
      customerReferences: row.customerReferences,
      houseNumber: row.houseNumber,
      masterNumber: row.masterNumber,
      containers: row.containers,
      access: row.ownerId === companyId ? 'owner' : (row.shareRole ?? 'view'),
    })),
    next: rows.length > PORTAL_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
  }
}
