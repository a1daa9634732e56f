import { and, count, desc, eq, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm'
import { normalizeCarrierNumber } from '#domain/carrier-numbers.ts'
import {
  isExpectedMilestone,
  SHIPMENT_AUDIT_ACTIONS,
  SHIPMENT_FIELD_LABELS,
  shipmentStage,
  type MilestoneValues,
  type ShipmentField,
  type ShipmentHistoryEntry,
  type ShipmentValues,
  type StaffMilestone,
  type StaffShipment,
  type StaffShipmentSummary,
} from '#schemas/shipments.ts'
import { milestoneLabel, type MilestoneKind, type ShipmentMode } from '#domain/tracking.ts'
import { auditChanges, changedFields, hasChanges } from '#server/audit/changes.ts'
import { writeAudit, type StaffActor } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  quoteRequests,
  shipmentMilestones,
  shipments,
  shipmentSubscriptions,
  staffUsers,
} from '#server/db/schema.ts'
import { fieldErrors, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import {
  milestonesOf,
  newShipmentReference,
  queueSubscriberUpdates,
  type MilestoneRow,
  type ShipmentRow,
} from './shipments.ts'

/*
 * The workspace's side of shipments: what sales and admin list, create, edit and add milestones
 * to. A new milestone or a changed ETA queues an email to every confirmed subscriber, and every
 * change writes an audit_log row (target: the reference), in the transaction that makes the
 * change; the shipment's history is read back from those rows.
 */

const SHIPMENT_FIELDS = Object.keys(SHIPMENT_FIELD_LABELS) as ShipmentField[]

/** Each field typed as the workspace shows it, so the summary is these values and a few more. */
type FieldValues = Pick<StaffShipment, ShipmentField>

async function quoteReferenceOf(db: Executor, quoteRequestId: number | null) {
  if (quoteRequestId === null) return null
  const [quote] = await db
    .select({ reference: quoteRequests.reference })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId))
  return quote?.reference ?? null
}

/** A shipment's fields as an edit compares them and the audit log records them. */
function fieldValues(row: ShipmentRow, quoteReference: string | null): FieldValues {
  return {
    mode: row.mode as ShipmentMode,
    origin: row.origin,
    destination: row.destination,
    shipperName: row.shipperName,
    consigneeName: row.consigneeName,
    carrier: row.carrier,
    masterNumber: row.masterNumber,
    houseNumber: row.houseNumber,
    containers: row.containers,
    etd: row.etd?.toISOString() ?? null,
    eta: row.eta?.toISOString() ?? null,
    quoteReference,
  }
}

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

/** The audit log's rows about one shipment, newest first. */
async function historyOf(db: Database, reference: string): Promise<ShipmentHistoryEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      detail: auditLog.detail,
      actorName: staffUsers.name,
      actorEmail: staffUsers.email,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(
      and(inArray(auditLog.action, [...SHIPMENT_AUDIT_ACTIONS]), eq(auditLog.target, reference)),
    )
    .orderBy(desc(auditLog.id))
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action as ShipmentHistoryEntry['action'],
    actor:
      row.actorName !== null && row.actorEmail !== null
        ? { name: row.actorName, email: row.actorEmail }
        : null,
    detail: row.detail ?? null,
  }))
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

async function subscriberCount(db: Executor, shipmentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shipmentSubscriptions)
    .where(
      and(
        eq(shipmentSubscriptions.shipmentId, shipmentId),
        eq(shipmentSubscriptions.status, 'confirmed'),
      ),
    )
  return row?.n ?? 0
}

type ShipmentSummary = Omit<StaffShipment, 'milestones' | 'history'>

/** A shipment as the list and the page both show it, without its milestones and history. */
function summaryView(
  row: ShipmentRow,
  extra: { quoteReference: string | null; subscribers: number },
): ShipmentSummary {
  return {
    ...fieldValues(row, extra.quoteReference),
    id: row.id,
    reference: row.reference,
    quoteRequestId: extra.quoteReference === null ? null : row.quoteRequestId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    subscribers: extra.subscribers,
  }
}

function milestoneView(milestone: MilestoneRow, now: Date): StaffMilestone {
  return {
    id: milestone.id,
    kind: milestone.kind as MilestoneKind,
    label: milestoneLabel(milestone.kind, milestone.description),
    description: milestone.description,
    occurredAt: milestone.occurredAt.toISOString(),
    place: milestone.place,
    note: milestone.note,
    expected: isExpectedMilestone(milestone.occurredAt, now),
  }
}

