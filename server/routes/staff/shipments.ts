import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ErrorResponseSchema, ValidationErrorResponseSchema } from '#schemas/api.ts'
import { normalizeCarrierNumber } from '#schemas/carrier-numbers.ts'
import {
  MilestoneInputSchema,
  ShipmentInputSchema,
  StaffShipmentListSchema,
  StaffShipmentResponseSchema,
  type StaffShipment,
} from '#schemas/shipments.ts'
import { milestoneLabel, type MilestoneKind, type ShipmentMode } from '#schemas/tracking.ts'
import type { Database } from '#server/db/client.ts'
import {
  quoteRequests,
  shipmentMilestones,
  shipments,
  shipmentSubscriptions,
} from '#server/db/schema.ts'
import { fieldErrors, notFound } from '#server/errors.ts'
import { notifyOutbox, type Executor } from '#server/notifications/outbox.ts'
import {
  milestonesOf,
  newShipmentReference,
  queueSubscriberUpdates,
  type MilestoneRow,
  type ShipmentRow,
} from '#server/tracking/shipments.ts'

export interface StaffShipmentRoutesOptions {
  siteUrl: string
}

const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() })
const MilestoneParamsSchema = IdParamsSchema.extend({
  milestoneId: z.coerce.number().int().positive(),
})
const ListQuerySchema = z.object({
  /** Reference, carrier number, place or party; blank means no filter. */
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
})

const STAFF_RESPONSES = {
  400: ValidationErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
} as const

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

function staffView(
  row: ShipmentRow,
  extra: { quoteReference: string | null; subscribers: number; milestones: MilestoneRow[] },
): StaffShipment {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    subscribers: extra.subscribers,
    milestones: extra.milestones.map((milestone) => ({
      id: milestone.id,
      kind: milestone.kind as MilestoneKind,
      label: milestoneLabel(milestone.kind, milestone.description),
      description: milestone.description,
      occurredAt: milestone.occurredAt.toISOString(),
      place: milestone.place,
      note: milestone.note,
    })),
  }
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
  })
}

/**
 * The workspace's shipments: sales and admin create and edit them and add milestones. A new
 * milestone or a changed ETA queues an email to every confirmed subscriber, in the transaction
 * that makes the change.
 */
const staffShipmentRoutes: FastifyPluginAsyncZod<StaffShipmentRoutesOptions> = async (
  fastify,
  { siteUrl },
) => {
  const { db } = fastify
  const preHandler = fastify.requireStaff('sales')

  fastify.get(
    '/api/staff/shipments',
    {
      preHandler,
      schema: {
        tags: ['Staff'],
        summary: 'List shipments, newest first',
        description:
          'Every shipment, or those whose reference, carrier numbers, places or parties match `q`.',
        querystring: ListQuerySchema,
        response: { 200: StaffShipmentListSchema, ...STAFF_RESPONSES },
      },
    },
    async (request) => {
      const { q } = request.query
      const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined
      const number = q ? normalizeCarrierNumber(q) : undefined
      const rows = await db
        .select({
          shipment: shipments,
          quoteReference: quoteRequests.reference,
          subscribers: sql<number>`(select count(*)::int from ${shipmentSubscriptions} where ${shipmentSubscriptions.shipmentId} = ${shipments.id} and ${shipmentSubscriptions.status} = 'confirmed')`,
        })
        .from(shipments)
        .leftJoin(quoteRequests, eq(quoteRequests.id, shipments.quoteRequestId))
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
      return {
        // The list schema leaves the (empty) milestones out.
        data: rows.map(({ shipment, quoteReference, subscribers }) =>
          staffView(shipment, { quoteReference, subscribers: Number(subscribers), milestones: [] }),
        ),
      }
    },
  )

  fastify.post(
    '/api/staff/shipments',
    {
      preHandler,
      schema: {
        tags: ['Staff'],
        summary: 'Create a shipment',
        description: 'The server draws the reference ("DBL-" and 8 characters).',
        body: ShipmentInputSchema,
        response: { 200: StaffShipmentResponseSchema, ...STAFF_RESPONSES },
      },
    },
    async (request) => {
      const { quoteReference, ...values } = request.body
      const quoteRequestId = await quoteIdFor(db, quoteReference)
      // A clash of random references is astronomically unlikely, but cheap to survive.
      for (let attempt = 0; ; attempt++) {
        const [row] = await db
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
          .returning({ id: shipments.id, reference: shipments.reference })
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
      preHandler,
      schema: {
        tags: ['Staff'],
        summary: 'A shipment with its milestones, newest first',
        params: IdParamsSchema,
        response: { 200: StaffShipmentResponseSchema, ...STAFF_RESPONSES },
      },
    },
    async (request) => ({ data: await loadShipment(db, request.params.id) }),
  )

  fastify.put(
    '/api/staff/shipments/:id',
    {
      preHandler,
      schema: {
        tags: ['Staff'],
        summary: 'Edit a shipment',
        description:
          'Replaces every field. A changed ETA queues an email to every confirmed subscriber.',
        params: IdParamsSchema,
        body: ShipmentInputSchema,
        response: { 200: StaffShipmentResponseSchema, ...STAFF_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params
      const { quoteReference, ...values } = request.body
      const quoteRequestId = await quoteIdFor(db, quoteReference)
      const queued = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update')
        if (!before) throw notFound('Shipment')
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
        if ((before.eta?.getTime() ?? null) === (eta?.getTime() ?? null)) return 0
        return queueSubscriberUpdates(tx, siteUrl, after, {
          kind: 'eta',
          previous: before.eta,
          eta,
        })
      })
      if (queued > 0) notifyOutbox()
      request.log.info({ shipmentId: id, emailsQueued: queued }, 'shipment updated')
      return { data: await loadShipment(db, id) }
    },
  )

  fastify.post(
    '/api/staff/shipments/:id/milestones',
    {
      preHandler,
      schema: {
        tags: ['Staff'],
        summary: 'Add a milestone',
        description: 'Queues an email about it to every confirmed subscriber.',
        params: IdParamsSchema,
        body: MilestoneInputSchema,
        response: { 200: StaffShipmentResponseSchema, ...STAFF_RESPONSES },
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
        await tx
          .insert(shipmentMilestones)
          .values({ ...milestone, shipmentId: id, createdBy: request.staff.id })
        return queueSubscriberUpdates(tx, siteUrl, shipment, { kind: 'milestone', milestone })
      })
      if (queued > 0) notifyOutbox()
      request.log.info({ shipmentId: id, emailsQueued: queued }, 'milestone added')
      return { data: await loadShipment(db, id) }
    },
  )

  fastify.delete(
    '/api/staff/shipments/:id/milestones/:milestoneId',
    {
      preHandler,
      schema: {
        tags: ['Staff'],
        summary: 'Remove a milestone entered by mistake',
        description: 'Emails already queued about it are not recalled.',
        params: MilestoneParamsSchema,
        response: { 200: StaffShipmentResponseSchema, ...STAFF_RESPONSES },
      },
    },
    async (request) => {
      const { id, milestoneId } = request.params
      const [removed] = await db
        .delete(shipmentMilestones)
        .where(and(eq(shipmentMilestones.id, milestoneId), eq(shipmentMilestones.shipmentId, id)))
        .returning({ id: shipmentMilestones.id })
      if (!removed) throw notFound('Milestone')
      return { data: await loadShipment(db, id) }
    },
  )
}

export default staffShipmentRoutes
