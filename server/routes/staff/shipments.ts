import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import { z } from '#schemas/zod.ts'
import { errorResponses } from '#schemas/api.ts'
import { normalizeCarrierNumber } from '#domain/carrier-numbers.ts'
import {
  MilestoneInputSchema,
  SHIPMENT_AUDIT_ACTIONS,
  SHIPMENT_FIELD_LABELS,
  ShipmentInputSchema,
  shipmentStage,
  StaffShipmentListSchema,
  StaffShipmentResponseSchema,
  type ShipmentAuditAction,
  type ShipmentField,
  type ShipmentFieldChange,
  type ShipmentFieldValue,
  type ShipmentHistoryEntry,
  type StaffMilestone,
  type StaffShipment,
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
import { fieldErrors, notFound } from '#server/errors.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { notifyOutbox, type Executor } from '#server/notifications/outbox.ts'
import {
  milestonesOf,
  newShipmentReference,
  queueSubscriberUpdates,
  type MilestoneRow,
  type ShipmentRow,
} from '#server/tracking/shipments.ts'
import { lineText, refuseControlChars } from '#schemas/text.ts'

export interface StaffShipmentRoutesOptions {
  siteUrl: string
}

const IdParamsSchema = z.object({
  id: refuseControlChars(z.coerce.number().int().positive(), 'The id must be a number'),
})
const MilestoneParamsSchema = IdParamsSchema.extend({
  milestoneId: refuseControlChars(
    z.coerce.number().int().positive(),
    'The milestone id must be a number',
  ),
})
const ListQuerySchema = z.object({
  /** Reference, carrier number, place or party; blank means no filter. */
  q: lineText('Search text must not contain control characters')
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
})

async function quoteReferenceOf(db: Executor, quoteRequestId: number | null) {
  if (quoteRequestId === null) return null
  const [quote] = await db
    .select({ reference: quoteRequests.reference })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId))
  return quote?.reference ?? null
}

