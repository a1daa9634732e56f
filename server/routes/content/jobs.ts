import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { JobPositionSchema } from '#schemas/positions.ts'
import { openPositions, publicPosition, publishedPositions } from '#server/careers/positions.ts'
import { keyParam, LOOKUP_ERRORS, NO_INPUT_ERRORS, requireByKey } from './common.ts'

/**
 * The vacancies, from the published content this server holds (server/content/published.ts):
 * hr's changes show here at once on the server that made them, within CONTENT_CHECK_SECONDS on
 * every other. The careers pages read the same copy.
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
    async () => ({ data: openPositions(await publishedPositions(fastify.content)) }),
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
      const rows = await publishedPositions(fastify.content)
      return { data: publicPosition(requireByKey(rows, request.params.id, 'Job position')) }
    },
  )
}

export default jobsRoutes
