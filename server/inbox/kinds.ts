import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { INBOX_PREVIEW_CHARS, type InboxKind } from '#schemas/staff-inbox.ts'
import {
  bookingRequests,
  contactMessages,
  jobApplications,
  quoteRequests,
} from '#server/db/schema.ts'

/** The columns every kind of submission has, which the lists, filters and actions use. */
export interface InboxTableColumns {
  id: AnyPgColumn
  createdAt: AnyPgColumn
  name: AnyPgColumn
  email: AnyPgColumn
  phone: AnyPgColumn
  status: AnyPgColumn
  assigneeId: AnyPgColumn
  language: AnyPgColumn
  /** Lower-cased searchable text, with a trigram index (server/db/schema/inbox.ts). */
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

/** One character past the preview, so that inboxPreview knows whether the cut splits a word. */
const SNIPPET_CHARS = INBOX_PREVIEW_CHARS + 1

/**
 * The title the position had when the person applied (kept on the application, so later edits
 * and closing do not change it); applications from before titles were kept show the number.
 */
export function positionTitle(row: { positionId: number; positionTitle: string | null }): string {
  return row.positionTitle ?? `Position #${row.positionId}`
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
    title: sql<string>`coalesce(${jobApplications.positionTitle}, 'Position #' || ${jobApplications.positionId}::text)`,
    snippet: sql<string>`left(coalesce(${jobApplications.coverLetter}, ''), ${SNIPPET_CHARS})`,
    noun: 'job application',
  },
  // A customer's booking request from the portal (server/portal/bookings/).
  'booking-requests': {
    table: bookingRequests,
    columns: bookingRequests,
    title: sql<string>`${bookingRequests.reference} || ': ' || ${bookingRequests.origin} || ' → ' || ${bookingRequests.destination}`,
    snippet: sql<string>`left(${bookingRequests.commodity} || coalesce(' · ' || ${bookingRequests.notes}, ''), ${SNIPPET_CHARS})`,
    noun: 'booking request',
  },
}
