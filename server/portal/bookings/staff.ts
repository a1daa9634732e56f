import { desc, eq, sql } from 'drizzle-orm'
import type { PriceMode } from '#domain/pricing/codes.ts'
import type { ShipmentMode } from '#domain/tracking.ts'
import type { CompanyBooking, ConfirmBooking, StaffBooking } from '#schemas/portal/bookings.ts'
import { writeAudit, type StaffActor } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import {
  bookingRequests,
  bookingThreadMessages,
  customerCompanies,
  inboxEvents,
  quoteRequests,
  shipments,
} from '#server/db/schema.ts'
import { ApiError, fieldErrors, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { recordShipmentEvent } from '#server/portal/access.ts'
import { newShipmentReference } from '#server/tracking/shipments.ts'
import { fieldValues } from '#server/tracking/staff-shipment-views.ts'
import { bookingRows, bookingView } from './requests.ts'
import { bookingThreads } from './thread.ts'

/*
 * What staff do with a booking request (issue 42): read it with its company, confirm it (a
 * shipment of the company is made from it, linked to the booking and to its quote, with a
 * 'booking-confirmed' shipment event, in one transaction), or ask the customer a question,
 * which the portal shows and the customer replies to (thread.ts). Both go into the request's
 * inbox history.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The shipment's mode for a booking's: air by air, LCL and FCL by sea. */
const shipmentModeOf = (mode: PriceMode): ShipmentMode => (mode === 'air' ? 'air' : 'sea')

/** A booking as staff read it; 404 when there is none of that id. */
export async function staffBooking(db: Executor, id: number): Promise<StaffBooking> {
  const [found] = await bookingRows(db).where(eq(bookingRequests.id, id))
  if (!found) throw notFound('Booking request')
  const [company] = await db
    .select({ id: customerCompanies.id, name: customerCompanies.name })
    .from(customerCompanies)
    .where(eq(customerCompanies.id, found.row.companyId))
  const threads = await bookingThreads(db, [id], 'staff')
  const booking = bookingView(found.row, found, threads.get(id) ?? [])
  return {
    ...booking,
    company: company ?? { id: found.row.companyId, name: '' },
    shipmentId: found.row.shipmentId,
    shipmentDraft: {
      mode: shipmentModeOf(booking.mode),
      origin: booking.origin,
      destination: booking.destination,
      shipperName: booking.shipper.name,
      consigneeName: booking.consignee.name,
    },
  }
}

/** Locks the booking for the change; refuses one already confirmed or cancelled. */
async function lockOpenBooking(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: bookingRequests.id,
      reference: bookingRequests.reference,
      state: bookingRequests.state,
      status: bookingRequests.status,
      companyId: bookingRequests.companyId,
      quoteRequestId: bookingRequests.quoteRequestId,
    })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, id))
    .for('update')
  if (!row) throw notFound('Booking request')
  if (row.state === 'confirmed' || row.state === 'cancelled') {
    throw new ApiError(409, `This booking request is already ${row.state}`)
  }
  return row
}

/** The inbox history's line for a change of the request's status. */
async function recordStatus(tx: Executor, id: number, actorId: string, from: string, to: string) {
  if (from === to) return
  await tx.insert(inboxEvents).values({
    itemKind: 'booking-requests',
    itemId: id,
    actorId,
    action: 'status',
    fromStatus: from,
    toStatus: to,
  })
}

async function quoteIdOf(tx: Executor, reference: string): Promise<number> {
  const [quote] = await tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.reference, reference.toUpperCase()))
  if (!quote)
    throw fieldErrors({ quoteReference: `No quote request has the reference ${reference}` })
  return quote.id
}

/**
 * Confirms a booking: makes its shipment for the booking's company (linked to the booking, and
 * to the quote request staff name or the booking's own), records 'booking-confirmed' on it and
 * closes the request, all in one transaction.
 */
export async function confirmBooking(
  db: Database,
  actor: StaffActor,
  id: number,
  input: ConfirmBooking,
): Promise<{ message: string; data: StaffBooking }> {
  const { quoteReference, ...values } = input
  // A clash of random references is astronomically unlikely, but cheap to survive.
  for (let attempt = 0; ; attempt++) {
    const reference = await db.transaction(async (tx) => {
      const booking = await lockOpenBooking(tx, id)
      const quoteRequestId = quoteReference
        ? await quoteIdOf(tx, quoteReference)
        : booking.quoteRequestId
      const [created] = await tx
        .insert(shipments)
        .values({
          ...values,
          etd: values.etd ? new Date(values.etd) : null,
          eta: values.eta ? new Date(values.eta) : null,
          reference: newShipmentReference(),
          companyId: booking.companyId,
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
        detail: { shipmentId: created.id, ...fieldValues(created, quoteReference ?? null) },
      })
      await tx
        .update(bookingRequests)
        .set({
          state: 'confirmed',
          status: 'closed',
          shipmentId: created.id,
          decidedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(bookingRequests.id, id))
      await recordStatus(tx, id, actor.actorId, booking.status, 'closed')
      await recordShipmentEvent(tx, {
        shipmentId: created.id,
        kind: 'booking-confirmed',
        actor: { staffId: actor.actorId },
        detail: { booking: booking.reference },
      })
      return created.reference
    })
    if (reference) {
      return {
        message: `Booking confirmed: shipment ${reference} made for the customer`,
        data: await staffBooking(db, id),
      }
    }
    if (attempt >= 3) throw new Error('could not draw a free shipment reference')
  }
}

/**
 * Asks the customer a question about their booking: the portal shows it, the request is marked
 * answered, and the question is a note of its inbox history.
 */
export async function askAboutBooking(
  db: Database,
  actor: StaffActor,
  id: number,
  question: string,
): Promise<{ message: string; data: StaffBooking }> {
  await db.transaction(async (tx) => {
    const booking = await lockOpenBooking(tx, id)
    await tx
      .update(bookingRequests)
      .set({ state: 'question', status: 'answered', updatedAt: sql`now()` })
      .where(eq(bookingRequests.id, id))
    await tx
      .insert(bookingThreadMessages)
      .values({ bookingId: id, author: 'staff', staffId: actor.actorId, body: question })
    await recordStatus(tx, id, actor.actorId, booking.status, 'answered')
    await tx.insert(inboxEvents).values({
      itemKind: 'booking-requests',
      itemId: id,
      actorId: actor.actorId,
      action: 'note',
      body: `Asked the customer: ${question}`,
    })
  })
  return {
    message: 'Question sent: the customer sees it on their booking',
    data: await staffBooking(db, id),
  }
}

/** A customer company's booking requests for its screen in the workspace, newest first (500). */
export async function companyBookingList(
  db: Executor,
  companyId: number,
): Promise<CompanyBooking[]> {
  const rows = await db
    .select({
      id: bookingRequests.id,
      reference: bookingRequests.reference,
      state: bookingRequests.state,
      origin: bookingRequests.origin,
      destination: bookingRequests.destination,
      createdAt: bookingRequests.createdAt,
      readyDate: bookingRequests.readyDate,
    })
    .from(bookingRequests)
    .where(eq(bookingRequests.companyId, companyId))
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .limit(500)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
