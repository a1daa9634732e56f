import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { JOB_POSITIONS } from '#content/records.ts'
import type { InboxKind } from '#schemas/staff-inbox.ts'
import { contactMessages, jobApplications, quoteRequests } from '#server/db/schema.ts'

/** The columns every kind of submission has, which the lists, filters and actions use. */
export interface InboxTableColumns {
  id: AnyPgColumn
  createdAt: AnyPgColumn
  name: AnyPgColumn
  email: AnyPgColumn
  phone: AnyPgColumn
  status: AnyPgColumn
  assigneeId: AnyPgColumn
  /** Lower-cased searchable text, with a trigram index (server/db/schema.ts). */
  searchText: AnyPgColumn
}

export interface InboxKindConfig {
  table: PgTable
  columns: InboxTableColumns
  /** One line telling items apart: a quote's reference and route, an application's position. */
  title: SQL<string>
  snippet: SQL<string>
  /** Singular, for page titles and email subjects. */
  noun: string
}

const SNIPPET_CHARS = 160

export function positionTitle(id: number): string {
  return JOB_POSITIONS.find((position) => position.id === id)?.title ?? `Position #${id}`
}

/** Position titles live in content/, so the list gets them through a CASE built from it. */
function positionTitleSql(column: AnyPgColumn): SQL<string> {
  const cases = JOB_POSITIONS.map((position) => sql`when ${position.id} then ${position.title}`)
  return sql<string>`(case ${column} ${sql.join(cases, sql` `)} else 'Position #' || ${column}::text end)`
}

export const INBOX_KIND_CONFIG: Record<InboxKind, InboxKindConfig> = {
  'contact-messages': {
    table: contactMessages,
    columns: contactMessages,
    title: sql<string>`'Contact message'`,
    snippet: sql<string>`left(${contactMessages.message}, ${SNIPPET_CHARS})`,
    noun: 'contact message',
  },
  'quote-requests': {
    table: quoteRequests,
    columns: quoteRequests,
    title: sql<string>`${quoteRequests.reference} || ': ' || ${quoteRequests.originCity} || ' → ' || ${quoteRequests.destinationCity}`,
    snippet: sql<string>`left(${quoteRequests.commodity} || coalesce(' · ' || ${quoteRequests.notes}, ''), ${SNIPPET_CHARS})`,
    noun: 'quote request',
  },
  'job-applications': {
    table: jobApplications,
    columns: jobApplications,
    title: positionTitleSql(jobApplications.positionId),
    snippet: sql<string>`left(coalesce(${jobApplications.coverLetter}, ''), ${SNIPPET_CHARS})`,
    noun: 'job application',
  },
}
