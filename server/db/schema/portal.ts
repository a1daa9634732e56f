import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ShareRole, ShipmentEventKind } from '#schemas/portal/shipment-events.ts'
import { customerCompanies, customerUsers } from './customer-accounts.ts'
import { staffUsers } from './staff-auth.ts'
import { shipments } from './tracking.ts'

/*
 * The customer portal's shipments (docs/decisions/0024-customer-shipments.md): a shipment belongs
 * to one customer company (shipments.company_id) and is shared, one shipment at a time, with
 * other companies' people; everything that happens to it in the portal is a shipment event.
 */

/** One shipment shared with another company (the buyer, the agent), with what they may do. */
export const shipmentShares = pgTable(
  'shipment_shares',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => customerCompanies.id, { onDelete: 'cascade' }),
    /** view, or upload (view and upload documents). */
    role: text().$type<ShareRole>().notNull(),
    sharedByStaff: text('shared_by_staff').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    sharedByCustomer: text('shared_by_customer').references(() => customerUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipment_shares_shipment_company_idx').on(table.shipmentId, table.companyId),
    // "Shared with my company" is half of every portal list's condition.
    index('shipment_shares_company_idx').on(table.companyId, table.shipmentId),
    check('shipment_shares_role_check', sql`${table.role} in ('view', 'upload')`),
  ],
)

/**
 * The shipment's history as the portal and the workspace show it, and what notifications and
 * webhooks are sent from. Written in the transaction of the change it records; never updated
 * but for the marks of what was sent.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    kind: text().$type<ShipmentEventKind>().notNull(),
    /** Who did it: a staff member, a customer's person, or neither (the system, a daily job). */
    staffActorId: text('staff_actor_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    customerActorId: text('customer_actor_id').references(() => customerUsers.id, {
      onDelete: 'set null',
    }),
    /** What the kind needs to be told: the company shared with, a document, a reason… */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its emails and webhook deliveries were queued (server/portal/notifications/). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('shipment_events_shipment_idx').on(table.shipmentId, table.id),
    // The dispatcher's queue: only the few events not yet dispatched.
    index('shipment_events_undispatched_idx')
      .on(table.id)
      .where(sql`${table.dispatchedAt} is null`),
  ],
)
