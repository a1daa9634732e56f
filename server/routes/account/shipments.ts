import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope, errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import {
  CustomerShareInputSchema,
  PortalShipmentPageSchema,
  PortalShipmentQuerySchema,
  PortalShipmentSchema,
  ReferenceParamsSchema,
  ShareCompanyParamsSchema,
} from '#schemas/portal/shipments.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { CUSTOMER_SECURITY } from '#server/openapi.ts'
import { listCompanyShipments, readShipmentQuery } from '#server/portal/shipments/list.ts'
import { portalShipment, shareByEmail, unshareOwn } from '#server/portal/shipments/portal.ts'

const MessageSchema = z.object({ message: z.string() })
const tags = ['Customer shipments']
const headers = VisitorLanguageHeadersSchema
const security = CUSTOMER_SECURITY

/**
 * My shipments in the customer portal (server/portal/shipments/ does the work): the company's
 * shipments and those shared with it, one of them, and sharing. A shipment the person's company
 * may not see is a 404, as one that does not exist.
 */
const accountShipmentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify

  fastify.get(
    '/api/account/shipments',
    {
      schema: {
        operationId: 'listAccountShipments',
        tags,
        summary: "The company's shipments and those shared with it, newest first",
        description:
          '25 a page; `next` is the cursor of the following page. `q` finds a customer reference, our reference, a house or master B/L or AWB, a container number or a place; `status` is where it stands as /track says it; `from` and `to` are days (day first) in Dhaka time, of the ETA or, with `dates=etd`, the ETD.',
        security,
        headers,
        querystring: PortalShipmentQuerySchema,
        response: { 200: PortalShipmentPageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const filter = readShipmentQuery(request.query, visitorLanguage(request))
      return listCompanyShipments(db, request.customer.companyId, filter)
    },
  )

  fastify.get(
    '/api/account/shipments/:reference',
    {
      schema: {
        operationId: 'getAccountShipment',
        tags,
        summary: 'One shipment: milestones, dates, numbers, references, sharing and history',
        security,
        headers,
        params: ReferenceParamsSchema,
        response: {
          200: dataEnvelope(PortalShipmentSchema),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      data: await portalShipment(
        db,
        request.customer,
        request.params.reference,
        visitorLanguage(request),
      ),
    }),
  )

  fastify.post(
    '/api/account/shipments/:reference/shares',
    {
      schema: {
        operationId: 'shareAccountShipment',
        tags,
        summary: "Share the company's shipment with another company's people",
        description:
          'By the address of a person who has an account; their company gets this shipment only, to view or to view and upload documents. Any person of the owner company may share. Look-ups are limited per person.',
        security,
        headers,
        params: ReferenceParamsSchema,
        body: CustomerShareInputSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => ({
      message: await shareByEmail(
        db,
        fastify.limitStore,
        reply,
        request.customer,
        request.params.reference,
        request.body,
        visitorLanguage(request),
      ),
    }),
  )

  fastify.post(
    '/api/account/shipments/:reference/shares/:companyId/remove',
    {
      schema: {
        operationId: 'unshareAccountShipment',
        tags,
        summary: "Take a share of the company's shipment away",
        security,
        headers,
        params: ShareCompanyParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      message: await unshareOwn(
        db,
        request.customer,
        request.params.reference,
        request.params.companyId,
        visitorLanguage(request),
      ),
    }),
  )
}

export default accountShipmentRoutes