/**
 * The latest milestone of each of the shipments that has happened by `now` (by when it
 * happened), or with `namedOnly` the latest of a named kind, which tells the stage; one query
 * either way. One still expected tells neither.
 */
async function latestMilestones(
  db: Database,
  shipmentIds: readonly number[],
  now: Date,
  { namedOnly = false } = {},
): Promise<Map<number, MilestoneRow>> {
  if (shipmentIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([shipmentMilestones.shipmentId])
    .from(shipmentMilestones)
    .where(
      and(
        inArray(shipmentMilestones.shipmentId, [...shipmentIds]),
        lte(shipmentMilestones.occurredAt, now),
        namedOnly ? ne(shipmentMilestones.kind, 'other') : undefined,
      ),
    )
    .orderBy(
      shipmentMilestones.shipmentId,
      desc(shipmentMilestones.occurredAt),
      desc(shipmentMilestones.id),
    )
  return new Map(rows.map((row) => [row.shipmentId, row]))
}

/** A shipment with its milestones and history, newest first. */
export async function loadShipment(db: Database, id: number): Promise<StaffShipment> {
  const [found] = await db
    .select({ shipment: shipments, quoteReference: quoteRequests.reference })
    .from(shipments)
    .leftJoin(quoteRequests, eq(quoteRequests.id, shipments.quoteRequestId))
    .where(eq(shipments.id, id))
  if (!found) throw notFound('Shipment')
  return {
    ...summaryView(found.shipment, {
      quoteReference: found.quoteReference,
      subscribers: await subscriberCount(db, id),
    }),
    milestones: (await milestonesOf(db, id)).map((milestone) =>
      milestoneView(milestone, new Date()),
    ),
    history: await historyOf(db, found.shipment.reference),
  }
}

/**
 * Every shipment, newest first, or those whose reference, places or parties contain `q`, or
 * whose master, house or container number is `q`.
 */
export async function listShipments(
  db: Database,
  q: string | undefined,
): Promise<StaffShipmentSummary[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined
  const number = q ? normalizeCarrierNumber(q) : undefined
  // Counted per shipment in a grouped subquery joined by columns Drizzle qualifies: in a raw
  // correlated subquery an unqualified "id" would be the subscription's own.
  const confirmed = db
    .select({ shipmentId: shipmentSubscriptions.shipmentId, total: count().as('total') })
    .from(shipmentSubscriptions)
    .where(eq(shipmentSubscriptions.status, 'confirmed'))
    .groupBy(shipmentSubscriptions.shipmentId)
    .as('confirmed')
  const rows = await db
    .select({
      shipment: shipments,
      quoteReference: quoteRequests.reference,
      subscribers: confirmed.total,
    })
    .from(shipments)
    .leftJoin(quoteRequests, eq(quoteRequests.id, shipments.quoteRequestId))
    .leftJoin(confirmed, eq(confirmed.shipmentId, shipments.id))
    .where(
      pattern && number !== undefined
        ? or(
            ilike(shipments.reference, pattern),
            ilike(shipments.origin, pattern),
            ilike(shipments.destination, pattern),
            ilike(shipments.shipperName, pattern),
            ilike(shipments.consigneeName, pattern),
            eq(shipments.masterNumber, number),
            eq(shipments.houseNumber, number),
            sql`${shipments.containers} @> array[${number}]::text[]`,
          )
        : undefined,
    )
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
  const ids = rows.map(({ shipment }) => shipment.id)
  const now = new Date()
  const [latest, latestNamed] = await Promise.all([
    latestMilestones(db, ids, now),
    latestMilestones(db, ids, now, { namedOnly: true }),
  ])
  return rows.map(({ shipment, quoteReference, subscribers }) => {
    const last = latest.get(shipment.id)
    return {
      ...summaryView(shipment, { quoteReference, subscribers: subscribers ?? 0 }),
      lastMilestone: last ? milestoneView(last, now) : null,
      stage: shipmentStage(
        latestNamed.get(shipment.id)?.kind as MilestoneKind | undefined,
        last !== undefined,
      ),
    }
  })
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
 * Adds a milestone and queues an email about it to every confirmed subscriber. Resolves with
 * how many were queued.
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
