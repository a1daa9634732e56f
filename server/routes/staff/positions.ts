import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import type { PositionStatus } from '#domain/position-rules.ts'
import {
  PositionCreateSchema,
  PositionInputSchema,
  StaffPositionListSchema,
  StaffPositionResponseSchema,
} from '#schemas/positions.ts'
import { recordId } from '#schemas/text.ts'
import { staffActor } from '#server/audit/log.ts'
import {
  changePositionStatus,
  createPosition,
  listPositions,
  loadPosition,
  updatePosition,
} from '#server/careers/staff-positions.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'

const IdParamsSchema = z.object({
  id: recordId('The id'),
})

/**
 * The workspace's vacancies (server/careers/staff-positions.ts does the work). Every change
 * clears this server's cache of the public positions once it has committed, so the careers pages
 * show it on the next request (other servers within CAREERS_CACHE_SECONDS).
 */
const staffPositionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify
  const config = { staffAccess: ['hr'] } as const
  const tags = ['Staff positions']

  fastify.get(
    '/api/staff/positions',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listStaffPositions',
        tags,
        summary: 'Every job position, drafts and closed ones included, newest first',
        response: { 200: StaffPositionListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => ({ data: await listPositions(db) }),
  )

  fastify.post(
    '/api/staff/positions',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'createStaffPosition',
        tags,
        summary: 'Create a job position, as a draft or published at once',
        body: PositionCreateSchema,
        response: {
          200: StaffPositionResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const id = await createPosition(db, staffActor(request), request.body)
      fastify.publicPositions.invalidate()
      request.log.info({ positionId: id, published: request.body.publish }, 'position created')
      return { data: await loadPosition(db, id) }
    },
  )

  fastify.get(
    '/api/staff/positions/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getStaffPosition',
        tags,
        summary: 'A job position with its history, newest first',
        params: IdParamsSchema,
        response: { 200: StaffPositionResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await loadPosition(db, request.params.id) }),
  )

  fastify.put(
    '/api/staff/positions/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'updateStaffPosition',
        tags,
        summary: 'Edit a job position',
        description:
          'Replaces every field; its status is unchanged. Applications already received keep ' +
          'the title they were made for.',
        params: IdParamsSchema,
        body: PositionInputSchema,
        response: {
          200: StaffPositionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      if (await updatePosition(db, staffActor(request), id, request.body)) {
        fastify.publicPositions.invalidate()
      }
      return { data: await loadPosition(db, id) }
    },
  )

  /** Moves a position to `to` from one of `from`; anything else is a 409 saying why. */
  function statusRoute(
    path: string,
    operationId: string,
    summary: string,
    to: 'published' | 'closed',
    from: readonly PositionStatus[],
  ) {
    fastify.post(
      path,
      {
        config,
        schema: {
          operationId,
          security: STAFF_SECURITY,
          tags,
          summary,
          params: IdParamsSchema,
          response: {
            200: StaffPositionResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 429),
          },
        },
      },
      async (request) => {
        const { id } = request.params
        const previous = await changePositionStatus(db, staffActor(request), id, to, from)
        fastify.publicPositions.invalidate()
        request.log.info({ positionId: id, from: previous, to }, 'position status changed')
        return { data: await loadPosition(db, id) }
      },
    )
  }

  statusRoute(
    '/api/staff/positions/:id/publish',
    'publishStaffPosition',
    'Publish a draft, or reopen a closed position',
    'published',
    ['draft', 'closed'],
  )
  statusRoute(
    '/api/staff/positions/:id/close',
    'closeStaffPosition',
    'Close a published position: it leaves the list and refuses applications',
    'closed',
    ['published'],
  )
}

export default staffPositionRoutes
