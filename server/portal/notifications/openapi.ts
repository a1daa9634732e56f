/**
 * The webhook deliveries in the OpenAPI document (its `webhooks` section, OpenAPI 3.1): what a
 * company's receiver is POSTed for each shipment event, and how to check its signature.
 */
import { WEBHOOK_HEADERS, WebhookEventSchema } from '#schemas/portal/notifications.ts'
import { z } from '#schemas/zod.ts'

export const WEBHOOKS_TAG = {
  name: 'Webhooks',
  description: "What a customer company's webhooks are sent (staff add them to the company)",
}

/** The payload's schema, under components.schemas. */
export function webhookComponentSchemas() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(WebhookEventSchema) as Record<
    string,
    unknown
  >
  return { ShipmentEventWebhook: schema }
}

const header = (name: string, description: string) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' as const },
})

/** The `webhooks` section: one delivery of one shipment event. */
export function webhooksSection() {
  return {
    shipmentEvent: {
      post: {
        operationId: 'receiveShipmentEvent',
        tags: [WEBHOOKS_TAG.name],
        summary: "A shipment event, POSTed to a company's webhook",
        description:
          'Sent for every event of the shipments the company owns or was shared, to each of its ' +
          'webhooks, from our servers. To check it: compute the hex HMAC-SHA256, keyed with the ' +
          "webhook's secret (shown once when staff added it), of the X-DBL-Timestamp value, a " +
          'full stop and the raw body; compare it, in constant time, with X-DBL-Signature after ' +
          'its `v1=`; refuse a timestamp more than 5 minutes from your clock. Answer 2xx within ' +
          '10 seconds: anything else is retried with a doubling delay, 10 attempts at most. A ' +
          'retry carries the same X-DBL-Delivery, so a delivery already handled can be ignored.',
        parameters: [
          header(
            WEBHOOK_HEADERS.signature,
            '`v1=` and the hex HMAC-SHA256 of `{timestamp}.{body}`',
          ),
          header(WEBHOOK_HEADERS.timestamp, 'When the attempt was signed, in Unix seconds'),
          header(WEBHOOK_HEADERS.event, 'The event type, as in the body'),
          header(WEBHOOK_HEADERS.delivery, 'The delivery, the same on each retry of it'),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ShipmentEventWebhook' } },
          },
        },
        responses: {
          '200': { description: 'Taken: any 2xx answer will do' },
          '400': { description: 'Refused (a bad signature, say): the delivery is retried' },
        },
      },
    },
  }
}
