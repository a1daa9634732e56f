import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import type { StaffIdentity } from '#schemas/staff.ts'
import {
  AssigneesResponseSchema,
  canWorkInbox,
  INBOX_KIND_ROLES,
  INBOX_KINDS,
  InboxAssignBodySchema,
  InboxChangeResponseSchema,
  InboxCountsResponseSchema,
  InboxFilterSchema,
  InboxItemResponseSchema,
  InboxListQuerySchema,
  InboxListResponseSchema,
  InboxNoteBodySchema,
  InboxReplyBodySchema,
  InboxStatusBodySchema,
  type InboxKind,
} from '#schemas/staff-inbox.ts'
import { ApiError } from '#server/errors.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { CvUnavailableError, loadCv } from '#server/cv-files.ts'
import { exportColumns, exportPages } from '#server/inbox/export.ts'
import { csvStream } from '#server/inbox/csv.ts'
import {
  addNote,
  assignableStaff,
  assignItem,
  changeStatus,
  replyToItem,
} from '#server/inbox/item-changes.ts'
import { loadItem } from '#server/inbox/items.ts'
import { countNew, decodeCursor, encodeCursor, listInbox } from '#server/inbox/queries.ts'
import { recordId } from '#schemas/text.ts'

/** How each list's calls are named in the OpenAPI document: listContactMessages, getContactMessage… */
const OPERATION_NOUNS: Record<InboxKind, { one: string; many: string }> = {
  'contact-messages': { one: 'ContactMessage', many: 'ContactMessages' },
  'quote-requests': { one: 'QuoteRequest', many: 'QuoteRequests' },
  'job-applications': { one: 'JobApplication', many: 'JobApplications' },
  'booking-requests': { one: 'BookingRequest', many: 'BookingRequests' },
}

const ItemParamsSchema = z.object({
  id: recordId('The id'),
})

function staffOf(request: FastifyRequest): StaffIdentity {
  // The session check ran first: a request without staff never reaches a handler.
  if (!request.staff) throw new Error('staff route open to the signed-out')
  return request.staff
}

/** A file name for the export: the list and the day, nothing the visitor typed. */
function exportFileName(kind: InboxKind): string {
  return `${kind}-${new Date().toISOString().slice(0, 10)}.csv`
}

/**
 * The inbox API: one set of routes per list, each behind the roles that work that list. The
 * role is checked on every call (plugins/staff-auth.ts); the browser only hides what it cannot
 * use.
 */
const inboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['Staff inbox']

  fastify.get(
    '/api/staff/inbox/counts',
    {
      schema: {
        operationId: 'getInboxCounts',
        security: STAFF_SECURITY,
        tags,
        summary: 'New items per list the caller may work',
        response: { 200: InboxCountsResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const staff = staffOf(request)
      const kinds = INBOX_KINDS.filter((kind) => canWorkInbox(staff.role, kind))
      return { data: await countNew(fastify.db, kinds) }
    },
  )

  for (const kind of INBOX_KINDS) {
    const base = `/api/staff/inbox/${kind}`
    const config = { staffAccess: INBOX_KIND_ROLES[kind] }
    const noun = OPERATION_NOUNS[kind]
    /** The item a change was made to, as it now is: each change answers with it. */
    const itemNow = (id: number) => loadItem(fastify.db, kind, id)

    fastify.get(
      base,
      {
        config,
        schema: {
          operationId: `list${noun.many}`,
          security: STAFF_SECURITY,
          tags,
          summary: `List ${kind}, newest first, filtered and searched`,
          querystring: InboxListQuerySchema,
          response: { 200: InboxListResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const { cursor, limit, ...filter } = request.query
        const page = await listInbox(fastify.db, kind, filter, staffOf(request).id, {
          cursor: cursor === undefined ? undefined : decodeCursor(cursor),
          limit,
        })
        return {
          data: { items: page.items, nextCursor: page.next ? encodeCursor(page.next) : null },
        }
      },
    )

    fastify.get(
      `${base}/export.csv`,
      {
        config,
        schema: {
          operationId: `export${noun.many}`,
          security: STAFF_SECURITY,
          tags,
          summary: `Every ${kind} matching the filter, as CSV (streamed)`,
          querystring: InboxFilterSchema,
          produces: ['text/csv'],
          response: {
            200: z.any().describe('text/csv, streamed'),
            ...errorResponses(400, 401, 403, 429),
          },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request)
        await fastify.audit({
          actorId: staff.id,
          action: 'inbox.export',
          target: kind,
          ip: request.ip,
          detail: request.query,
        })
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(kind)}"`)
        return reply.send(
          csvStream(exportColumns(kind), exportPages(fastify.db, kind, request.query, staff.id)),
        )
      },
    )

    fastify.get(
      `${base}/assignees`,
      {
        config,
        schema: {
          operationId: `list${noun.one}Assignees`,
          security: STAFF_SECURITY,
          tags,
          summary: `Colleagues who can be given ${kind}`,
          response: { 200: AssigneesResponseSchema, ...errorResponses(401, 403, 429) },
        },
      },
      async () => ({ data: await assignableStaff(fastify.db, kind) }),
    )

    fastify.get(
      `${base}/:id`,
      {
        config,
        schema: {
          operationId: `get${noun.one}`,
          security: STAFF_SECURITY,
          tags,
          summary: `One of the ${kind}, with its history and reply thread`,
          params: ItemParamsSchema,
          response: { 200: InboxItemResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => ({ data: await itemNow(request.params.id) }),
    )

    fastify.post(
      `${base}/:id/status`,
      {
        config,
        schema: {
          operationId: `set${noun.one}Status`,
          security: STAFF_SECURITY,
          tags,
          summary: 'Move the item to another status',
          params: ItemParamsSchema,
          body: InboxStatusBodySchema,
          response: {
            200: InboxChangeResponseSchema,
            ...errorResponses(400, 401, 403, 404, 413, 415, 429),
          },
        },
      },
      async (request) => {
        await changeStatus(
          fastify.db,
          kind,
          request.params.id,
          staffOf(request),
          request.body.status,
        )
        return {
          code: 200 as const,
          message: 'Status changed',
          data: await itemNow(request.params.id),
        }
      },
    )

    fastify.post(
      `${base}/:id/assignee`,
      {
        config,
        schema: {
          operationId: `assign${noun.one}`,
          security: STAFF_SECURITY,
          tags,
          summary: 'Give the item to a colleague (null: nobody)',
          params: ItemParamsSchema,
          body: InboxAssignBodySchema,
          response: {
            200: InboxChangeResponseSchema,
            ...errorResponses(400, 401, 403, 404, 413, 415, 429),
          },
        },
      },
      async (request) => {
        await assignItem(
          fastify.db,
          kind,
          request.params.id,
          staffOf(request),
          request.body.assigneeId,
        )
        return {
          code: 200 as const,
          message: 'Assignee changed',
          data: await itemNow(request.params.id),
        }
      },
    )

    fastify.post(
      `${base}/:id/notes`,
      {
        config,
        schema: {
          operationId: `add${noun.one}Note`,
          security: STAFF_SECURITY,
          tags,
          summary: 'Add an internal note (never sent to the visitor)',
          params: ItemParamsSchema,
          body: InboxNoteBodySchema,
          response: {
            200: InboxChangeResponseSchema,
            ...errorResponses(400, 401, 403, 404, 413, 415, 429),
          },
        },
      },
      async (request) => {
        await addNote(fastify.db, kind, request.params.id, staffOf(request), request.body.body)
        return { code: 200 as const, message: 'Note added', data: await itemNow(request.params.id) }
      },
    )

    fastify.post(
      `${base}/:id/replies`,
      {
        config,
        schema: {
          operationId: `replyTo${noun.one}`,
          security: STAFF_SECURITY,
          tags,
          summary: 'Reply to the visitor by email, Reply-To the staff member; moves to answered',
          description:
            "The email is queued in the outbox with the item's move to answered. `key` is a UUID " +
            'the browser makes per reply: the same key again queues nothing more. ' +
            "`fromEstimate`: the reply was started from the quote's `estimate.replyDraft`; its " +
            'event records the rate card and version, and whether the text was changed.',
          params: ItemParamsSchema,
          body: InboxReplyBodySchema,
          response: {
            200: InboxChangeResponseSchema,
            ...errorResponses(400, 401, 403, 404, 413, 415, 429),
          },
        },
      },
      async (request) => {
        const queued = await replyToItem(
          fastify.db,
          kind,
          request.params.id,
          staffOf(request),
          request.body,
        )
        if (queued) fastify.outbox.wake()
        return {
          code: 200 as const,
          message: queued ? 'Reply queued' : 'This reply was already queued',
          data: await itemNow(request.params.id),
        }
      },
    )
  }

  fastify.get(
    '/api/staff/inbox/job-applications/:id/cv',
    {
      config: { staffAccess: INBOX_KIND_ROLES['job-applications'] },
      schema: {
        operationId: 'getJobApplicationCv',
        security: STAFF_SECURITY,
        tags,
        summary: 'Download the CV of an application (hr and admin only)',
        params: ItemParamsSchema,
        produces: ['application/pdf', 'application/msword', 'application/octet-stream'],
        response: {
          200: z.any().describe('the CV file, as stored'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      let cv
      try {
        cv = await loadCv(fastify.db, request.params.id)
      } catch (error) {
        if (!(error instanceof CvUnavailableError)) throw error
        throw new ApiError(404, error.message)
      }
      const ascii = cv.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_')
      reply
        .type(cv.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cv.originalName)}`,
        )
      return reply.send(cv.content)
    },
  )
}

export default inboxRoutes
