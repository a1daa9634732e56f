import { randomBytes } from 'node:crypto'
import { passkey } from '@better-auth/passkey'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { magicLink } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '#schemas/env.ts'
import type { Database } from '#server/db/client.ts'
import { currentLog } from '#server/logging.ts'
import {
  customerAccounts,
  customerAuthSecret,
  customerPasskeys,
  customerSessions,
  customerUsers,
  customerVerifications,
} from '#server/db/schema.ts'
import { trustedOrigins } from '#server/staff/auth.ts'

/** The customers' own better-auth, apart from the staff's /api/staff/auth. */
export const ACCOUNT_AUTH_BASE_PATH = '/api/account/auth'

/** An emailed sign-in link works once, for this long. */
export const SIGN_IN_LINK_SECONDS = 15 * 60

/** Customer sessions end after this long unused (30 days), sliding with use. */
const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60

/** Why a link is being sent: a sign-in the person asked for, or an invitation. */
export interface LinkPurpose {
  purpose: 'sign-in' | 'invitation'
  /** For an invitation: who invited them (a colleague's or the company's staff contact's name). */
  invitedBy?: string
}

/** A link to send: the person's address and the token it carries. */
export type SendSignInLink = (email: string, token: string, why: LinkPurpose) => Promise<void>

/** Reads the customers' signing key, shared by every server on the database, made the first time. */
export async function loadCustomerAuthSecret(db: Database): Promise<string> {
  await db
    .insert(customerAuthSecret)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(customerAuthSecret).where(eq(customerAuthSecret.id, 1))
  if (!row) throw new Error('customer_auth_secret has no row')
  return row.secret
}

/** `__Host-dbl-account.session_token` over https; plain on http://localhost, as staff's. */
export function customerCookieSettings(env: Pick<Env, 'SITE_URL'>) {
  const secure = env.SITE_URL.startsWith('https:')
  return { secure, prefix: secure ? '__Host-dbl-account' : 'dbl-account' }
}

export function createCustomerAuth(
  db: Database,
  env: Pick<Env, 'SITE_URL' | 'CORS_ORIGINS' | 'LOG_LEVEL'>,
  secret: string,
  log: FastifyBaseLogger,
  sendLink: SendSignInLink,
  /** The company's published name when the server started: it names the passkeys people make. */
  site: string,
) {
  const { secure, prefix } = customerCookieSettings(env)
  const siteOrigin = new URL(env.SITE_URL)
  return betterAuth({
    appName: site,
    baseURL: siteOrigin.origin,
    basePath: ACCOUNT_AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    logger: {
      disabled: env.LOG_LEVEL === 'silent',
      log(severity, message, ...details) {
        currentLog(log).child({ component: 'account-auth' })[severity]({ details }, message)
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: customerUsers,
        session: customerSessions,
        account: customerAccounts,
        verification: customerVerifications,
        passkey: customerPasskeys,
      },
    }),
    user: {
      additionalFields: {
        companyId: { type: 'number', required: true, input: false },
        companyRole: { type: 'string', required: true, input: false },
        language: { type: 'string', required: true, input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 24 * 60 * 60,
      // Every request reads the database: a person removed from their company is out at once.
      cookieCache: { enabled: false },
    },
    // The portal counts sign-in requests itself, in the database, per address and per client.
    rateLimit: { enabled: false },
    trustedOrigins: trustedOrigins(env),
    advanced: {
      cookiePrefix: prefix,
      useSecureCookies: false,
      defaultCookieAttributes: { secure, httpOnly: true, sameSite: 'lax', path: '/' },
    },
    plugins: [
      magicLink({
        // Only people staff or a colleague invited have an account; nobody signs up by link.
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_SECONDS,
        // A database dump holds no working link.
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, metadata }) =>
          sendLink(email, token, (metadata as LinkPurpose | undefined) ?? { purpose: 'sign-in' }),
      }),
      passkey({ rpID: siteOrigin.hostname, rpName: site, origin: siteOrigin.origin }),
    ],
  })
}

export type CustomerAuth = ReturnType<typeof createCustomerAuth>
