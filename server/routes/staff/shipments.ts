import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import {
  MilestoneInputSchema,
  ShipmentInputSchema,
  StaffShipmentListSchema,
  StaffShipmentResponseSchema,
} from '#schemas/shipments.ts'
import { lineText, recordId } from '#schemas/text.ts'
import { staffActor } from '#server/audit/log.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import {
  addMilestone,
  createShipment,
  removeMilestone,
  updateShipment,
} from '#server/tracking/staff-shipments.ts'
import { listShipments, loadShipment } from '#server/tracking/staff-shipment-views.ts'

export interface StaffShipmentRoutesOptions {
  siteUrl: string
}

const IdParamsSchema = z.object({
  id: recordId('The id'),
})
const MilestoneParamsSchema = IdParamsSchema.extend({
  milestoneId: recordId('The milestone id'),
})
const ListQuerySchema = z.object({
  /** Reference, carrier number, place or party; blank means no filter. */
  q: lineText('Search text must not contain control characters')
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
})

/**
 * The workspace's shipments: sales and admin create and edit them and add milestones
 * (server/tracking/staff-shipments.ts and staff-shipment-views.ts do the work, and the audit log keeps every change).
 */
const staffShipmentRoutes: FastifyPluginAsyncZod<StaffShipmentRoutesOptions> = async (
  fastify,
  { siteUrl },
) => {
  const { db } = fastify
  const config = { staffAccess: ['sales'] } as const

  /** After a change has committed: wakes the outbox for the emails it queued, answers the shipment. */
  async function changed(request: FastifyRequest, id: number, what: string, emailsQueued = 0) {
    if (emailsQueued > 0) fastify.outbox.wake()
    request.log.info({ shipmentId: id, emailsQueued }, what)
    return { data: await loadShipment(db, id) }
  }

  fastify.get(
    '/api/staff/shipments',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listShipments',
        tags: ['Staff shipments'],
        summary: 'List shipments, newest first',
        description:
          'Every shipment, or those whose reference, carrier numbers, places or parties match `q`.',
        querystring: ListQuerySchema,
        response: { 200: StaffShipmentListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ data: await listShipments(db, request.query.q) }),
  )

  fastify.post(
    '/api/staff/shipments',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'createShipment',
        tags: ['Staff shipments'],
        summary: 'Create a shipment',
        description: 'The server draws the reference ("DBL-" and 8 characters).',
        body: ShipmentInputSchema,
        response: {
          200: StaffShipmentResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const row = await createShipment(db, staffActor(request), request.body)
      request.log.info({ shipmentId: row.id, reference: row.reference }, 'shipment created')
      return { data: await loadShipment(db, row.id) }
    },
  )

  fastify.get(
    '/api/staff/shipments/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getShipment',
        tags: ['Staff shipments'],
        summary: 'A shipment with its milestones, newest first',
        params: IdParamsSchema,
        response: { 200: StaffShipmentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await loadShipment(db, request.params.id) }),
  )

  fastify.put(
    '/api/staff/shipments/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'updateShipment',
        tags: ['Staff shipments'],
        summary: 'Edit a shipment',
        description:
          'Replaces every field. A changed ETA queues an email to every confirmed subscriber.',
        params: IdParamsSchema,
        body: ShipmentInputSchema,
        response: {
          200: StaffShipmentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const queued = await updateShipment(db, siteUrl, staffActor(request), id, request.body)
      return changed(request, id, 'shipment updated', queued)
    },
  )

  fastify.post(
    '/api/staff/shipments/:id/milestones',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'addShipmentMilestone',
        tags: ['Staff shipments'],
        summary: 'Add a milestone',
        description: 'Queues an email about it to every confirmed subscriber.',
        params: IdParamsSchema,
        body: MilestoneInputSchema,
        response: {
          200: StaffShipmentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const queued = await addMilestone(db, siteUrl, staffActor(request), id, request.body)
      fastify.shipmentEvents.wake()
      return changed(request, id, 'milestone added', queued)
    },
  )

  fastify.delete(
    '/api/staff/shipments/:id/milestones/:milestoneId',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'deleteShipmentMilestone',
        tags: ['Staff shipments'],
        summary: 'Remove a milestone entered by mistake',
        description: 'Emails already queued about it are not recalled.',
        params: MilestoneParamsSchema,
        response: { 200: StaffShipmentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { id, milestoneId } = request.params
      await removeMilestone(db, staffActor(request), id, milestoneId)
      return changed(request, id, 'milestone removed')
    },
  )
}

export default staffShipmentRoutes
