import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import type { BookingMessage } from '#schemas/portal/bookings.ts'
import type { CustomerIdentity } from '#server/account/service.ts'
import type { Database } from '#server/db/client.ts'
import {
  bookingRequests,
  bookingThreadMessages,
  inboxEvents,
  staffUsers,
} from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { bookingMessages } from './bookings.messages.ts'

/*
 * The conversation about a booking request (issue 42): staff ask the customer a question
 * (staff.ts), the customer replies from the portal. A reply is stored as a message of the
 * booking, puts the booking back in staff's hands (state 'sent', inbox status 'new', as a new
 * request arrives) and is written into the request's inbox history, all in one transaction.
 */

/** Who reads the conversation: the portal names no staff member, the workspace does. */
export type ThreadReader = 'customer' | 'staff'

/** Each booking's messages, oldest first, by booking id (a booking without any has none). */
export async function bookingThreads(
  db: Executor,
  bookingIds: readonly number[],
  reader: ThreadReader,
): Promise<Map<number, BookingMessage[]>> {
  const threads = new Map<number, BookingMessage[]>()
  if (bookingIds.length === 0) return threads
  const rows = await db
    .select({
      bookingId: bookingThreadMessages.bookingId,
      author: bookingThreadMessages.author,
      personName: bookingThreadMessages.personName,
      staffName: staffUsers.name,
      body: bookingThreadMessages.body,
      at: bookingThreadMessages.createdAt,
    })
    .from(bookingThreadMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, bookingThreadMessages.staffId))
    .where(inArray(bookingThreadMessages.bookingId, [...bookingIds]))
    .orderBy(asc(bookingThreadMessages.bookingId), asc(bookingThreadMessages.id))
  for (const row of rows) {
    const staffAuthor = reader === 'staff' ? row.staffName : null
    const message: BookingMessage = {
      from: row.author,
      author: row.author === 'staff' ? staffAuthor : row.personName,
      body: row.body,
      at: row.at.toISOString(),
    }
    threads.set(row.bookingId, [...(threads.get(row.bookingId) ?? []), message])
  }
  return threads
}

/**
 * Stores the customer's reply to staff's question about their company's booking. Another
 * company's booking is not found (404); one staff asked nothing about, or already confirmed or
 * cancelled, is refused (409). Resolves with the thanks; the caller reads the booking again.
 */
export async function replyToBooking(
  db: Database,
  customer: CustomerIdentity,
  id: number,
  reply: string,
  language: Language,
): Promise<string> {
  const texts = bookingMessages[language]
  const reference = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        reference: bookingRequests.reference,
        state: bookingRequests.state,
        status: bookingRequests.status,
      })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.id, id), eq(bookingRequests.companyId, customer.companyId)))
      .for('update')
    if (!booking) throw new ApiError(404, texts.notFound)
    const [asked] = await tx
      .select({ id: bookingThreadMessages.id })
      .from(bookingThreadMessages)
      .where(
        and(eq(bookingThreadMessages.bookingId, id), eq(bookingThreadMessages.author, 'staff')),
      )
      .limit(1)
    if (!asked || (booking.state !== 'sent' && booking.state !== 'question')) {
      throw new ApiError(409, texts.notReplyable)
    }
    await tx.insert(bookingThreadMessages).values({
      bookingId: id,
      author: 'customer',
      personId: customer.person.id,
      personName: customer.person.name,
      body: reply,
    })
    await tx
      .update(bookingRequests)
      .set({ state: 'sent', status: 'new', updatedAt: sql`now()` })
      .where(eq(bookingRequests.id, id))
    if (booking.status !== 'new') {
      await tx.insert(inboxEvents).values({
        itemKind: 'booking-requests',
        itemId: id,
        action: 'status',
        fromStatus: booking.status,
        toStatus: 'new',
      })
    }
    await tx.insert(inboxEvents).values({
      itemKind: 'booking-requests',
      itemId: id,
      action: 'note',
      body: `${customer.person.name} replied in the portal: ${reply}`,
    })
    return booking.reference
  })
  return fill(texts.replied, { reference })
}