/** A shipment's fields as an edit compares them and the audit log records them. */
function fieldValues(
  row: ShipmentRow,
  quoteReference: string | null,
): Record<ShipmentField, ShipmentFieldValue> {
  return {
    mode: row.mode,
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

/** The fields whose values differ, each with its old and new value. */
function changedFields(
  before: Record<ShipmentField, ShipmentFieldValue>,
  after: Record<ShipmentField, ShipmentFieldValue>,
): Partial<Record<ShipmentField, ShipmentFieldChange>> {
  const changes: Partial<Record<ShipmentField, ShipmentFieldChange>> = {}
  for (const field of Object.keys(SHIPMENT_FIELD_LABELS) as ShipmentField[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { from: before[field], to: after[field] }
    }
  }
  return changes
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
    id: row.id,
    reference: row.reference,
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
    quoteReference: extra.quoteReference,
    quoteRequestId: extra.quoteReference === null ? null : row.quoteRequestId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    subscribers: extra.subscribers,
  }
}

function milestoneView(milestone: MilestoneRow): StaffMilestone {
  return {
    id: milestone.id,
    kind: milestone.kind as MilestoneKind,
    label: milestoneLabel(milestone.kind, milestone.description),
    description: milestone.description,
    occurredAt: milestone.occurredAt.toISOString(),
    place: milestone.place,
    note: milestone.note,
  }
}

function staffView(
  row: ShipmentRow,
  extra: {
    quoteReference: string | null
    subscribers: number
    milestones: MilestoneRow[]
    history: ShipmentHistoryEntry[]
  },
): StaffShipment {
  return {
    ...summaryView(row, extra),
    milestones: extra.milestones.map(milestoneView),
    history: extra.history,
  }
}

/**
 * The latest milestone of each of the shipments (by when it happened), or with `namedOnly` the
 * latest of a named kind, which tells the stage; one query either way.
 */
async function latestMilestones(
  db: Database,
  shipmentIds: readonly number[],
  { namedOnly = false } = {},
): Promise<Map<number, MilestoneRow>> {
  if (shipmentIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([shipmentMilestones.shipmentId])
    .from(shipmentMilestones)
    .where(
      and(
        inArray(shipmentMilestones.shipmentId, [...shipmentIds]),
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

async function loadShipment(db: Database, id: number): Promise<StaffShipment> {
  const [found] = await db
    .select({ shipment: shipments, quoteReference: quoteRequests.reference })
    .from(shipments)
    .leftJoin(quoteRequests, eq(quoteRequests.id, shipments.quoteRequestId))
    .where(eq(shipments.id, id))
  if (!found) throw notFound('Shipment')
  return staffView(found.shipment, {
    quoteReference: found.quoteReference,
    subscribers: await subscriberCount(db, id),
    milestones: await milestonesOf(db, id),
    history: await historyOf(db, found.shipment.reference),
  })
}

/**
 * The workspace's shipments: sales and admin create and edit them and add milestones. A new
 * milestone or a changed ETA queues an email to every confirmed subscriber, and every change
 * writes an audit_log row (target: the reference), in the transaction that makes the change.
 */
const staffShipmentRoutes: FastifyPluginAsyncZod<StaffShipmentRoutesOptions> = async (
  fastify,
  { siteUrl },
) => {
  const { db } = fastify
  const config = { staffAccess: ['sales'] } as const

  /** The audit_log row of a change to a shipment, written in the change's own transaction. */
  function recordChange(
    request: FastifyRequest,
    tx: Executor,
    action: ShipmentAuditAction,
    reference: string,
    detail: Record<string, unknown>,
  ) {
    return fastify.audit(
      { actorId: request.staff.id, action, target: reference, ip: request.ip, detail },
      tx,
    )
  }

  /** After a change has committed: wakes the outbox for the emails it queued, answers the shipment. */
  async function changed(request: FastifyRequest, id: number, what: string, emailsQueued = 0) {
    if (emailsQueued > 0) notifyOutbox()
    request.log.info({ shipmentId: id, emailsQueued }, what)
    return { data: await loadShipment(db, id) }
  }

  fastify.get(
    '/api/staff/shipments',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listShipments',
        tags: ['Staff shipments'],
        summary: 'List shipments, newest first',
        description:
          'Every shipment, or those whose reference, carrier numbers, places or parties match `q`.',
        querystring: ListQuerySchema,
        response: { 200: StaffShipmentListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { q } = request.query
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
      const [latest, latestNamed] = await Promise.all([
        latestMilestones(db, ids),
        latestMilestones(db, ids, { namedOnly: true }),
      ])
      return {
        data: rows.map(({ shipment, quoteReference, subscribers }) => {
          const last = latest.get(shipment.id)
          return {
            ...summaryView(shipment, { quoteReference, subscribers: subscribers ?? 0 }),
            lastMilestone: last ? milestoneView(last) : null,
            stage: shipmentStage(
              latestNamed.get(shipment.id)?.kind as MilestoneKind | undefined,
              last !== undefined,
            ),
          }
        }),
      }
    },
  )

  fastify.post(
    '/api/staff/shipments',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'createShipment',
        tags: ['Staff shipments'],
        summary: 'Create a shipment',
        description: 'The server draws the reference ("DBL-" and 8 characters).',
        body: ShipmentInputSchema,
        response: {
          200: StaffShipmentResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { quoteReference, ...values } = request.body
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
              createdBy: request.staff.id,
            })
            .onConflictDoNothing({ target: shipments.reference })
            .returning()
          if (!created) return null
          await recordChange(request, tx, 'shipment.create', created.reference, {
            shipmentId: created.id,
            ...fieldValues(created, quoteReference?.toUpperCase() ?? null),
          })
          return created
        })
        if (row) {
          request.log.info({ shipmentId: row.id, reference: row.reference }, 'shipment created')
          return { data: await loadShipment(db, row.id) }
        }
        if (attempt >= 3) throw new Error('could not draw a free shipment reference')
      }
    },
  )

  fastify.get(
    '/api/staff/shipments/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getShipment',
        tags: ['Staff shipments'],
        summary: 'A shipment with its milestones, newest first',
        params: IdParamsSchema,
        response: { 200: StaffShipmentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await loadShipment(db, request.params.id) }),
  )

  fastify.put(
    '/api/staff/shipments/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'updateShipment',
        tags: ['Staff shipments'],
        summary: 'Edit a shipment',
        description:
          'Replaces every field. A changed ETA queues an email to every confirmed subscriber.',
        params: IdParamsSchema,
        body: ShipmentInputSchema,
        response: {
          200: StaffShipmentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const { quoteReference, ...values } = request.body
      const quoteRequestId = await quoteIdFor(db, quoteReference)
      const queued = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update')
        if (!before) throw notFound('Shipment')
        const beforeQuoteReference = await quoteReferenceOf(tx, before.quoteRequestId)
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
        const changes = changedFields(
          fieldValues(before, beforeQuoteReference),
          fieldValues(after, await quoteReferenceOf(tx, after.quoteRequestId)),
        )
        const emailsQueued =
          changes.eta === undefined
            ? 0
            : await queueSubscriberUpdates(tx, siteUrl, after, {
                kind: 'eta',
                previous: before.eta,
                eta,
              })
        // Saving the form unchanged changes nothing worth a line in the log.
        if (Object.keys(changes).length > 0) {
          await recordChange(request, tx, 'shipment.edit', after.reference, {
            shipmentId: id,
            changes,
            emailsQueued,
          })
        }
        return emailsQueued
      })
      return changed(request, id, 'shipment updated', queued)
    },
  )

  fastify.post(
    '/api/staff/shipments/:id/milestones',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'addShipmentMilestone',
        tags: ['Staff shipments'],
        summary: 'Add a milestone',
        description: 'Queues an email about it to every confirmed subscriber.',
        params: IdParamsSchema,
        body: MilestoneInputSchema,
        response: {
          200: StaffShipmentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const input = request.body
      const queued = await db.transaction(async (tx) => {
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
          .values({ ...milestone, shipmentId: id, createdBy: request.staff.id })
          .returning()
        if (!added) throw new Error('the milestone was not stored')
        const emailsQueued = await queueSubscriberUpdates(tx, siteUrl, shipment, {
          kind: 'milestone',
          milestone,
        })
        await recordChange(request, tx, 'shipment.milestone.add', shipment.reference, {
          shipmentId: id,
          ...milestoneFacts(added),
          emailsQueued,
        })
        return emailsQueued
      })
      return changed(request, id, 'milestone added', queued)
    },
  )

  fastify.delete(
    '/api/staff/shipments/:id/milestones/:milestoneId',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'deleteShipmentMilestone',
        tags: ['Staff shipments'],
        summary: 'Remove a milestone entered by mistake',
        description: 'Emails already queued about it are not recalled.',
        params: MilestoneParamsSchema,
        response: { 200: StaffShipmentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { id, milestoneId } = request.params
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
        await recordChange(request, tx, 'shipment.milestone.remove', shipment.reference, {
          shipmentId: id,
          ...milestoneFacts(removed),
        })
      })
      return changed(request, id, 'milestone removed')
    },
  )
}

export default staffShipmentRoutes
