import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { fromNodeHeaders } from 'better-auth/node'
import { count, eq } from 'drizzle-orm'
import type { Env } from '#schemas/env.ts'
import { StaffRoleSchema, type StaffIdentity, type StaffRole } from '#schemas/staff.ts'
import { writeAudit, type AuditEntry } from '#server/audit/log.ts'
import { companyName } from '#server/content/names.ts'
import { staffPasskeys, staffSessions } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { isStaffApiPath, rulePath } from '#server/api-path.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import {
  createStaffAuth,
  loadAuthSecret,
  trustedOrigins,
  type StaffAuth,
} from '#server/staff/auth.ts'
import { mountAuthEndpoints } from './staff-auth-endpoints.ts'

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

/**
 * Staff sessions (better-auth's, whose endpoints staff-auth-endpoints.ts mounts under
 * /api/staff/auth/), the role check every workspace route uses, the audit log, and what all of
 * /api/staff/ shares: no-store, noindex, and the Origin check on every state-changing call.
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

    mountAuthEndpoints(fastify, env, auth)
  },
  // After content, which seeds the company whose name the sign-in factors carry.
  { name: 'staff-auth', dependencies: ['db', 'rate-limits', 'content'] },
)
