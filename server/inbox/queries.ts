import { serviceNames, type ServiceName } from '#server/content/names.ts'
import { and, desc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { Language } from '#schemas/content/localized.ts'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client.ts'
import { jobApplications, quoteRequests, staffUsers } from '#server/db/schema.ts'
import {
  inboxPreview,
  INBOX_COUNT_CAP,
  INBOX_KINDS,
  INBOX_PAGE_SIZE_DEFAULT,
  type InboxFilter,
  type InboxItemSummary,
  type InboxKind,
  type InboxStatus,
  type QuoteFacts,
} from '#schemas/staff-inbox.ts'
import { StoredCargoSchema } from '#schemas/quote.ts'
import { DHAKA_OFFSET } from '#domain/dhaka-time.ts'
import { containerLineText } from '#domain/freight.ts'
import { containerCount } from '#domain/quote-cargo.ts'
import { ApiError } from '#server/errors.ts'
import { INBOX_KIND_CONFIG } from './kinds.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** created_at to the microsecond, in UTC: exact, whatever the session's time zone. */
const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

export function cursorAtSql(createdAt: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** A position in a list: the last row's exact created_at and id. */
export interface InboxCursor {
  at: string
  id: number
}

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url')
}

export function decodeCursor(text: string): InboxCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      CURSOR_AT.test(value[0]) &&
      Number.isInteger(value[1])
    ) {
      return { at: value[0], id: value[1] as number }
    }
  } catch {
    // Reported below like any other malformed cursor.
  }
  throw new ApiError(400, 'The cursor is not valid: start again from the first page', {
    cursor: 'The cursor is not valid',
  })
}

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * The WHERE clause of a list. Without a status filter, spam is left out: honeypot hits and what
 * staff marked as spam are seen only when asked for.
 */
export function filterCondition(
  kind: InboxKind,
  filter: InboxFilter,
  staffId: string,
  cursor?: InboxCursor,
): SQL | undefined {
  const { columns } = INBOX_KIND_CONFIG[kind]
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(columns.status, filter.status) : ne(columns.status, 'spam'),
  ]
  if (filter.assignee === 'none') conditions.push(isNull(columns.assigneeId))
  else if (filter.assignee) {
    conditions.push(eq(columns.assigneeId, filter.assignee === 'me' ? staffId : filter.assignee))
  }
  if (filter.from) {
    // Days in filters are Dhaka days.
    conditions.push(gte(columns.createdAt, new Date(`${filter.from}T00:00:00${DHAKA_OFFSET}`)))
  }
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00${DHAKA_OFFSET}`).getTime() + DAY_MS
    conditions.push(lt(columns.createdAt, new Date(end)))
  }
  if (filter.q) conditions.push(sql`${columns.searchText} like lower(${likePattern(filter.q)})`)
  if (filter.position !== undefined && kind === 'job-applications') {
    conditions.push(eq(jobApplications.positionId, filter.position))
  }
  conditions.push(cursorCondition(kind, cursor))
  return and(...conditions)
}

/** Rows after the cursor in newest-first order; every row when there is no cursor. */
export function cursorCondition(kind: InboxKind, cursor: InboxCursor | undefined): SQL | undefined {
  if (!cursor) return undefined
  const { columns } = INBOX_KIND_CONFIG[kind]
  return sql`(${columns.createdAt}, ${columns.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
}

export interface InboxPage {
  items: InboxItemSummary[]
  next: InboxCursor | undefined
}

/** "OCEAN FREIGHT" as the quote form's choice reads: "Ocean freight". */
export function serviceLabel(slug: string, services: ReadonlyMap<string, ServiceName>): string {
  const title = services.get(slug)?.title ?? slug
  return title.charAt(0) + title.slice(1).toLowerCase()
}

/** A positive number from a numeric column, or null: a request may give no weight or volume. */
function amount(value: string | null): number | null {
  const number = value === null ? Number.NaN : Number(value)
  return Number.isFinite(number) && number > 0 ? number : null
}

/** A quote request at a glance, from its row. */
export function quoteFactsOf(
  row: {
    serviceSlug: string
    originCity: string
    originCountry: string
    destinationCity: string
    destinationCountry: string
    company: string | null
    grossWeightKg: string | null
    volumeCbm: string | null
    cargoReadyDate: string
    packages: unknown
  },
  services: ReadonlyMap<string, ServiceName>,
): QuoteFacts {
  const cargo = StoredCargoSchema.safeParse(row.packages)
  return {
    service: serviceLabel(row.serviceSlug, services),
    origin: `${row.originCity}, ${row.originCountry}`,
    destination: `${row.destinationCity}, ${row.destinationCountry}`,
    company: row.company,
    grossWeightKg: amount(row.grossWeightKg),
    volumeCbm: amount(row.volumeCbm),
    containers:
      cargo.success && cargo.data.load === 'fcl'
        ? {
            count: containerCount(cargo.data.containers),
            lines: cargo.data.containers.map(containerLineText),
          }
        : null,
    cargoReadyDate: row.cargoReadyDate,
  }
}

/** What a quote request's row in the list shows besides its title, for a page of ids. */
async function quoteFacts(db: Database, ids: number[]): Promise<Map<number, QuoteFacts>> {
  if (ids.length === 0) return new Map()
  const services = await serviceNames(db, 'any')
  const rows = await db
    .select({
      id: quoteRequests.id,
      serviceSlug: quoteRequests.serviceSlug,
      originCity: quoteRequests.originCity,
      originCountry: quoteRequests.originCountry,
      destinationCity: quoteRequests.destinationCity,
      destinationCountry: quoteRequests.destinationCountry,
      company: quoteRequests.company,
      grossWeightKg: quoteRequests.grossWeightKg,
      volumeCbm: quoteRequests.volumeCbm,
      cargoReadyDate: quoteRequests.cargoReadyDate,
      packages: quoteRequests.packages,
    })
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, ids))
  return new Map(rows.map((row) => [row.id, quoteFactsOf(row, services)]))
}

