/**
 * What one shipment event becomes: an email to each person of the companies on the shipment (its
 * owner and those it was shared with) who wants that kind, and a delivery to each webhook of those
 * companies, queued in the outbox in the transaction that marks the event dispatched.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { EMAILED_EVENT_TOPICS, type WebhookEvent } from '#schemas/portal/notifications.ts'
import type { ShipmentAccess } from '#schemas/portal/shipment-events.ts'
import type { shipmentEvents } from '#server/db/schema.ts'
import {
  companyWebhooks,
  customerCompanies,
  customerNotificationPreferences,
  customerUsers,
  shipments,
  shipmentShares,
} from '#server/db/schema.ts'
import { enqueueEmail, type EmailDraft, type Executor } from '#server/notifications/outbox.ts'
import { portalEventEmail, portalShipmentUrl } from './emails.ts'

export type EventRow = typeof shipmentEvents.$inferSelect
type ShipmentRow = typeof shipments.$inferSelect

/** The outbox row that POSTs one event to one webhook (its JSON: WebhookEventSchema). */
export function webhookDelivery(
  hookId: number,
  event: Pick<EventRow, 'id' | 'kind' | 'createdAt' | 'detail'>,
  shipment: Pick<
    ShipmentRow,
    'reference' | 'customerReferences' | 'mode' | 'origin' | 'destination' | 'eta'
  >,
  access: ShipmentAccess,
  siteUrl: string,
): EmailDraft {
  const payload: WebhookEvent = {
    id: event.id,
    type: event.kind,
    createdAt: event.createdAt.toISOString(),
    shipment: {
      reference: shipment.reference,
      customerReferences: shipment.customerReferences,
      mode: shipment.mode,
      origin: shipment.origin,
      destination: shipment.destination,
      eta: shipment.eta?.toISOString() ?? null,
      access,
      url: portalShipmentUrl(siteUrl, shipment.reference, 'en'),
    },
    detail: event.detail,
  }
  return {
    kind: 'webhook',
    subjectId: hookId,
    subject: event.kind,
    bodyText: JSON.stringify(payload),
    bodyHtml: '',
  }
}

/** Queues the event's emails and webhook deliveries; resolves with how many rows were queued. */
export async function fanOutEvent(tx: Executor, event: EventRow, siteUrl: string): Promise<number> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, event.shipmentId))
  if (!shipment) return 0
  const access = new Map<number, ShipmentAccess>()
  const shares = await tx
    .select({ companyId: shipmentShares.companyId, role: shipmentShares.role })
    .from(shipmentShares)
    .where(eq(shipmentShares.shipmentId, shipment.id))
  for (const share of shares) access.set(share.companyId, share.role)
  if (shipment.companyId !== null) access.set(shipment.companyId, 'owner')
  if (access.size === 0) return 0
  const companyIds = [...access.keys()]

  let queued = 0
  const topic = EMAILED_EVENT_TOPICS[event.kind]
  if (topic) {
    const wanted = sql`coalesce(${customerNotificationPreferences[topic]}, true)`
    const people = await tx
      .select({
        email: customerUsers.email,
        language: customerUsers.language,
        companyName: customerCompanies.name,
      })
      .from(customerUsers)
      .innerJoin(customerCompanies, eq(customerCompanies.id, customerUsers.companyId))
      .leftJoin(
        customerNotificationPreferences,
        eq(customerNotificationPreferences.userId, customerUsers.id),
      )
      .where(and(inArray(customerUsers.companyId, companyIds), wanted))
      .orderBy(customerUsers.email)
    for (const person of people) {
      const draft = portalEventEmail(
        siteUrl,
        { id: event.id, kind: event.kind, detail: event.detail, reference: shipment.reference },
        { ...person, language: person.language as Language },
      )
      await enqueueEmail(tx, draft)
      queued += 1
    }
  }

  const hooks = await tx
    .select({ id: companyWebhooks.id, companyId: companyWebhooks.companyId })
    .from(companyWebhooks)
    .where(inArray(companyWebhooks.companyId, companyIds))
    .orderBy(companyWebhooks.id)
  for (const hook of hooks) {
    await enqueueEmail(
      tx,
      webhookDelivery(hook.id, event, shipment, access.get(hook.companyId) ?? 'view', siteUrl),
    )
    queued += 1
  }
  return queued
}
