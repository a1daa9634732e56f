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
  timestamp,
} from 'drizzle-orm/pg-core'

/** Binary data as a Buffer, on node-postgres and PGlite alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  message: text().notNull(),
  /** Filled the honeypot: answered like a success, stored, never notified. */
  isSpam: boolean('is_spam').notNull().default(false),
  clientIp: text('client_ip').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const jobApplications = pgTable('job_applications', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // Positions live in content/, not in the database, so there is no foreign key.
  positionId: integer('position_id').notNull(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  coverLetter: text('cover_letter'),
  /**
   * The CV itself, written in the same transaction as the row, so every server sharing the
   * database can read it. Null only for a CV received before CVs lived in the database and not
   * yet moved in from the disk of the server that received it (see cvPath).
   */
  cvContent: bytea('cv_content'),
  /**
   * Only for CVs received before they lived in the database: where the file is, relative to
   * that server's DATA_DIR. Cleared when the server that has the file moves it in at start.
   */
  cvPath: text('cv_path'),
  cvOriginalName: text('cv_original_name').notNull(),
  cvSize: integer('cv_size').notNull(),
  cvSha256: text('cv_sha256').notNull(),
  cvMime: text('cv_mime').notNull(),
  isSpam: boolean('is_spam').notNull().default(false),
  clientIp: text('client_ip').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Emails waiting to be sent. A row is written in the same transaction as the submission it is
 * about, so a stored submission always has its notification, and a worker sends each row once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What the email is about: 'contact', 'application', 'quote-sales' or 'quote-confirmation'. */
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
export const quoteRequests = pgTable('quote_requests', {
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
  isSpam: boolean('is_spam').notNull().default(false),
  clientIp: text('client_ip').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

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
