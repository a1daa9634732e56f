import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Language } from '#schemas/content/localized.ts'
import type { ShipmentDirection, ShipmentGoods } from '#domain/shipment-documents.ts'
import { customerCompanies } from './customer-accounts.ts'
import { quoteRequests } from './inbox.ts'
import { staffUsers } from './staff-auth.ts'

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
    /** export or import (domain/shipment-documents.ts): with the mode, sets its document checklist. */
    direction: text().$type<ShipmentDirection>().notNull().default('export'),
    /** general or garments: garments need a UD from BGMEA or BKMEA (domain/shipment-documents.ts). */
    goods: text().$type<ShipmentGoods>().notNull().default('general'),
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
    /** The customer company whose portal shows it (decision 0024); null until staff say. */
    companyId: integer('company_id').references(() => customerCompanies.id, {
      onDelete: 'set null',
    }),
    /** The customer's own references: purchase orders, invoice numbers, as they write them. */
    customerReferences: text('customer_references')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    index('shipments_customer_references_idx').using('gin', table.customerReferences),
    // A company's portal lists its shipments newest first.
    index('shipments_company_idx').on(table.companyId, table.createdAt),
    // The daily report of overdue documents looks at the portal's shipments by ETD
    // (server/portal/documents/overdue.ts).
    index('shipments_portal_etd_idx')
      .on(table.etd)
      .where(sql`${table.companyId} is not null`),
    // A quote request's page shows the shipments made from it.
    index('shipments_quote_request_idx').on(table.quoteRequestId),
    check('shipments_direction_check', sql`${table.direction} in ('export', 'import')`),
    check('shipments_goods_check', sql`${table.goods} in ('general', 'garments')`),
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
