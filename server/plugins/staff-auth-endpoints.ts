import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { fromNodeHeaders } from 'better-auth/node'
import { z } from '#schemas/zod.ts'
import type { Env } from '#schemas/env.ts'
import { fieldLabel } from '#schemas/field-messages.ts'
import type { StaffIdentity } from '#schemas/staff.ts'
import { hasControlChars, lineText } from '#schemas/text.ts'
import { ApiError } from '#server/errors.ts'
import { CLIENT_IP_HEADER, STAFF_AUTH_BASE_PATH, type StaffAuth } from '#server/staff/auth.ts'
import { newPasswordProblem } from '#server/staff/passwords.ts'
import { SIGN_IN_FAILURE, SIGN_IN_LOCKOUT, signInRetryAfter } from '#server/staff/throttle.ts'

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
 * Mounts better-auth's endpoints under /api/staff/auth/: only those the workspace uses, their
 * input checked first, sign-in steps throttled and their failures counted, sign-ins, password
 * changes and "sign out everywhere" audited, and refusals answered as the rest of the API answers.
 * Called by the staff-auth plugin, after its hooks, which apply to these routes too.
 */
export function mountAuthEndpoints(fastify: FastifyInstance, env: Env, auth: StaffAuth): void {
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
      changingPassword = (await fastify.loadStaff(request, reply))?.identity ?? null
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
    const url = new URL(`${STAFF_AUTH_BASE_PATH}${endpoint}${query}`, new URL(env.SITE_URL).origin)
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
      const info = await fastify.loadStaff(request, reply).catch(() => null)
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
      return reply.type('application/json').send(JSON.stringify({ code: response.status, message }))
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
}
