import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  primaryKey,
  type AnyPgColumn,
  type ExtraConfigColumn,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { staffUsers } from './staff-schema.ts'
import type { Language } from '#schemas/content/localized.ts'

/** Binary data as a Buffer, on node-postgres and PGlite alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * A file kept in the database: a picture's original or one of its derivatives, a CV. Its bytes
 * are in pieces (stored_file_pieces), each written and read by a statement of its own, so that no
 * statement carries more than a piece: on the embedded database one 10 MB value held its thread
 * for half a second, and its parsing the server's main thread for a quarter (decision 0018).
 * A file is written before the row that names it commits; one that no row names an hour after
 * it was written (an upload cut short, a row deleted) is removed (server/files/stored-files.ts).
 */
export const storedFiles = pgTable('stored_files', {
  id: text().primaryKey(),
  byteSize: integer('byte_size').notNull(),
  pieces: integer().notNull(),
  /** Set once every piece is written: a file is only ever named by a row once it is complete. */
  complete: boolean().notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const storedFilePieces = pgTable(
  'stored_file_pieces',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** 0, 1, 2…: the piece's place in the file. */
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
)

/**
 * What the staff inbox adds to each kind of submission. Honeypot hits are stored with status
 * 'spam'; `is_spam` keeps recording what the honeypot said, whatever staff decide later.
 * `search_text` is what the list's search box looks in, lower-cased once when the row is
 * written, so a search compares with LIKE instead of lower-casing every row with ILIKE.
 */
function inboxColumns(searched: string) {
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
function inboxIndexes(
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
     * The position applied for. No foreign key: positions are never deleted, and applications
     * stored before positions lived in the database name ids seeded from content/ later.
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

/**
 * Emails waiting to be sent. A row is written in the same transaction as the submission it is
 * about, so a stored submission always has its notification, and a worker sends each row once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What the email is about (NotificationKind in server/notifications/outbox.ts). */
    kind: text().notNull(),
    /** Id of the row in the submission's table. */
    subjectId: integer('subject_id').notNull(),
    /** Comma-separated recipients; staff addresses come from configuration at send time when null. */
    recipient: text(),
    subject: text().notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    /**
     * Set on an application's notification: the CV of job application subject_id is attached
     * under this file name, read from the database when the email is sent.
     */
    attachmentName: text('attachment_name'),
    /** Reply-To of the email: the staff member who wrote a reply from the inbox. */
    replyTo: text('reply_to'),
    /**
     * Set on list mail (a shipment's update emails): the recipient's one-click unsubscribe
     * address, sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058) by whichever server
     * sends or retries the row.
     */
    listUnsubscribe: text('list_unsubscribe'),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.nextAttemptAt)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_events_item_idx').on(table.itemKind, table.itemId, table.id)],
)

/**
 * Request counters of the rate limits that every server must share (everything that writes:
 * the forms, sign-in). One row per limit ("bucket") and client key, counting within a fixed
 * window that ends at expires_at; an expired row starts over at its next hit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text().notNull(),
    key: text().notNull(),
    count: integer().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    index('rate_limit_counters_expires_idx').on(table.expiresAt),
  ],
)

export * from './staff-schema.ts'

/**
 * A shipment staff keep track of, shown on /track by its reference. Carrier numbers (air
 * waybills, bills of lading, containers) are stored normalised, as checkCarrierNumber writes
 * them (upper case, no spaces or hyphens), so a lookup compares like with like.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** "DBL-" and 8 random characters without look-alikes: unguessable, safe to share. */
    reference: text().notNull().unique(),
    /** air, sea, sea-air, road-air or road (domain/tracking.ts). */
    mode: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    /** Never shown on the public page. */
    shipperName: text('shipper_name').notNull(),
    consigneeName: text('consignee_name').notNull(),
    /** The carrier's name as staff wrote it; linked when it is in content/carriers.ts. */
    carrier: text(),
    /** Master air waybill or master bill of lading. */
    masterNumber: text('master_number'),
    /** House air waybill or house bill of lading. */
    houseNumber: text('house_number'),
    containers: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    etd: timestamp({ withTimezone: true }),
    eta: timestamp({ withTimezone: true }),
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, {
      onDelete: 'set null',
    }),
    /** The staff member who created it. */
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipments_master_number_idx').on(table.masterNumber),
    index('shipments_house_number_idx').on(table.houseNumber),
    index('shipments_containers_idx').using('gin', table.containers),
    // A quote request's page shows the shipments made from it.
    index('shipments_quote_request_idx').on(table.quoteRequestId),
  ],
)

