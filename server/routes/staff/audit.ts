import { desc, eq, lt } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import { AuditPageResponseSchema } from '#schemas/staff.ts'
import { auditLog, staffUsers } from '#server/db/schema.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { refuseControlChars } from '#schemas/text.ts'

const PAGE_SIZE = 100

const AuditQuerySchema = z.object({
  /** Entries older than this id: the cursor of the next page. Empty means absent. */
  before: z.preprocess(
    (value) => (value === '' ? undefined : value),
    refuseControlChars(
      z.coerce.number().int().positive().optional(),
      'before must be the id of an entry',
    ),
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
    async (request) => {
      const { before } = request.query
      const rows = await fastify.db
        .select({
          id: auditLog.id,
          at: auditLog.createdAt,
          actorId: auditLog.actorId,
          actorName: staffUsers.name,
          actorEmail: staffUsers.email,
          action: auditLog.action,
          target: auditLog.target,
          ip: auditLog.ip,
          detail: auditLog.detail,
        })
        .from(auditLog)
        .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
        .where(before === undefined ? undefined : lt(auditLog.id, before))
        .orderBy(desc(auditLog.id))
        .limit(PAGE_SIZE + 1)
      const page = rows.slice(0, PAGE_SIZE)
      return {
        data: page.map((row) => ({
          id: row.id,
          at: new Date(row.at).toISOString(),
          actor:
            row.actorId && row.actorName !== null && row.actorEmail !== null
              ? { id: row.actorId, name: row.actorName, email: row.actorEmail }
              : null,
          action: row.action,
          target: row.target,
          ip: row.ip,
          detail: row.detail ?? null,
        })),
        next: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      }
    },
  )
}

export default auditRoutes
