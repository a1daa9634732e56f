import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { fromNodeHeaders } from 'better-auth/node'
import { count, eq } from 'drizzle-orm'
import { z } from '#schemas/zod.ts'
import type { Env } from '#schemas/env.ts'
import { fieldLabel } from '#schemas/field-messages.ts'
import { StaffRoleSchema, type StaffIdentity, type StaffRole } from '#schemas/staff.ts'
import { hasControlChars, lineText } from '#schemas/text.ts'
import { writeAudit, type AuditEntry } from '#server/audit/log.ts'
import { companyName } from '#server/content/names.ts'
import { staffPasskeys, staffSessions } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { isStaffApiPath, rulePath } from '#server/api-path.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import {
  CLIENT_IP_HEADER,
  createStaffAuth,
  loadAuthSecret,
  STAFF_AUTH_BASE_PATH,
  trustedOrigins,
  type StaffAuth,
} from '#server/staff/auth.ts'
import { newPasswordProblem } from '#server/staff/passwords.ts'
import { SIGN_IN_FAILURE, SIGN_IN_LOCKOUT, signInRetryAfter } from '#server/staff/throttle.ts'

/** What a signed-in request knows about its session, beyond the identity. */
export interface StaffSessionInfo {
  identity: StaffIdentity
  sessionId: string
  twoFactorEnabled: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: StaffAuth
    /** The signed-in staff member, or null; renews the session cookie when it is due. */
    loadStaff(request: FastifyRequest, reply: FastifyReply): Promise<StaffSessionInfo | null>
    /**
     * Writes one audit_log row; pass a transaction to write it with the change it records, so
     * that neither is kept without the other.
     */
    audit(entry: AuditEntry, executor?: Executor): Promise<number>
    /**
     * The session check every /api/staff/ route gets (see staffAccess), for the few answers
     * outside /api/staff/ that depend on who asks (the OpenAPI document).
     */
    requireStaff(roles?: readonly StaffRole[]): onRequestAsyncHookHandler
  }
  interface FastifyRequest {
    /** Set by the session check of every /api/staff/ route not open to the signed-out. */
    staff: StaffIdentity
  }
  interface FastifyContextConfig {
    /**
     * Who may call a route under /api/staff/. Unset: any signed-in staff member. A list of
     * roles: those (admin always may). 'signed-out': no session needed (sign-in, set-up links,
     * "who am I"). The check runs as soon as the route is known, before the body is even read:
     * the signed-out learn nothing about what a call expects.
     */
    staffAccess?: readonly StaffRole[] | 'signed-out'
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** better-auth's endpoints that the workspace uses; anything else it offers answers 404. */
const AUTH_ENDPOINTS = new Set([
  'GET /get-session',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /revoke-sessions',
  'POST /change-password',
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/generate-backup-codes',
  'GET /passkey/generate-register-options',
  'POST /passkey/verify-registration',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
  'GET /passkey/list-user-passkeys',
  'POST /passkey/delete-passkey',
])

/** Sign-in steps a guesser could repeat; they are throttled and their failures counted. */
const SIGN_IN_STEPS = new Set([
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
])

const WRONG_CURRENT_PASSWORD = 'Your current password is not correct'

/** Where in a JSON value (or a query string) a text holds a control character. */
function controlCharPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasControlChars(value) ? [path] : []
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => controlCharPaths(item, [...path, index]))
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => controlCharPaths(item, [...path, key]))
  }
  return []
}

/**
 * better-auth reads its calls without the project's schemas, so what they carry is checked here,
 * before it sees them: a control character anywhere (NUL in an email made PostgreSQL fail, a 500)
 * is a 400 that names the field. Nothing a person types into these calls holds one.
 */
const AuthFieldsSchema = z.record(z.string(), z.unknown()).superRefine((fields, context) => {
  for (const path of controlCharPaths(fields)) {
    context.addIssue({
      code: 'custom',
      path,
      message: `${fieldLabel(path)} must not contain control characters`,
    })
  }
})
const AuthBodySchema = AuthFieldsSchema.optional()

function stringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : undefined
}

/** The user id in a better-auth answer ({ user: { id } } or { session: { userId } }). */
function userIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { user, session } = body as { user?: { id?: unknown }; session?: { userId?: unknown } }
  if (typeof user?.id === 'string') return user.id
  if (typeof session?.userId === 'string') return session.userId
  return null
}

/**
 * Staff sign-in and sessions (better-auth, mounted under /api/staff/auth/), the role check
 * every workspace route uses, the audit log, and what all of /api/staff/ shares: no-store,
 * noindex, and the Origin check on every state-changing call.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const auth = createStaffAuth(
      fastify.db,
      env,
      await loadAuthSecret(fastify.db),
      fastify.log,
      await companyName(fastify.db),
    )
    const origins = new Set(trustedOrigins(env))
    const maxAgeMs = env.STAFF_SESSION_MAX_SECONDS * 1000

    fastify.decorate('staffAuth', auth)
    fastify.decorateRequest('staff', null as unknown as StaffIdentity)

    fastify.decorate('audit', (entry: AuditEntry, executor: Executor = fastify.db) =>
      writeAudit(executor, entry),
    )

    const workspace = `${new URL(env.SITE_URL).origin}/staff`
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!isStaffApiPath(rulePath(request))) return done()
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      if (SAFE_METHODS.has(request.method)) return done()
      const origin = request.headers.origin
      if (!origin || !origins.has(origin)) {
        // Most often the workspace opened at another name of the server (www., its IP): the log
        // names the setting that would admit it.
        request.log.warn(
          { origin, siteUrl: env.SITE_URL, corsOrigins: env.CORS_ORIGINS },
          'staff request refused: its Origin is neither SITE_URL nor one of CORS_ORIGINS',
        )
        return done(
          new ApiError(
            403,
            `This request did not come from the workspace. Open the workspace at its address, ${workspace}, and try again.`,
          ),
        )
      }
      done()
    })

    async function loadStaff(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<StaffSessionInfo | null> {
      const result = await auth.api.getSession({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      })
      const cookies = result.headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      const data = result.response
      if (!data) return null
      const { user, session } = data
      const role = StaffRoleSchema.safeParse(user.role)
      const expired = Date.now() - new Date(session.createdAt).getTime() > maxAgeMs
      if (user.disabled || expired || !role.success) {
        // Ends it for good: the next request finds no session row either.
        await fastify.db.delete(staffSessions).where(eq(staffSessions.id, session.id))
        return null
      }
      return {
        identity: { id: user.id, email: user.email, name: user.name, role: role.data },
        sessionId: session.id,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
      }
    }
    fastify.decorate('loadStaff', loadStaff)

    /** The session each call to a staff route arrived with, looked up once, before its limits. */
    const arrivedWith = new WeakMap<FastifyRequest, StaffSessionInfo | null>()

    /**
     * The first hook of every route under /api/staff/: a signed-in staff member's call counts
     * against their account's own limit, not against their address's budget, which an office
     * shares with its visitors. A call without a session is left to the address's budget.
     */
    const limitBySession: onRequestAsyncHookHandler = async (request, reply) => {
      const info = await loadStaff(request, reply)
      arrivedWith.set(request, info)
      if (info) await fastify.rateLimits.countStaffCall(request, reply, info.identity.id)
    }

    async function hasSecondFactor(info: StaffSessionInfo): Promise<boolean> {
      if (info.twoFactorEnabled) return true
      const [row] = await fastify.db
        .select({ passkeys: count() })
        .from(staffPasskeys)
        .where(eq(staffPasskeys.userId, info.identity.id))
      return (row?.passkeys ?? 0) > 0
    }

    /**
     * No valid session → 401; a role not listed → 403; otherwise request.staff is set. No roles
     * means any signed-in staff member; admin is always allowed. An admin who has neither an
     * authenticator app nor a passkey yet gets 403 until they set one up.
     */
    function requireStaff(roles: readonly StaffRole[] = []): onRequestAsyncHookHandler {
      return async function requireStaffHandler(request, reply) {
        const info = arrivedWith.has(request)
          ? (arrivedWith.get(request) ?? null)
          : await loadStaff(request, reply)
        if (!info) throw new ApiError(401, 'Sign in to the staff workspace')
        const { role } = info.identity
        if (role !== 'admin' && roles.length > 0 && !roles.includes(role)) {
          throw new ApiError(403, 'Your role does not allow this')
        }
        if (role === 'admin' && !(await hasSecondFactor(info))) {
          throw new ApiError(403, 'Set up an authenticator app or a passkey first')
        }
        request.staff = info.identity
      }
    }

    fastify.decorate('requireStaff', requireStaff)

    // Every route under /api/staff/ is limited by its session first (the route, not the path as
    // written, makes a call a staff call: `/%61pi/staff/…` is refused before any of this), then
    // by its address's budget when there is none (whose hook @fastify/rate-limit added), and
    // checks the session unless it says otherwise, before its body is read.
    fastify.addHook('onRoute', (route) => {
      if (!isStaffApiPath(route.url)) return
      const access = route.config?.staffAccess
      const hooks = route.onRequest
      const own = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]
      const check = access === 'signed-out' ? [] : [requireStaff(access ?? [])]
      // A new array: the HEAD route Fastify adds for a GET starts from the same options.
      route.onRequest = [limitBySession, ...own, ...check]
    })

    async function recordSignInStep(
      request: FastifyRequest,
      step: string,
      status: number,
      body: unknown,
      email: string | undefined,
    ) {
      const ip = request.ip
      const twoFactorPending =
        typeof body === 'object' && body !== null && 'twoFactorRedirect' in body
      if (status === 200) {
        await fastify.audit({
          actorId: userIdOf(body),
          action: twoFactorPending ? 'sign-in.password' : 'sign-in',
          target: email ?? null,
          ip,
          detail: { step },
        })
        return
      }
      if (status !== 400 && status !== 401 && status !== 403) return
      await fastify.audit({
        actorId: null,
        action: SIGN_IN_FAILURE,
        target: email ?? null,
        ip,
        detail: { step, status },
      })
      const wait = await signInRetryAfter(fastify.db, env, { email, ip })
      if (wait !== null) {
        await fastify.audit({
          actorId: null,
          action: SIGN_IN_LOCKOUT,
          target: email ?? null,
          ip,
          detail: { step, retryAfterSeconds: wait },
        })
      }
    }

    /** Audits a password change; a wrong current password is refused with a clear message. */
    async function recordPasswordChange(
      request: FastifyRequest,
      staff: StaffIdentity,
      status: number,
      answer: unknown,
    ) {
      if (status === 200) {
        await fastify.audit({
          actorId: staff.id,
          action: 'password.change',
          target: staff.email,
          ip: request.ip,
          detail: {
            otherSessionsEnded:
              (request.body as Record<string, unknown>).revokeOtherSessions === true,
          },
        })
        return
      }
      const code = typeof answer === 'object' && answer !== null && 'code' in answer
      if (status !== 400 || !code || (answer as { code: unknown }).code !== 'INVALID_PASSWORD') {
        return
      }
      await fastify.audit({
        actorId: staff.id,
        action: SIGN_IN_FAILURE,
        target: staff.email,
        ip: request.ip,
        detail: { step: '/change-password', status },
      })
      throw new ApiError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
    }

    async function forwardToAuth(request: FastifyRequest, reply: FastifyReply) {
      const wildcard = (request.params as { '*': string })['*']
      const endpoint = `/${wildcard.split('?', 1)[0] ?? ''}`.replace(/\/+$/, '')
      if (!AUTH_ENDPOINTS.has(`${request.method} ${endpoint}`)) {
        throw new ApiError(404, 'No such sign-in endpoint')
      }
      const body = request.body
      const email = stringField(body, 'email')?.trim().toLowerCase()

      if (SIGN_IN_STEPS.has(endpoint)) {
        const wait = await signInRetryAfter(fastify.db, env, { email, ip: request.ip })
        if (wait !== null) {
          reply.header('retry-after', String(wait))
          throw new ApiError(429, 'Too many failed attempts: wait a while and try again')
        }
      }
      // Changing a password needs the current one: a guesser holding a stolen session is
      // throttled and counted like one at the sign-in form.
      let changingPassword: StaffIdentity | null = null
      if (endpoint === '/change-password') {
        changingPassword = (await loadStaff(request, reply))?.identity ?? null
        if (!changingPassword) throw new ApiError(401, 'Sign in to the staff workspace')
        const wait = await signInRetryAfter(fastify.db, env, {
          email: changingPassword.email,
          ip: request.ip,
        })
        if (wait !== null) {
          reply.header('retry-after', String(wait))
          throw new ApiError(429, 'Too many failed attempts: wait a while and try again')
        }
        const problem = newPasswordProblem(stringField(body, 'newPassword') ?? '')
        if (problem) throw new ApiError(400, problem, { newPassword: problem })
      }

      const headers = fromNodeHeaders(request.headers)
      headers.set(CLIENT_IP_HEADER, request.ip)
      headers.delete('content-length')
      // better-auth is asked for exactly the endpoint checked above, however the path was spelt.
      const queryStart = request.url.indexOf('?')
      const query = queryStart === -1 ? '' : request.url.slice(queryStart)
      const url = new URL(
        `${STAFF_AUTH_BASE_PATH}${endpoint}${query}`,
        new URL(env.SITE_URL).origin,
      )
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: request.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        }),
      )
      const text = await response.text()
      let parsed: unknown = null
      try {
        parsed = text ? JSON.parse(text) : null
      } catch {
        parsed = null
      }

      if (SIGN_IN_STEPS.has(endpoint)) {
        await recordSignInStep(request, endpoint, response.status, parsed, email)
      } else if (changingPassword) {
        await recordPasswordChange(request, changingPassword, response.status, parsed)
      } else if (endpoint === '/revoke-sessions' && response.status === 200) {
        const info = await loadStaff(request, reply).catch(() => null)
        await fastify.audit({
          actorId: info?.identity.id ?? null,
          action: 'sessions.revoke-all',
          ip: request.ip,
        })
      }

      reply.status(response.status)
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie' || name === 'content-length') continue
        reply.header(name, value)
      }
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      // better-auth says what went wrong as { message, code: 'SOME_CODE' }; clients of this API
      // get the usual { code: status, message }.
      if (response.status >= 400) {
        const message =
          typeof parsed === 'object' && parsed !== null && 'message' in parsed
            ? String((parsed as { message: unknown }).message)
            : 'The request was refused'
        return reply
          .type('application/json')
          .send(JSON.stringify({ code: response.status, message }))
      }
      return reply.type('application/json').send(text || 'null')
    }

    const routes = fastify.withTypeProvider<ZodTypeProvider>()
    const params = z.object({ '*': lineText('The address must not contain control characters') })
    const querystring = AuthFieldsSchema
    const config = { staffAccess: 'signed-out' } as const
    routes.get(
      `${STAFF_AUTH_BASE_PATH}/*`,
      { config, schema: { hide: true, params, querystring } },
      forwardToAuth,
    )
    routes.post(
      `${STAFF_AUTH_BASE_PATH}/*`,
      { config, schema: { hide: true, params, querystring, body: AuthBodySchema } },
      forwardToAuth,
    )
  },
  // After content, which seeds the company whose name the sign-in factors carry.
  { name: 'staff-auth', dependencies: ['db', 'rate-limits', 'content'] },
)
