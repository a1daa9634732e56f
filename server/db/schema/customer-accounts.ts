import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { staffUsers } from './staff-auth.ts'

/*
 * Customer accounts of the portal (docs/decisions/0023-customer-accounts.md): the companies
 * staff keep, their people, and the tables of the customers' own better-auth instance (user,
 * session, account, verification) under customer_ names, apart from the staff's. The JavaScript
 * keys of the auth tables are better-auth's field names, which its Drizzle adapter looks up.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** A customer: the shipper, the consignee or buyer, or an agent. */
export const customerCompanies = pgTable(
  'customer_companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** shipper, consignee or agent (schemas/customer-accounts.ts). */
    kind: text().notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull().default(''),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('customer_companies_kind_check', sql`${table.kind} in ('shipper', 'consignee', 'agent')`),
  ],
)

/** A person of a customer company, who signs in at /account. */
export const customerUsers = pgTable(
  'customer_users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    /** Lower case; one person per address, whichever company. */
    email: text().notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text(),
    companyId: integer('company_id')
      .notNull()
      .references(() => customerCompanies.id, { onDelete: 'cascade' }),
    /** owner (may invite and remove colleagues) or member. */
    companyRole: text('company_role').notNull(),
    /** The language of their emails: en or bn. */
    language: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customer_users_email_idx').on(table.email),
    index('customer_users_company_idx').on(table.companyId),
    check('customer_users_role_check', sql`${table.companyRole} in ('owner', 'member')`),
    check('customer_users_language_check', sql`${table.language} in ('en', 'bn')`),
  ],
)

export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customer_sessions_token_idx').on(table.token),
    index('customer_sessions_user_idx').on(table.userId),
  ],
)

/** better-auth's linked sign-in methods; customers sign in by emailed link or passkey only. */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: text().primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('customer_accounts_user_idx').on(table.userId)],
)

/** A customer's passkeys (better-auth's passkey plugin), the other way to sign in. */
export const customerPasskeys = pgTable(
  'customer_passkeys',
  {
    id: text().primaryKey(),
    name: text(),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer().notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text(),
    createdAt: timestamp('created_at', { withTimezone: true }),
    aaguid: text(),
  },
  (table) => [
    index('customer_passkeys_user_idx').on(table.userId),
    uniqueIndex('customer_passkeys_credential_idx').on(table.credentialID),
  ],
)

/** The emailed sign-in links, by the SHA-256 of their token; each is deleted when used. */
export const customerVerifications = pgTable(
  'customer_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('customer_verifications_identifier_idx').on(table.identifier)],
)

/** The key the customers' sessions are signed with, apart from the staff's. */
export const customerAuthSecret = pgTable('customer_auth_secret', {
  id: integer().primaryKey(),
  secret: text().notNull(),
  createdAt: createdAt(),
})

/**
 * A visitor's request for an account, from /account: staff approve it (a company and its first
 * person are made, and invited) or refuse it.
 */
export const accountRequests = pgTable(
  'account_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    message: text().notNull().default(''),
    /** The language of the page it was sent from, and of the answer. */
    language: text().notNull(),
    /** new, approved, refused, or spam (the honeypot was filled). */
    status: text().notNull().default('new'),
    clientIp: text('client_ip'),
    companyId: integer('company_id').references(() => customerCompanies.id, {
      onDelete: 'set null',
    }),
    decidedBy: text('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_requests_status_idx').on(table.status, table.createdAt),
    check(
      'account_requests_status_check',
      sql`${table.status} in ('new', 'approved', 'refused', 'spam')`,
    ),
  ],
)
