import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { passkey } from '@better-auth/passkey'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { twoFactor } from 'better-auth/plugins'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '#schemas/env.ts'
import type { Database } from '#server/db/client.ts'
import { currentLog } from '#server/logging.ts'
import {
  staffAccounts,
  staffAuthSecret,
  staffPasskeys,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '#server/db/schema.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

export const STAFF_AUTH_BASE_PATH = '/api/staff/auth'

/**
 * The header better-auth reads the client's address from. The Fastify mount overwrites it with
 * request.ip (which honours TRUST_PROXY), so a client cannot choose its own address.
 */
export const CLIENT_IP_HEADER = 'x-staff-client-ip'

/** The answer to a wrong password, an unknown email and a disabled account alike. */
export const INVALID_CREDENTIALS = 'Invalid email or password'

/**
 * Set while the set-up link's own route signs its owner in: an admin who has no second factor
 * yet may then get a session, only to enrol one (see requireStaff).
 */
export const setupGrant = new AsyncLocalStorage<string>()

/** Reads the signing key shared by every server on the database, creating it the first time. */
export async function loadAuthSecret(db: Database): Promise<string> {
  await db
    .insert(staffAuthSecret)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(staffAuthSecret).where(eq(staffAuthSecret.id, 1))
  if (!row) throw new Error('staff_auth_secret has no row')
  return row.secret
}

type AuthEnv = Pick<
  Env,
  'SITE_URL' | 'CORS_ORIGINS' | 'STAFF_SESSION_IDLE_SECONDS' | 'NODE_ENV' | 'LOG_LEVEL'
>

/** Origins allowed to change anything under /api/staff/: SITE_URL's and CORS_ORIGINS. */
export function trustedOrigins(env: Pick<Env, 'SITE_URL' | 'CORS_ORIGINS'>): string[] {
  return [new URL(env.SITE_URL).origin, ...env.CORS_ORIGINS]
}

/**
 * Cookies are `__Host-` prefixed and Secure when the site is served over https; on
 * http://localhost a browser would drop a Secure cookie, so there they are plain.
 */
export function cookieSettings(env: Pick<Env, 'SITE_URL'>) {
  const secure = env.SITE_URL.startsWith('https:')
  return { secure, prefix: secure ? '__Host-dbl-staff' : 'dbl-staff' }
}

/**
 * better-auth's own messages, into the server's log under the request's id: as JSON lines with
 * the root logger's redaction, rather than coloured text on the console that bypasses both.
 */
function authLogger(log: FastifyBaseLogger, level: Env['LOG_LEVEL']) {
  return {
    disabled: level === 'silent',
    level: level === 'debug' || level === 'trace' ? ('debug' as const) : ('info' as const),
    log(severity: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const [first, ...rest] = args
      const details =
        first instanceof Error
          ? { err: first, ...(rest.length > 0 ? { details: rest } : {}) }
          : args.length > 0
            ? { details: args }
            : {}
      currentLog(log).child({ component: 'auth' })[severity](details, message)
    },
  }
}

export function createStaffAuth(
  db: Database,
  env: AuthEnv,
  secret: string,
  log: FastifyBaseLogger,
  /**
   * The company's published name, read when the server starts: it names the authenticator
   * entries and passkeys people make, which keep the name they were made with anyway.
   */
  company: string,
) {
  const { secure, prefix } = cookieSettings(env)
  const siteOrigin = new URL(env.SITE_URL)
  const idle = env.STAFF_SESSION_IDLE_SECONDS
  return betterAuth({
    appName: company,
    baseURL: siteOrigin.origin,
    basePath: STAFF_AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    logger: authLogger(log, env.LOG_LEVEL),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
        passkey: staffPasskeys,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are made by the CLI or by an admin, never by the visitor.
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      // Sliding: each use (at most every few minutes) pushes expiry to now + idle. The
      // absolute lifetime is checked on top of it by the staff-auth plugin.
      expiresIn: idle,
      updateAge: Math.max(1, Math.min(300, Math.floor(idle / 4))),
      // Every request reads the database, so a disabled account stops at once.
      cookieCache: { enabled: false },
    },
    // Throttling is the staff-auth plugin's (staff-auth-endpoints.ts), counted in the database
    // for every server.
    rateLimit: { enabled: false },
    trustedOrigins: trustedOrigins(env),
    advanced: {
      cookiePrefix: prefix,
      // The prefix above says __Host- itself; better-auth's own would say __Secure-.
      useSecureCookies: false,
      defaultCookieAttributes: { secure, httpOnly: true, sameSite: 'lax', path: '/' },
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({ issuer: company, skipVerificationOnEnable: false }),
      passkey({ rpID: siteOrigin.hostname, rpName: company, origin: siteOrigin.origin }),
    ],
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            const [user] = await db
              .select({
                role: staffUsers.role,
                disabled: staffUsers.disabled,
                twoFactorEnabled: staffUsers.twoFactorEnabled,
                passkeys: sql<number>`(select count(*)::int from staff_passkeys p where p.user_id = staff_users.id)`,
              })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId))
            if (!user || user.disabled) {
              throw new APIError('UNAUTHORIZED', { message: INVALID_CREDENTIALS })
            }
            const byPasswordAlone =
              context?.path === '/sign-in/email' && !user.twoFactorEnabled && user.role === 'admin'
            if (byPasswordAlone && setupGrant.getStore() !== session.userId) {
              throw new APIError('FORBIDDEN', {
                message:
                  user.passkeys > 0
                    ? 'Admins sign in with their passkey, or with a password and an authenticator code'
                    : 'This admin account has no second factor yet: ask another admin for a new set-up link',
              })
            }
          },
        },
      },
    },
  })
}

export type StaffAuth = ReturnType<typeof createStaffAuth>
