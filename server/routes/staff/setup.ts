import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '#schemas/api.ts'
import { StaffSetupInfoSchema, StaffSetupResponseSchema, StaffSetupSchema } from '#schemas/staff.ts'
import { accountForSetupToken, completeSetup } from '#server/staff/accounts.ts'
import { CLIENT_IP_HEADER, setupGrant } from '#server/staff/auth.ts'
import { ApiError } from '#server/errors.ts'

const INVALID_LINK = 'This set-up link has expired or was already used: ask an admin for a new one'

/** The one-time set-up link: choose a password, then (for admins) a second factor. */
const setupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/staff/setup/info',
    {
      config: { staffAccess: 'signed-out' },
      schema: {
        operationId: 'getStaffSetupInfo',
        tags: ['Staff'],
        summary: 'Whose set-up link this is',
        body: StaffSetupSchema.pick({ token: true }),
        response: { 200: StaffSetupInfoSchema, ...errorResponses(400, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const account = await accountForSetupToken(fastify.db, request.body.token)
      if (!account) throw new ApiError(404, INVALID_LINK)
      return { email: account.email, name: account.name, role: account.role }
    },
  )

  fastify.post(
    '/api/staff/setup',
    {
      config: { staffAccess: 'signed-out' },
      schema: {
        operationId: 'completeStaffSetup',
        tags: ['Staff'],
        summary: 'Choose a password through a set-up link, and sign in',
        body: StaffSetupSchema,
        response: {
          200: StaffSetupResponseSchema,
          ...errorResponses(400, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body
      const account = await completeSetup(fastify.db, token, password)
      if (!account) throw new ApiError(404, INVALID_LINK)
      await fastify.audit({
        actorId: account.id,
        action: 'account.setup',
        target: account.id,
        ip: request.ip,
      })
      const headers = fromNodeHeaders(request.headers)
      headers.set(CLIENT_IP_HEADER, request.ip)
      const result = await setupGrant.run(account.id, () =>
        fastify.staffAuth.api.signInEmail({
          body: { email: account.email, password },
          headers,
          returnHeaders: true,
        }),
      )
      const cookies = result.headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      const twoFactorRedirect = 'twoFactorRedirect' in result.response
      await fastify.audit({
        actorId: account.id,
        action: twoFactorRedirect ? 'sign-in.password' : 'sign-in',
        target: account.email,
        ip: request.ip,
        detail: { step: '/staff/setup' },
      })
      return { twoFactorRedirect }
    },
  )
}

export default setupRoutes
