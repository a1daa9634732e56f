import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { customerCompanies, customerUsers } from './customer-accounts.ts'
import { outbox } from './outbox.ts'
import { staffUsers } from './staff-auth.ts'

/*
 * The portal's notifications (docs/decisions/0025-portal-notifications.md): what each person of
 * a customer company wants by email, and the company's webhooks with their delivery log. Both
 * are sent from shipment_events through the outbox.
 */

/** A person's email choices; no row means every email, as a new person gets. */
export const customerNotificationPreferences = pgTable('customer_notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => customerUsers.id, { onDelete: 'cascade' }),
  milestones: boolean().notNull().default(true),
  /** A document refused or overdue. */
  documents: boolean().notNull().default(true),
  /** A draft bill of lading to approve. */
  draftBl: boolean('draft_bl').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An address a company's own system takes its shipments' events at, added by staff. */
export const companyWebhooks = pgTable(
  'company_webhooks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => customerCompanies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /**
     * The HMAC key of the signatures, shown to staff once. Kept as it is: signing needs it, and
     * it grants nothing but forging our signature to the company's own receiver.
     */
    secret: text().notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_webhooks_company_idx').on(table.companyId)],
)

/** One attempt to deliver one event to one webhook: what staff read when a receiver fails. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => companyWebhooks.id, { onDelete: 'cascade' }),
    /** The outbox row of the delivery: the same for every attempt at it. */
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    eventId: integer('event_id').notNull(),
    eventKind: text('event_kind').notNull(),
    attempt: integer().notNull(),
    /** The receiver's HTTP status; null when no answer came (refused address, timeout). */
    statusCode: integer('status_code'),
    error: text(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_deliveries_webhook_idx').on(table.webhookId, table.id)],
)
