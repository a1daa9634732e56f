import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core'
import type { Language } from '#schemas/content/localized.ts'
import type { ReplyEstimateBasis } from '#schemas/staff-inbox.ts'
import { outbox } from './outbox.ts'
import { staffUsers } from './staff-auth.ts'
import { storedFiles } from './stored-files.ts'

/*
 * What visitors send through the forms (contact messages, job applications, quote requests) and
 * what staff do with it in the inbox. The three submission tables share the inbox's columns and
 * indexes; the positions applied for are items of the content's 'positions' collection
 * (content.ts).
 */

/**
 * What the staff inbox adds to each kind of submission. Honeypot hits are stored with status
 * 'spam'; `is_spam` keeps recording what the honeypot said, whatever staff decide later.
 * `search_text` is what the list's search box looks in, lower-cased once when the row is
 * written, so a search compares with LIKE instead of lower-casing every row with ILIKE.
 */
export function inboxColumns(searched: string) {
  return {
    /** new, in_progress, answered, closed or spam (schemas/staff-inbox.ts). */
    status: text().notNull().default('new'),
    assigneeId: text('assignee_id').references(() => staffUsers.id),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(${searched})`)),
  }
}

/**
 * Lists are read newest first, by (created_at, id), optionally for one status or assignee; the
 * trigram index serves LIKE '%…%' on search_text.
 */
export function inboxIndexes(
  name: string,
  table: {
    createdAt: AnyPgColumn
    id: AnyPgColumn
    status: AnyPgColumn
    assigneeId: AnyPgColumn
    searchText: ExtraConfigColumn
  },
) {
  return [
    index(`${name}_created_idx`).on(table.createdAt, table.id),
    index(`${name}_status_created_idx`).on(table.status, table.createdAt, table.id),
    // New items are a tenth of a working list but what the navigation counts every 30 seconds
    // and what the desk filters most: a small index of them alone serves both, where the planner
    // would otherwise read the table.
    index(`${name}_new_created_idx`)
      .on(table.createdAt, table.id)
      .where(sql`"status" = 'new'`),
    index(`${name}_assignee_created_idx`).on(table.assigneeId, table.createdAt, table.id),
    // Without fastupdate, every insert goes straight into the index: no pending list that each
    // search would read in full until a vacuum (PGlite has no autovacuum) flushes it.
    index(`${name}_search_idx`)
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ]
}

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    message: text().notNull(),
    /** The language the visitor filled the form in ('en' or 'bn'): their emails are in it. */
    language: text().$type<Language>().notNull().default('en'),
    /** Filled the honeypot: answered like a success, stored, never notified. */
    isSpam: boolean('is_spam').notNull().default(false),
    clientIp: text('client_ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...inboxColumns(`"name" || ' ' || "email" || ' ' || "phone" || ' ' || "message"`),
  },
  (table) => inboxIndexes('contact_messages', table),
)

export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The position applied for: the id of its item in content_entries' 'positions' collection,
     * the same number it had in content/ and in the job_positions table of earlier versions. No
     * foreign key: hr may delete a position, and its applications keep their title.
     */
    positionId: integer('position_id').notNull(),
    /** The position's title when the person applied; null for applications older than that. */
    positionTitle: text('position_title'),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    coverLetter: text('cover_letter'),
    /**
     * The CV itself (stored_files), written just before the row, so every server sharing the
     * database can read it. Null only for a CV received before CVs lived in the database and not
     * yet moved in from the disk of the server that received it (see cvPath).
     */
    cvFileId: text('cv_file_id').references(() => storedFiles.id),
    /**
     * Only for CVs received before they lived in the database: where the file is, relative to
     * that server's DATA_DIR. Cleared when the server that has the file moves it in at start.
     */
    cvPath: text('cv_path'),
    cvOriginalName: text('cv_original_name').notNull(),
    cvSize: integer('cv_size').notNull(),
    cvSha256: text('cv_sha256').notNull(),
    cvMime: text('cv_mime').notNull(),
    /** The language the visitor filled the form in ('en' or 'bn'): their emails are in it. */
    language: text().$type<Language>().notNull().default('en'),
    isSpam: boolean('is_spam').notNull().default(false),
    clientIp: text('client_ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...inboxColumns(
      `"name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("cover_letter", '')`,
    ),
  },
  (table) => [
    ...inboxIndexes('job_applications', table),
    // The list filtered by position, newest first.
    index('job_applications_position_created_idx').on(table.positionId, table.createdAt, table.id),
  ],
)