/** One step of a shipment's journey, as staff record it. */
export const shipmentMilestones = pgTable(
  'shipment_milestones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** booked, cargo-received, departed, … or 'other' with a description (domain/tracking.ts). */
    kind: text().notNull(),
    description: text(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text().notNull(),
    note: text(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_milestones_shipment_idx').on(table.shipmentId, table.occurredAt)],
)

/**
 * An email address that asked for a shipment's updates. It is 'pending' until the link in the
 * confirmation email is followed (only the token's SHA-256 is kept); only 'confirmed' rows get
 * updates, each with the unsubscribe link, whose token is therefore kept as is.
 */
export const shipmentSubscriptions = pgTable(
  'shipment_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** Lower-cased, so one address subscribes once. */
    email: text().notNull(),
    status: text().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** The language the visitor subscribed in ('en' or 'bn'): their emails are in it. */
    language: text().$type<Language>().notNull().default('en'),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('shipment_subscriptions_email_idx').on(table.shipmentId, table.email)],
)

/**
 * A vacancy, edited by hr and admin in the workspace. 'draft' is never public; 'published' is
 * open until its apply-by date has passed in Dhaka; 'closed' stays readable by id, refuses
 * applications and is not listed. Ids are kept from content/job-positions-seed.ts, which
 * seeds an empty database once (contentSeeds), so /careers/1 stays the same position.
 */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    title: text().notNull(),
    department: text().notNull(),
    /** The office the role is based in: Dhaka or Chattogram. */
    location: text().notNull(),
    /** Full-time, Part-time, Contract or Internship (schemas/positions.ts). */
    type: text().notNull(),
    /** The last day applications are taken, in Dhaka. */
    applyBy: date('apply_by', { mode: 'string' }).notNull(),
    summary: text().notNull(),
    description: text().array().notNull(),
    responsibilities: text().array().notNull(),
    requirements: text().array().notNull(),
    /**
     * The Bangla of each text above, '' or empty until hr translates it: /bn/careers then shows
     * that field in English, marked lang="en" (docs/decisions/0015-bangla-edition.md). Lists are
     * their own, not paired line by line with the English: a translation may split or join lines.
     */
    titleBn: text('title_bn').notNull().default(''),
    departmentBn: text('department_bn').notNull().default(''),
    summaryBn: text('summary_bn').notNull().default(''),
    descriptionBn: text('description_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsibilitiesBn: text('responsibilities_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirementsBn: text('requirements_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().notNull().default('draft'),
    /** First publication; JobPosting's datePosted. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_positions_status_idx').on(table.status, table.id),
    index('job_positions_slug_idx').on(table.slug),
  ],
)

/** Every change to a position: who made it, when, and what it changed. */
export const jobPositionEvents = pgTable(
  'job_position_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    /** created, edited, published, closed or seeded. */
    action: text().notNull(),
    actorId: text('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The changed fields, each with its value before and after. */
    changes: jsonb().$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_position_events_position_idx').on(table.positionId, table.createdAt)],
)

/**
 * Content copied into the database once, by name ('job-positions'): with a row here, the
 * database is the only source, even once staff have removed or closed every seeded item.
 */
export const contentSeeds = pgTable('content_seeds', {
  name: text().primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An item of site content (schemas/content/collections.ts names the collections). `draft` is the
 * working copy (null when nothing is unpublished), `published` what visitors see (null: not
 * public); each is the collection schema's output. `revision` grows by one per save: a save
 * names the revision it started from, so a second editor's stale save is refused, not applied.
 * Ids are kept from content/ (so /service-detail/1 stays the same service); a new item takes
 * max(id) + 1 in its collection.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    collection: text().notNull(),
    id: integer().notNull(),
    /** The item's address segment, kept once made; null in collections without addresses. */
    slug: text(),
    sortOrder: integer('sort_order').notNull().default(0),
    draft: jsonb().$type<Record<string, unknown>>(),
    published: jsonb().$type<Record<string, unknown>>(),
    revision: integer().notNull().default(1),
    /** When the server's tick publishes the draft, or unpublishes the item. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.collection, table.id] }),
    index('content_entries_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    index('content_entries_unpublish_at_idx')
      .on(table.unpublishAt)
      .where(sql`${table.unpublishAt} is not null`),
  ],
)

/** Every version ever published, for history and restore-as-draft; kept when an item goes. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    collection: text().notNull(),
    entryId: integer('entry_id').notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the seed and for a scheduled publish's tick… and once the account is removed. */
    publishedBy: text('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('content_versions_entry_idx').on(table.collection, table.entryId, table.publishedAt),
  ],
)

/**
 * One row, id 1, whose `generation` grows with every change to what visitors see (publish,
 * unpublish, delete, reorder), in the same transaction: each server compares it with the one its
 * cache was read at, every few seconds, and reads the content again when it moved.
 */
export const contentGeneration = pgTable('content_generation', {
  id: integer().primaryKey(),
  generation: integer().notNull().default(0),
})

/**
 * A picture of the media library: a photo, or a customer's logo. Its original is the upload as
 * stored: upright and with every metadata block removed (a phone photo carries where it was
 * taken), re-encoded only when it had to be turned (server/media/images.ts), or a logo's
 * sanitised SVG. Until its derivatives exist it is
 * 'processing'; the derivative job claims it with a lease (`job_lease_until`, like the outbox's),
 * so a server that dies mid-job leaves it to another server or to its own restart.
 */
export const media = pgTable(
  'media',
  {
    id: text().primaryKey(),
    /** 'photo' or 'logo' (schemas/media.ts). */
    kind: text().notNull(),
    /** The stored original (stored_files). */
    originalFileId: text('original_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** image/jpeg, image/png, image/webp, image/avif or image/svg+xml. */
    mime: text().notNull(),
    /** The upload's file name, without folders, for staff to recognise it. */
    originalName: text('original_name').notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Where the subject is, 0–1 from the left and from the top: every crop keeps it in frame. */
    focalX: numeric('focal_x', { precision: 4, scale: 3, mode: 'number' }).notNull().default(0.5),
    focalY: numeric('focal_y', { precision: 4, scale: 3, mode: 'number' }).notNull().default(0.5),
    /** Localized alt text (schemas/content/localized.ts). */
    alt: jsonb().$type<{ en: string; bn: string }>().notNull(),
    decorative: boolean().notNull().default(false),
    /** 'processing', 'ready' or 'failed'. */
    status: text().notNull().default('processing'),
    /**
     * +1 each time the derivatives must be made again (a new focal point). A job records the
     * revision it worked from and only stores its derivatives if it is still the current one.
     */
    revision: integer().notNull().default(1),
    /**
     * +1 with each save of the alt text, the decorative flag or the focal point by staff. A save
     * names the version it started from and is refused if it is no longer this one. Apart from
     * `revision`, which only a new focal point moves, so that the derivative jobs are not
     * restarted by a change of alt text.
     */
    editVersion: integer('edit_version').notNull().default(1),
    jobAttempts: integer('job_attempts').notNull().default(0),
    /** Null: free to claim. Otherwise the claim lasts until then, renewed while the job runs. */
    jobLeaseUntil: timestamp('job_lease_until', { withTimezone: true }),
    jobError: text('job_error'),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_created_idx').on(table.createdAt, table.id),
    index('media_processing_idx')
      .on(table.jobLeaseUntil)
      .where(sql`"status" = 'processing'`),
  ],
)

/**
 * One encoded picture made from a media row: an aspect ('16x9', '4x3', '1x1', or 'original'
 * for logos), a width and a format. Served at /media/<hash>.<extension>, where the hash is the
 * SHA-256 of the bytes, so a URL never changes meaning and can be cached for a year.
 */
export const mediaDerivatives = pgTable(
  'media_derivatives',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    aspect: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** 'avif', 'webp', 'jpeg', 'png' or 'svg'. */
    format: text().notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    hash: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.aspect, table.width, table.format] }),
    index('media_derivatives_hash_idx').on(table.hash),
  ],
)
