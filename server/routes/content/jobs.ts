import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { JobPositionSchema } from '#schemas/positions.ts'
import { openPositions, publicPosition } from '#server/careers/positions.ts'
import { keyParam, LOOKUP_ERRORS, NO_INPUT_ERRORS, requireByKey } from './common.ts'

/**
 * The vacancies, from the database through a short cache (server/careers/positions.ts): hr's
 * changes show here within CAREERS_CACHE_SECONDS on every server, at once on the one that made
 * them. The careers pages read the same cache.
 */
const jobsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Careers']

  fastify.get(
    '/api/jobs/position',
    {
      schema: {
        operationId: 'listOpenPositions',
        tags,
        summary: 'The open job positions',
        description:
          'Published positions whose apply-by date (closingDate) has not passed in Dhaka. Closed ' +
          'ones are not listed; /api/jobs/position/{id} still answers for them, with open: false.',
        response: { 200: dataEnvelope(z.array(JobPositionSchema)), ...NO_INPUT_ERRORS },
      },
    },
    async () => ({ data: openPositions(await fastify.publicPositions.rows()) }),
  )

  fastify.get(
    '/api/jobs/position/:id',
    {
      schema: {
        operationId: 'getPosition',
        tags,
        summary: 'One job position, by id or by slug; open: false once closed or past its date',
        params: z.object({ id: keyParam('Position id, or its slug') }),
        response: { 200: dataEnvelope(JobPositionSchema), ...LOOKUP_ERRORS },
      },
    },
    async (request) => {
      const rows = await fastify.publicPositions.rows()
      return { data: publicPosition(requireByKey(rows, request.params.id, 'Job position')) }
    },
  )
}

export default jobsRoutes
