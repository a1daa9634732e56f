import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from '#schemas/zod.ts'
import { dataEnvelope, errorResponses } from '#schemas/api.ts'
import { CompanyIdParamsSchema } from '#schemas/customer-accounts.ts'
import {
  CreatedWebhookSchema,
  WebhookIdParamsSchema,
  WebhookInputSchema,
  WebhookSchema,
} from '#schemas/portal/notifications.ts'
import { staffActor } from '#server/audit/log.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { addWebhook, listWebhooks, removeWebhook } from '#server/portal/notifications/webhooks.ts'

const tags = ['Staff customers']
const config = { staffAccess: ['sales'] } as const

const PAYLOAD_NOTE =
  'Each event of the shipments the company owns or was shared is POSTed to the address as JSON: ' +
  'see the `shipmentEvent` webhook of this document (schema `ShipmentEventWebhook`) for the body, ' +
  'its headers and how to check its X-DBL-Signature.'

/** A customer company's webhooks (sales and admin), with their delivery log. */
const customerWebhookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify

  fastify.get(
    '/api/staff/customers/:id/webhooks',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listCustomerWebhooks',
        tags,
        summary: "A customer company's webhooks and their latest deliveries",
        description: PAYLOAD_NOTE,
        params: CompanyIdParamsSchema,
        response: {
          200: dataEnvelope(z.array(WebhookSchema)),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => ({ data: await listWebhooks(db, request.params.id) }),
  )

  fastify.post(
    '/api/staff/customers/:id/webhooks',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'addCustomerWebhook',
        tags,
        summary: 'Add a webhook for a customer company',
        description:
          'The address must be https:// and resolve only to public addresses (checked again at each delivery). ' +
          `The answer holds the signing secret, shown this once. ${PAYLOAD_NOTE}`,
        params: CompanyIdParamsSchema,
        body: WebhookInputSchema,
        response: {
          200: dataEnvelope(CreatedWebhookSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => ({
      data: await addWebhook(
        db,
        staffActor(request),
        request.params.id,
        request.body.url,
        fastify.webhooksAllowLocalhost,
      ),
    }),
  )

  fastify.post(
    '/api/staff/customers/:id/webhooks/:webhookId/remove',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'removeCustomerWebhook',
        tags,
        summary: "Remove a customer company's webhook",
        params: WebhookIdParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      await removeWebhook(db, staffActor(request), request.params.id, request.params.webhookId)
      return { message: 'Webhook removed' }
    },
  )
}

export default customerWebhookRoutes