/** One page of a list, newest first. */
export async function listInbox(
  db: Database,
  kind: InboxKind,
  filter: InboxFilter,
  staffId: string,
  { cursor, limit = INBOX_PAGE_SIZE_DEFAULT }: { cursor?: InboxCursor; limit?: number } = {},
): Promise<InboxPage> {
  const { table, columns, title, snippet } = INBOX_KIND_CONFIG[kind]
  const rows = await db
    .select({
      id: sql<number>`${columns.id}`,
      createdAt: sql<string>`to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      cursorAt: cursorAtSql(columns.createdAt),
      name: sql<string>`${columns.name}`,
      email: sql<string>`${columns.email}`,
      phone: sql<string>`${columns.phone}`,
      status: sql<InboxStatus>`${columns.status}`,
      language: sql<Language>`${columns.language}`,
      assigneeId: staffUsers.id,
      assigneeName: staffUsers.name,
      title,
      snippet,
    })
    .from(table)
    .leftJoin(staffUsers, eq(staffUsers.id, columns.assigneeId))
    .where(filterCondition(kind, filter, staffId, cursor))
    .orderBy(desc(columns.createdAt), desc(columns.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const quotes =
    kind === 'quote-requests'
      ? await quoteFacts(
          db,
          page.map((row) => row.id),
        )
      : new Map()
  return {
    items: page.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
      assignee:
        row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
      title: row.title,
      snippet: inboxPreview(row.snippet),
      quote: quotes.get(row.id) ?? null,
      language: row.language,
    })),
    next: rows.length > limit && last ? { at: last.cursorAt, id: last.id } : undefined,
  }
}

/**
 * How many items are new in each of the given lists, counted up to INBOX_COUNT_CAP: past that
 * the navigation shows "1000+", and the count stays cheap however far behind the desk is.
 */
export async function countNew(
  db: Database,
  kinds: readonly InboxKind[] = INBOX_KINDS,
): Promise<Partial<Record<InboxKind, number>>> {
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const { table, columns } = INBOX_KIND_CONFIG[kind]
      // In list order, so that the planner walks the small index of new items (server/db/schema/inbox.ts)
      // rather than the table, where new items are the newest rows, read last.
      const capped = db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(columns.status, 'new'))
        .orderBy(desc(columns.createdAt), desc(columns.id))
        .limit(INBOX_COUNT_CAP)
        .as('capped')
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped)
      return [kind, row?.total ?? 0] as const
    }),
  )
  return Object.fromEntries(counts)
}
