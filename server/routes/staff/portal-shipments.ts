import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope, errorResponses } from '#schemas/api.ts'
import {
  CompanyShipmentSchema,
  StaffShareInputSchema,
  StaffShipmentCustomerSchema,
  StaffShipmentPortalSchema,
} from '#schemas/portal/shipments.ts'
import { recordId } from '#schemas/text.ts'
import { staffActor } from '#server/audit/log.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import {
  companyShipments,
  setShipmentCustomer,
  staffShare,
  staffShipmentPortal,
  staffUnshare,
} from '#server/portal/shipments/staff.ts'

const tags = ['Staff shipments']
const config = { staffAccess: ['sales'] } as const
const security = STAFF_SECURITY
const IdParamsSchema = z.object({ id: recordId('The id') })
const ShareParamsSchema = IdParamsSchema.extend({ companyId: recordId('The company id') })
const PortalResponseSchema = dataEnvelope(StaffShipmentPortalSchema)
const MessageResponseSchema = z.object({ message: z.string(), data: StaffShipmentPortalSchema })

/**
 * A shipment in the customer portal, as the workspace (sales and admin) manages it: its owner
 * company and the customer's references, its shares, its events; and a customer's shipments.
 * server/portal/shipments/staff.ts does the work.
 */
const staffPortalShipmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify

  fastify.get(
    '/api/staff/shipments/:id/portal',
    {
      config,
      schema: {
        security,
        operationId: 'getShipmentPortal',
        tags,
        summary: "The shipment's customer company, references, shares and events",
        params: IdParamsSchema,
        response: { 200: PortalResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await staffShipmentPortal(db, request.params.id) }),
  )

  fastify.put(
    '/api/staff/shipments/:id/customer',
    {
      config,
      schema: {
        security,
        operationId: 'setShipmentCustomer',
        tags,
        summary: "Put the shipment in a customer company's portal, with the customer's references",
        description:
          "A new company is a 'company-assigned' event; every change is in the audit log. `companyId` null takes it out of every portal but its shares.",
        params: IdParamsSchema,
        body: StaffShipmentCustomerSchema,
        response: {
          200: PortalResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      await setShipmentCustomer(db, staffActor(request), id, request.body)
      request.log.info(
        { shipmentId: id, companyId: request.body.companyId },
        'shipment customer set',
      )
      return { data: await staffShipmentPortal(db, id) }
    },
  )

  fastify.post(
    '/api/staff/shipments/:id/shares',
    {
      config,
      schema: {
        security,
        operationId: 'shareShipment',
        tags,
        summary: "Share the shipment with another customer company's people",
        params: IdParamsSchema,
        body: StaffShareInputSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const message = await staffShare(db, staffActor(request), id, request.body)
      return { message, data: await staffShipmentPortal(db, id) }
    },
  )

  fastify.delete(
    '/api/staff/shipments/:id/shares/:companyId',
    {
      config,
      schema: {
        security,
        operationId: 'unshareShipment',
        tags,
        summary: 'Take a share of the shipment away',
        params: ShareParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { id, companyId } = request.params
      const message = await staffUnshare(db, staffActor(request), id, companyId)
      return { message, data: await staffShipmentPortal(db, id) }
    },
  )

  fastify.get(
    '/api/staff/customers/:id/shipments',
    {
      config,
      schema: {
        security,
        operationId: 'listCustomerShipments',
        tags: ['Staff customers'],
        summary: "A customer company's shipments and those shared with it (the newest 500)",
        params: IdParamsSchema,
        response: {
          200: dataEnvelope(z.array(CompanyShipmentSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => ({ data: await companyShipments(db, request.params.id) }),
  )
}

export default staffPortalShipmentRoutes
