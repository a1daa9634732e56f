import { and, count, desc, eq, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm'
import { normalizeCarrierNumber } from '#domain/carrier-numbers.ts'
import {
  isExpectedMilestone,
  SHIPMENT_AUDIT_ACTIONS,
  shipmentStage,
  type ShipmentField,
  type ShipmentHistoryEntry,
  type StaffMilestone,
  type StaffShipment,
  type StaffShipmentSummary,
} from '#schemas/shipments.ts'
import { milestoneLabel, type MilestoneKind, type ShipmentMode } from '#domain/tracking.ts'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  quoteRequests,
  shipmentMilestones,
  shipments,
  shipmentSubscriptions,
  staffUsers,
} from '#server/db/schema.ts'
import { notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { milestonesOf, type MilestoneRow, type ShipmentRow } from './shipments.ts'

/*
 * Shipments as the workspace reads them: the list with each one's stage and last milestone, and
 * one shipment with its milestones and its history, read back from the audit log. The changes
 * are staff-shipments.ts.
 */

/** Each field typed as the workspace shows it, so the summary is these values and a few more. */
type FieldValues = Pick<StaffShipment, ShipmentField>

export async function quoteReferenceOf(db: Executor, quoteRequestId: number | null) {
  if (quoteRequestId === null) return null
  const [quote] = await db
    .select({ reference: quoteRequests.reference })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId))
  return quote?.reference ?? null
}

/** A shipment's fields as an edit compares them and the audit log records them. */
export function fieldValues(row: ShipmentRow, quoteReference: string | null): FieldValues {
  return {
    mode: row.mode as ShipmentMode,
    direction: row.direction,
    goods: row.goods,
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
