import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { constantResponse } from '#server/constant-responses.ts'
import { z } from 'zod'
import { JOB_POSITIONS } from '#content/records.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { ERROR_RESPONSES, keyParam, requireByKey } from './common.ts'
import { JobPositionSchema, list } from './record-schemas.ts'

const JOB_POSITIONS_RESPONSE = constantResponse({ data: JOB_POSITIONS })

const jobsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Careers']

  fastify.get(
    '/api/jobs/position',
    {
      schema: {
        tags,
        summary: 'Job positions; closed ones stay listed with open: false',
        response: { 200: dataEnvelope(list(JobPositionSchema)) },
      },
    },
    () => JOB_POSITIONS_RESPONSE,
  )

  fastify.get(
    '/api/jobs/position/:id',
    {
      schema: {
        tags,
        summary: 'One job position, by id or by slug',
        params: z.object({ id: keyParam('Position id, or its slug') }),
        response: { 200: dataEnvelope(JobPositionSchema), ...ERROR_RESPONSES },
      },
    },
    (request) => ({ data: requireByKey(JOB_POSITIONS, request.params.id, 'Job position') }),
  )
}

export default jobsRoutes
