import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'

/** A database that does not answer within this time counts as down. */
const DATABASE_TIMEOUT_MS = 2_000

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
})

/** GET /api/health, for load balancers: 200 while the database answers `SELECT 1`, else 503. */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      // Load balancers poll often and from few addresses.
      config: { rateLimit: false },
      schema: {
        operationId: 'getHealth',
        tags: ['Operations'],
        summary: 'Health of the server and its database',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined
      try {
        await Promise.race([
          fastify.db.execute(sql`select 1`),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS)
          }),
        ])
        reply.header('cache-control', 'no-store')
        return { status: 'ok' as const, database: 'ok' as const }
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable')
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'error' as const, database: 'error' as const })
      } finally {
        clearTimeout(timer)
      }
    },
  )
}

export default healthRoutes
