import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '#schemas/api.ts'
import { NoRateLanesResponseSchema } from '#schemas/staff-pricing.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { listNoRateLanes, NO_RATE_LANES_SHOWN } from '#server/pricing/no-rate-lanes.ts'

/** What pricing staff (and admins) learn from the instant estimate. */
const pricingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/staff/pricing/no-rate-lanes',
    {
      config: { staffAccess: ['pricing'] },
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listNoRateLanes',
        tags: ['Staff pricing'],
        summary: 'The lanes visitors asked an estimate for that no rate card priced',
        description:
          'One entry per mode and pair of UN/LOCODEs, with how many estimates and sent quote ' +
          `requests found no rate, most asked first (at most ${NO_RATE_LANES_SHOWN}): what to ` +
          'price next. A place we do not list by name is counted only once it is a UN/LOCODE.',
        response: { 200: NoRateLanesResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: { lanes: await listNoRateLanes(fastify.db) } }
    },
  )
}

export default pricingRoutes
