import { and, eq, sql } from 'drizzle-orm'
import {
  SHIPMENT_FIELD_LABELS,
  type MilestoneValues,
  type ShipmentField,
  type ShipmentValues,
} from '#schemas/shipments.ts'
import { milestoneLabel } from '#domain/tracking.ts'
import { auditChanges, changedFields, hasChanges } from '#server/audit/changes.ts'
import { writeAudit, type StaffActor } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import { quoteRequests, shipmentMilestones, shipments } from '#server/db/schema.ts'
import { fieldErrors, notFound } from '#server/errors.ts'
import { recordShipmentEvent } from '#server/portal/access.ts'
import {
  newShipmentReference,
  queueSubscriberUpdates,
  type MilestoneRow,
  type ShipmentRow,
} from './shipments.ts'
import { fieldValues, quoteReferenceOf } from './staff-shipment-views.ts'

/*
 * The workspace's changes to shipments: sales and admin create and edit them and add milestones.
 * A new milestone or a changed ETA queues an email to every confirmed subscriber, and every
 * change writes an audit_log row (target: the reference), in the transaction that makes the
 * change; staff-shipment-views.ts reads them, their history included, back.
 */

const SHIPMENT_FIELDS = Object.keys(SHIPMENT_FIELD_LABELS) as ShipmentField[]

function milestoneFacts(milestone: Omit<MilestoneRow, 'shipmentId' | 'createdBy' | 'createdAt'>) {
  return {
    milestoneId: milestone.id,
    kind: milestone.kind,
    label: milestoneLabel(milestone.kind, milestone.description),
    occurredAt: milestone.occurredAt.toISOString(),
    place: milestone.place,
    note: milestone.note,
  }
}

async function quoteIdFor(db: Database, reference: string | null): Promise<number | null> {
  if (!reference) return null
  const [quote] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.reference, reference.toUpperCase()))
  if (!quote)
    throw fieldErrors({ quoteReference: `No quote request has the reference ${reference}` })
  return quote.id
}

/** Creates a shipment under a fresh reference; resolves with the new row. */
export async function createShipment(
  db: Database,
  actor: StaffActor,
  input: ShipmentValues,
): Promise<ShipmentRow> {
  const { quoteReference, ...values } = input
  const quoteRequestId = await quoteIdFor(db, quoteReference)
  // A clash of random references is astronomically unlikely, but cheap to survive.
  for (let attempt = 0; ; attempt++) {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(shipments)
        .values({
          ...values,
          etd: values.etd ? new Date(values.etd) : null,
          eta: values.eta ? new Date(values.eta) : null,
          reference: newShipmentReference(),
          quoteRequestId,
          createdBy: actor.actorId,
        })
        .onConflictDoNothing({ target: shipments.reference })
        .returning()
      if (!created) return null
      await writeAudit(tx, {
        ...actor,
        action: 'shipment.create',
        target: created.reference,
        detail: {
          shipmentId: created.id,
          ...fieldValues(created, quoteReference?.toUpperCase() ?? null),
        },
      })
      return created
    })
    if (row) return row
    if (attempt >= 3) throw new Error('could not draw a free shipment reference')
  }
}

/**
 * Replaces every field of a shipment. A changed ETA queues an email to every confirmed
 * subscriber; saving it unchanged writes nothing to the audit log. Resolves with how many
 * emails were queued.
 */
export async function updateShipment(
  db: Database,
  siteUrl: string,
  actor: StaffActor,
  id: number,
  input: ShipmentValues,
): Promise<number> {
  const { quoteReference, ...values } = input
  const quoteRequestId = await quoteIdFor(db, quoteReference)
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update')
    if (!before) throw notFound('Shipment')
    const beforeValues = fieldValues(before, await quoteReferenceOf(tx, before.quoteRequestId))
    const eta = values.eta ? new Date(values.eta) : null
    const [after] = await tx
      .update(shipments)
      .set({
        ...values,
        etd: values.etd ? new Date(values.etd) : null,
        eta,
        quoteRequestId,
        updatedAt: sql`now()`,
      })
      .where(eq(shipments.id, id))
      .returning()
    if (!after) throw notFound('Shipment')
    const afterValues = fieldValues(after, await quoteReferenceOf(tx, after.quoteRequestId))
    const emailsQueued = hasChanges(changedFields(beforeValues, afterValues, ['eta']))
      ? await queueSubscriberUpdates(tx, siteUrl, after, {
          kind: 'eta',
          previous: before.eta,
          eta,
        })
      : 0
    await auditChanges(tx, {
      ...actor,
      action: 'shipment.edit',
      target: after.reference,
      before: beforeValues,
      after: afterValues,
      fields: SHIPMENT_FIELDS,
      detail: (changes) => ({ shipmentId: id, changes, emailsQueued }),
    })
    return emailsQueued
  })
}

/**
 * Adds a milestone, queues an email about it to every confirmed subscriber and records it as a
 * shipment event (the portal's notifications). Resolves with how many emails were queued.
 */
export async function addMilestone(
  db: Database,
  siteUrl: string,
  actor: StaffActor,
  id: number,
  input: MilestoneValues,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .update(shipments)
      .set({ updatedAt: sql`now()` })
      .where(eq(shipments.id, id))
      .returning()
    if (!shipment) throw notFound('Shipment')
    const milestone = {
      kind: input.kind,
      description: input.description,
      occurredAt: new Date(input.occurredAt),
      place: input.place,
      note: input.note,
    }
    const [added] = await tx
      .insert(shipmentMilestones)
      .values({ ...milestone, shipmentId: id, createdBy: actor.actorId })
      .returning()
    if (!added) throw new Error('the milestone was not stored')
    // The portal's history, its emails and the company's webhooks are made from this event.
    await recordShipmentEvent(tx, {
      shipmentId: id,
      kind: 'milestone-added',
      actor: { staffId: actor.actorId },
      detail: { ...milestoneFacts(added), description: added.description },
    })
    const emailsQueued = await queueSubscriberUpdates(tx, siteUrl, shipment, {
      kind: 'milestone',
      milestone,
    })
    await writeAudit(tx, {
      ...actor,
      action: 'shipment.milestone.add',
      target: shipment.reference,
      detail: { shipmentId: id, ...milestoneFacts(added), emailsQueued },
    })
    return emailsQueued
  })
}

/** Removes a milestone entered by mistake; emails already queued about it are not recalled. */
export async function removeMilestone(
  db: Database,
  actor: StaffActor,
  id: number,
  milestoneId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(shipmentMilestones)
      .where(and(eq(shipmentMilestones.id, milestoneId), eq(shipmentMilestones.shipmentId, id)))
      .returning()
    if (!removed) throw notFound('Milestone')
    const [shipment] = await tx
      .update(shipments)
      .set({ updatedAt: sql`now()` })
      .where(eq(shipments.id, id))
      .returning({ reference: shipments.reference })
    if (!shipment) throw notFound('Shipment')
    await writeAudit(tx, {
      ...actor,
      action: 'shipment.milestone.remove',
      target: shipment.reference,
      detail: { shipmentId: id, ...milestoneFacts(removed) },
    })
  })
}
