import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '#schemas/api.ts'
import { StaffMeSchema } from '#schemas/staff.ts'
import { findAccount } from '#server/staff/accounts.ts'
import { ApiError } from '#server/errors.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'

/** The signed-in person: what the layout shows and what the security page manages. */
const meRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/staff/me',
    {
      // Open to the signed-out, who learn so; an admin still without a second factor must too.
      config: { staffAccess: 'signed-out' },
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getStaffMe',
        tags: ['Staff'],
        summary: 'The signed-in staff member',
        response: { 200: StaffMeSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const info = await fastify.loadStaff(request, reply)
      const account = info && (await findAccount(fastify.db, { id: info.identity.id }))
      if (!account) throw new ApiError(401, 'Sign in to the staff workspace')
      return {
        id: account.id,
        email: account.email,
        name: account.name,
        role: account.role,
        twoFactorEnabled: account.twoFactorEnabled,
        passkeys: account.passkeys,
        hasPassword: account.hasPassword,
        secondFactorRequired:
          account.role === 'admin' && !account.twoFactorEnabled && account.passkeys === 0,
      }
    },
  )
}

export default meRoutes
