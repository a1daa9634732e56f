import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

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
