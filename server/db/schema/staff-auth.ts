import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/*
 * Staff accounts and sign-in. The tables of better-auth (user, session, account, verification)
 * and of its two-factor and passkey plugins, under staff_ names. The JavaScript keys are the
 * field names better-auth uses, which is how its Drizzle adapter finds the columns.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** A member of staff. Other features refer to staff by text('…_id').references(() => staffUsers.id). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text(),
    /** admin, sales, hr or editor (schemas/staff.ts). */
    role: text().notNull(),
    /** A disabled account cannot sign in, and its sessions end at their next request. */
    disabled: boolean().notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_users_email_idx').on(table.email),
    check(
      'staff_users_role_check',
      sql`${table.role} in ('admin', 'sales', 'hr', 'editor', 'pricing')`,
    ),
  ],
)

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text().primaryKey(),
    /** Slides forward while the session is used: the idle timeout. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Never moves: the absolute lifetime counts from here. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_idx').on(table.token),
    index('staff_sessions_user_idx').on(table.userId),
  ],
)

/** Credentials: the argon2id password hash lives in `password` (providerId 'credential'). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text().primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
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
  (table) => [index('staff_accounts_user_idx').on(table.userId)],
)

/** better-auth's short-lived values: pending second-factor challenges, WebAuthn challenges. */
export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('staff_verifications_identifier_idx').on(table.identifier)],
)

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean().default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('staff_two_factors_user_idx').on(table.userId),
    index('staff_two_factors_secret_idx').on(table.secret),
  ],
)

export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: text().primaryKey(),
    name: text(),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer().notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text(),
    createdAt: timestamp('created_at', { withTimezone: true }),
    aaguid: text(),
  },
  (table) => [
    index('staff_passkeys_user_idx').on(table.userId),
    uniqueIndex('staff_passkeys_credential_idx').on(table.credentialID),
  ],
)

/**
 * One-time set-up links (first password, or a reset). Only the SHA-256 of the token is stored,
 * so a database dump does not hand out working links.
 */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('staff_setup_tokens_user_idx').on(table.userId)],
)

/**
 * The key better-auth signs cookies with. Kept in the database so that every server sharing it
 * signs and checks the same way, with nothing to configure.
 */
export const staffAuthSecret = pgTable('staff_auth_secret', {
  id: integer().primaryKey(),
  secret: text().notNull(),
  createdAt: createdAt(),
})

/**
 * Who did what: sign-ins, failures, lockouts, account and role changes, exports. Sign-in failures
 * are also what the brute-force throttle counts, so every server sharing the database sees them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The staff member who acted; null for an anonymous attempt. */
    actorId: text('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** e.g. 'sign-in', 'sign-in.failure', 'sign-in.lockout', 'account.role', 'export'. */
    action: text().notNull(),
    /** What was acted on: a staff id, an item reference, or the email a sign-in attempt named. */
    target: text(),
    ip: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_target_idx').on(table.action, table.target, table.createdAt),
    index('audit_log_action_ip_idx').on(table.action, table.ip, table.createdAt),
  ],
)
