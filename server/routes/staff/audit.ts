import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import { AuditPageResponseSchema } from '#schemas/staff.ts'
import { auditPage } from '#server/audit/log.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { recordId } from '#schemas/text.ts'

const AuditQuerySchema = z.object({
  /** Entries older than this id: the cursor of the next page. Empty means absent. */
  before: z.preprocess(
    (value) => (value === '' ? undefined : value),
    recordId('before').optional(),
  ),
})

/** The audit log, newest first, for admins. */
const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/staff/audit',
    {
      config: { staffAccess: ['admin'] },
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listAuditEntries',
        tags: ['Staff'],
        summary: 'The audit log, newest first',
        querystring: AuditQuerySchema,
        response: {
          200: AuditPageResponseSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => auditPage(fastify.db, request.query.before),
  )
}

export default auditRoutes
