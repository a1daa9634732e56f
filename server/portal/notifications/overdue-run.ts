/**
 * A run of the daily overdue-documents report (server/portal/documents/overdue.ts) is dispatched
 * as one. Its 'document-overdue' events were recorded in one transaction, so they share their
 * created_at; the dispatcher takes the run's first event and, with it, all the others. Each person
 * of the companies on the run's shipments who wants document emails gets ONE email listing their
 * documents by shipment (a first run over a full database would otherwise send thousands); each
 * webhook still gets one delivery per event, as for any event. A few statements per run, however
 * many documents it recorded.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { DOCUMENT_KINDS, type DocumentKind } from '#domain/shipment-documents.ts'
import type { ShipmentAccess } from '#schemas/portal/shipment-events.ts'
import {
  companyWebhooks,
  customerCompanies,
  customerNotificationPreferences,
  customerUsers,
  shipmentEvents,
  shipments,
  shipmentShares,
} from '#server/db/schema.ts'
import { enqueueEmails, type EmailDraft, type Executor } from '#server/notifications/outbox.ts'
import type { Recipient } from './emails.ts'
import { webhookDelivery, type EventRow } from './fan-out.ts'
import { overdueRunEmail, type OverdueShipment } from './overdue-email.ts'

/** The undispatched 'document-overdue' events of the run that recorded event `firstId`. */
export function sameRun(firstId: number): SQL {
  return and(
    eq(shipmentEvents.kind, 'document-overdue'),
    isNull(shipmentEvents.dispatchedAt),
    sql`${shipmentEvents.createdAt} = (select run.created_at from shipment_events run where run.id = ${firstId})`,
  ) as SQL
}

/**
 * True of an overdue event that is not the first of its run still waiting: the dispatcher never
 * takes one, so a server that finds the first locked by another server's dispatch of the run
 * does not take a piece of the same run, and each person gets the run's one email.
 */
export const laterInWaitingRun = sql`(${shipmentEvents.kind} = 'document-overdue' and exists (
  select 1 from shipment_events earlier
  where earlier.dispatched_at is null and earlier.kind = 'document-overdue'
    and earlier.created_at = ${shipmentEvents.createdAt} and earlier.id < ${shipmentEvents.id}))`

const eventColumns = {
  eventId: shipmentEvents.id,
  shipmentId: shipmentEvents.shipmentId,
  detail: shipmentEvents.detail,
  reference: shipments.reference,
}

/** The people who want document emails, each with the run's events of their shipments. */
async function recipientsOfRun(tx: Executor, run: SQL) {
  const columns = {
    ...eventColumns,
    email: customerUsers.email,
    language: customerUsers.language,
    companyName: customerCompanies.name,
  }
  const wanted = sql`coalesce(${customerNotificationPreferences.documents}, true)`
  // Owners' people and shared companies' people are two plain joins rather than one join on
  // either: each can use its index.
  const ofOwners = tx
    .select(columns)
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .innerJoin(customerUsers, eq(customerUsers.companyId, shipments.companyId))
  const ofShares = tx
    .select(columns)
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .innerJoin(shipmentShares, eq(shipmentShares.shipmentId, shipments.id))
    .innerJoin(customerUsers, eq(customerUsers.companyId, shipmentShares.companyId))
  const rows = []
  for (const query of [ofOwners, ofShares]) {
    rows.push(
      ...(await query
        .innerJoin(customerCompanies, eq(customerCompanies.id, customerUsers.companyId))
        .leftJoin(
          customerNotificationPreferences,
          eq(customerNotificationPreferences.userId, customerUsers.id),
        )
        .where(and(run, wanted))),
    )
  }
  return rows.sort(
    (a, b) =>
      a.email.localeCompare(b.email) || a.shipmentId - b.shipmentId || a.eventId - b.eventId,
  )
}

/** Each person's email: their shipments in shipment order, the documents in recorded order. */
function emailsOfRun(
  rows: Awaited<ReturnType<typeof recipientsOfRun>>,
  runId: number,
  siteUrl: string,
): EmailDraft[] {
  const people = new Map<string, { recipient: Recipient; shipments: OverdueShipment[] }>()
  for (const row of rows) {
    const kind = typeof row.detail.document === 'string' ? row.detail.document : ''
    const dueOn = typeof row.detail.dueOn === 'string' ? row.detail.dueOn : null
    if (!Object.hasOwn(DOCUMENT_KINDS, kind) || dueOn === null) continue
    let person = people.get(row.email)
    if (!person) {
      const language = row.language as Language
      person = {
        recipient: { email: row.email, language, companyName: row.companyName },
        shipments: [],
      }
      people.set(row.email, person)
    }
    let shipment = person.shipments.at(-1)
    if (shipment?.reference !== row.reference) {
      shipment = { reference: row.reference, documents: [] }
      person.shipments.push(shipment)
    }
    shipment.documents.push({ kind: kind as DocumentKind, dueOn })
  }
  return [...people.values()].map((person) =>
    overdueRunEmail(siteUrl, runId, person.shipments, person.recipient),
  )
}

/** One delivery per event of the run to each webhook of each company on its shipment. */
async function deliveriesOfRun(tx: Executor, run: SQL, siteUrl: string): Promise<EmailDraft[]> {
  const columns = {
    ...eventColumns,
    kind: shipmentEvents.kind,
    createdAt: shipmentEvents.createdAt,
    customerReferences: shipments.customerReferences,
    mode: shipments.mode,
    origin: shipments.origin,
    destination: shipments.destination,
    eta: shipments.eta,
    hookId: companyWebhooks.id,
  }
  const ofOwners = await tx
    .select({ ...columns, access: sql<ShipmentAccess>`'owner'` })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .innerJoin(companyWebhooks, eq(companyWebhooks.companyId, shipments.companyId))
    .where(run)
  const ofShares = await tx
    .select({ ...columns, access: shipmentShares.role })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .innerJoin(shipmentShares, eq(shipmentShares.shipmentId, shipments.id))
    .innerJoin(companyWebhooks, eq(companyWebhooks.companyId, shipmentShares.companyId))
    .where(run)
  return [...ofOwners, ...ofShares]
    .sort((a, b) => a.eventId - b.eventId || a.hookId - b.hookId)
    .map((row) =>
      webhookDelivery(row.hookId, { ...row, id: row.eventId }, row, row.access, siteUrl),
    )
}

/**
 * Queues the emails and webhook deliveries of the run `first` belongs to; resolves with how many
 * rows were queued. The caller marks the run's events dispatched (sameRun) in its transaction.
 */
export async function fanOutOverdueRun(
  tx: Executor,
  first: EventRow,
  siteUrl: string,
): Promise<number> {
  const run = sameRun(first.id)
  const emails = emailsOfRun(await recipientsOfRun(tx, run), first.id, siteUrl)
  const deliveries = await deliveriesOfRun(tx, run, siteUrl)
  await enqueueEmails(tx, [...emails, ...deliveries])
  return emails.length + deliveries.length
}