/** Numbers quote references; a sequence stays unique under concurrent requests. */
export const quoteReferenceSequence = pgSequence('quote_reference_seq')

/** A freight quote request from /quote. Totals are computed on the server, never taken as sent. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Human-readable, e.g. "Q-2026-000123", numbered from quote_reference_seq. */
    reference: text().notNull().unique(),
    serviceSlug: text('service_slug').notNull(),
    originCity: text('origin_city').notNull(),
    originCountry: text('origin_country').notNull(),
    destinationCity: text('destination_city').notNull(),
    destinationCountry: text('destination_country').notNull(),
    incoterm: text().notNull(),
    cargoReadyDate: date('cargo_ready_date').notNull(),
    commodity: text().notNull(),
    hsCode: text('hs_code'),
    /** The package lines as validated: [{ count, lengthCm, widthCm, heightCm, weightKg }]. */
    packages: jsonb().notNull(),
    dangerousGoods: boolean('dangerous_goods').notNull(),
    temperatureControlled: boolean('temperature_controlled').notNull(),
    stackable: boolean().notNull(),
    notes: text(),
    totalPieces: integer('total_pieces').notNull(),
    grossWeightKg: numeric('gross_weight_kg', { precision: 12, scale: 2 }).notNull(),
    volumeCbm: numeric('volume_cbm', { precision: 12, scale: 3 }).notNull(),
    chargeableWeightKg: numeric('chargeable_weight_kg', { precision: 12, scale: 2 }).notNull(),
    chargeableRule: text('chargeable_rule').notNull(),
    /**
     * The instant estimate the server priced the request at when it arrived (issue 41): the
     * rate card and the published version of it (content_versions.id) that priced it, and the
     * option with its totals and lines (schemas/quote-estimate.ts StoredQuoteEstimate). Null
     * when no card covered the lane, and for requests sent before estimates.
     */
    estimateCardId: integer('estimate_card_id'),
    estimateCardVersionId: integer('estimate_card_version_id'),
    estimate: jsonb(),
    name: text().notNull(),
    company: text(),
    email: text().notNull(),
    phone: text().notNull(),
    /** The language the visitor filled the form in ('en' or 'bn'): their emails are in it. */
    language: text().$type<Language>().notNull().default('en'),
    isSpam: boolean('is_spam').notNull().default(false),
    clientIp: text('client_ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...inboxColumns(
      `"reference" || ' ' || "name" || ' ' || coalesce("company", '') || ' ' || "email" || ' ' || ` +
        `"phone" || ' ' || "origin_city" || ' ' || "origin_country" || ' ' || ` +
        `"destination_city" || ' ' || "destination_country" || ' ' || "commodity" || ' ' || ` +
        `coalesce("notes", '')`,
    ),
  },
  (table) => inboxIndexes('quote_requests', table),
)

/**
 * What happened to an inbox item, oldest first: status changes, assignments, internal notes and
 * email replies. `item_kind` and `item_id` name the submission (no foreign key: three tables).
 */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'contact-messages', 'quote-requests' or 'job-applications'. */
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** Null for what the system did on its own. */
    actorId: text('actor_id').references(() => staffUsers.id),
    /** 'status', 'assign', 'note' or 'reply'. */
    action: text().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    assigneeId: text('assignee_id').references(() => staffUsers.id),
    body: text(),
    /** A reply's email. */
    outboxId: integer('outbox_id').references(() => outbox.id),
    /** The browser's key for a reply, so a repeated request queues the email once. */
    requestKey: text('request_key').unique(),
    /**
     * A reply started from the quote's instant estimate: the rate card and version that priced
     * it, and whether the clerk changed the text before sending (server/inbox/estimate-reply.ts).
     */
    estimateBasis: jsonb('estimate_basis').$type<ReplyEstimateBasis>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_events_item_idx').on(table.itemKind, table.itemId, table.id)],
)
