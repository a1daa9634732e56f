import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Language } from '#schemas/content/localized.ts'
import type { BookingParty, BookingState } from '#schemas/portal/bookings.ts'
import { customerCompanies, customerUsers } from './customer-accounts.ts'
import { inboxColumns, inboxIndexes, quoteRequests } from './inbox.ts'
import { staffUsers } from './staff-auth.ts'
import { shipments } from './tracking.ts'

/*
 * Booking requests of the customer portal (issue 42, server/portal/bookings/): a signed-in
 * customer asks for a shipment to be booked; it reaches the staff inbox like a quote request
 * (the inbox's columns), and staff confirm it (a shipment is made from it) or ask a question,
 * which the customer answers: the questions and answers are the booking's messages.
 */

/** Numbers booking references, as quote_reference_seq numbers quotes. */
export const bookingReferenceSequence = pgSequence('booking_reference_seq')

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** "B-2026-000123". */
    reference: text().notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => customerCompanies.id, { onDelete: 'cascade' }),
    /** Who asked; their name, address and phone are kept below for the inbox. */
    personId: text('person_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** The page's language ('en' or 'bn'). */
    language: text().$type<Language>().notNull(),
    /** What the customer sees: sent, question, confirmed or cancelled. */
    state: text().$type<BookingState>().notNull().default('sent'),
    /** air, sea-lcl or sea-fcl (the rate cards' modes). */
    mode: text().notNull(),
    /** As typed; with its UN/LOCODE when domain/places.ts knows it. */
    origin: text().notNull(),
    originCode: text('origin_code'),
    destination: text().notNull(),
    destinationCode: text('destination_code'),
    incoterm: text().notNull(),
    readyDate: date('ready_date').notNull(),
    pickupPlace: text('pickup_place').notNull(),
    commodity: text().notNull(),
    /** The cargo as quote_requests.packages keeps it (domain/quote-cargo.ts storedCargo). */
    cargo: jsonb().notNull(),
    shipper: jsonb().$type<BookingParty>().notNull(),
    consignee: jsonb().$type<BookingParty>().notNull(),
    notes: text(),
    /** The estimate the server priced the booking at, as quote requests keep theirs. */
    estimateCardId: integer('estimate_card_id'),
    estimateCardVersionId: integer('estimate_card_version_id'),
    estimate: jsonb(),
    /** The quote request it follows, when the customer named one of theirs. */
    quoteRequestId: integer('quote_request_id').references(() => quoteRequests.id, {
      onDelete: 'set null',
    }),
    /** The shipment staff made of it on confirming. */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...inboxColumns(
      `"reference" || ' ' || "name" || ' ' || "email" || ' ' || "phone" || ' ' || ` +
        `"origin" || ' ' || "destination" || ' ' || "commodity" || ' ' || "pickup_place"`,
    ),
  },
  (table) => [
    ...inboxIndexes('booking_requests', table),
    // A company's bookings, newest first.
    index('booking_requests_company_idx').on(table.companyId, table.createdAt),
    uniqueIndex('booking_requests_shipment_idx').on(table.shipmentId),
    check(
      'booking_requests_state_check',
      sql`${table.state} in ('sent', 'question', 'confirmed', 'cancelled')`,
    ),
  ],
)

/** A shipper or consignee a company booked with, offered on its next booking. */
export const savedParties = pgTable(
  'saved_parties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => customerCompanies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull(),
    contact: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    /** The name as parties are told apart: one saved party per name, whatever its case. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`lower("name")`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One saved party per name in a company: booking with it again updates its details.
    uniqueIndex('saved_parties_company_name_idx').on(table.companyId, table.nameKey),
  ],
)

/**
 * The conversation about a booking, oldest first: staff's questions and the customer's replies.
 * The latest question is what the customer sees while the booking's state is 'question'.
 */
export const bookingThreadMessages = pgTable(
  'booking_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    /** Who wrote it: 'staff' (a question) or 'customer' (a reply). */
    author: text().$type<'staff' | 'customer'>().notNull(),
    staffId: text('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    personId: text('person_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    /** The customer's name when they wrote, kept after they leave the company. */
    personName: text('person_name'),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_messages_booking_idx').on(table.bookingId, table.id),
    check('booking_messages_author_check', sql`${table.author} in ('staff', 'customer')`),
  ],
)
