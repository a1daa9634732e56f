/**
 * The portal's notifications (docs/decisions/0025-portal-notifications.md): each person's email
 * choices, and the webhooks staff add for a company, with the JSON each of them is POSTed.
 */
import { lineText, recordId } from '../text.ts'
import { z } from '../zod.ts'
import { SHIPMENT_EVENT_KINDS, type ShipmentEventKind } from './shipment-events.ts'

/** What a person may get by email; each is on until they turn it off. */
export const NotificationPreferencesSchema = z.object({
  milestones: z.boolean({ error: 'milestones must be true or false' }),
  /** A document refused or overdue. */
  documents: z.boolean({ error: 'documents must be true or false' }),
  /** A draft bill of lading to approve. */
  draftBl: z.boolean({ error: 'draftBl must be true or false' }),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>
export type NotificationTopic = keyof NotificationPreferences

export const NOTIFICATION_TOPICS = ['milestones', 'documents', 'draftBl'] as const

/** The events a person is emailed about, by the choice that turns them off. */
export const EMAILED_EVENT_TOPICS: Partial<Record<ShipmentEventKind, NotificationTopic>> = {
  'milestone-added': 'milestones',
  'document-refused': 'documents',
  'document-overdue': 'documents',
  'draft-bl-sent': 'draftBl',
}

/** POST /api/staff/customers/{id}/webhooks. */
export const WebhookInputSchema = z.object({
  url: lineText('The webhook address must not contain control characters', {
    error: 'Enter the webhook address',
  })
    .trim()
    .min(1, 'Enter the webhook address')
    .max(2000, 'The address is too long (2,000 characters at most)'),
})

export const WebhookIdParamsSchema = z.object({
  id: recordId('The company id'),
  webhookId: recordId('The webhook id'),
})

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventKind: z.string(),
  attempt: z.number().int(),
  /** The receiver's HTTP status; null when no answer came. */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.iso.datetime(),
})

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  createdAt: z.iso.datetime(),
  /** The latest attempts, newest first. */
  deliveries: z.array(WebhookDeliverySchema),
})
export type Webhook = z.infer<typeof WebhookSchema>

/** The answer to adding a webhook: the only time its secret is shown. */
export const CreatedWebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  secret: z.string().meta({ description: 'The HMAC-SHA256 key of the signatures. Shown once.' }),
})

/** Headers of every delivery; docs/api.md (Portal notifications and webhooks) explains them. */
export const WEBHOOK_HEADERS = {
  signature: 'x-dbl-signature',
  timestamp: 'x-dbl-timestamp',
  event: 'x-dbl-event',
  delivery: 'x-dbl-delivery',
} as const

/** The JSON body POSTed to a company's webhook for each event of its shipments. */
export const WebhookEventSchema = z
  .object({
    id: z.number().int().meta({ description: 'The event; the same on every retry of it.' }),
    type: z.enum(SHIPMENT_EVENT_KINDS),
    createdAt: z.iso.datetime(),
    shipment: z.object({
      reference: z.string().meta({ description: 'Our reference, DBL-…' }),
      customerReferences: z.array(z.string()),
      mode: z.string(),
      origin: z.string(),
      destination: z.string(),
      eta: z.iso.datetime().nullable(),
      /** The receiving company's right to it. */
      access: z.enum(['owner', 'view', 'upload']),
      url: z.string().meta({ description: 'The shipment in the customer portal.' }),
    }),
    detail: z.record(z.string(), z.unknown()).meta({
      description: "What the kind needs: a milestone's kind, label and place; a refusal's reason…",
    }),
  })
  .meta({
    description:
      'POSTed as application/json to each webhook of the companies that own or were shared the shipment. ' +
      'Headers: X-DBL-Event (the type), X-DBL-Delivery (the same on every retry of one delivery), ' +
      'X-DBL-Timestamp (Unix seconds) and X-DBL-Signature: `v1=` and the hex HMAC-SHA256, keyed with the ' +
      "webhook's secret, of the timestamp, a full stop and the raw body. Refuse a timestamp more than " +
      '5 minutes off. Answer 2xx within 10 seconds; anything else is retried with a growing delay, 10 attempts at most.',
  })
export type WebhookEvent = z.infer<typeof WebhookEventSchema>
