import { eq } from 'drizzle-orm'
import { LANGUAGE_NAMES } from '#domain/language-names.ts'
import { inboxPreview, INBOX_STATUSES } from '#schemas/staff-inbox.ts'
import type { BookingParty } from '#schemas/portal/bookings.ts'
import { customerCompanies, staffUsers } from '#server/db/schema.ts'
import type { ItemCore } from '#server/inbox/items.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { inboxEstimateOf } from '#server/pricing/quote-estimates.ts'
import { bookingRows, bookingView } from './requests.ts'
import { bookingThreads } from './thread.ts'
import { bookingRequests } from '#server/db/schema.ts'

/*
 * A booking request as the staff inbox shows it (kind 'booking-requests'): laid out like a quote
 * request, with its company, parties and the estimate the server priced it at. Confirming it and
 * asking the customer are the booking's own calls (staff.ts).
 */

const STATE_LABELS = {
  sent: 'Sent, waiting for us',
  question: 'We asked a question',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled by the customer',
} as const

function partyRows(party: BookingParty): [string, string][] {
  const rows: [string, string][] = [
    ['Name', party.name],
    ['Address', party.address],
  ]
  if (party.contact) rows.push(['Contact', party.contact])
  if (party.phone) rows.push(['Phone', party.phone])
  if (party.email) rows.push(['Email', party.email])
  return rows
}

/** The inbox's view of booking request `id`; undefined when there is none. */
export async function bookingInboxCore(db: Executor, id: number): Promise<ItemCore | undefined> {
  const [found] = await bookingRows(db).where(eq(bookingRequests.id, id))
  if (!found) return undefined
  const { row } = found
  const threads = await bookingThreads(db, [id], 'staff')
  const booking = bookingView(row, found, threads.get(id) ?? [])
  const [company] = await db
    .select({ name: customerCompanies.name })
    .from(customerCompanies)
    .where(eq(customerCompanies.id, row.companyId))
  const [assignee] = row.assigneeId
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(eq(staffUsers.id, row.assigneeId))
    : []
  const route = `${booking.origin} → ${booking.destination}`
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: INBOX_STATUSES.find((status) => status === row.status) ?? 'new',
    language: row.language,
    assignee: assignee ?? null,
    title: `${booking.reference}: ${route}`,
    snippet: inboxPreview(booking.commodity),
    quote: null,
    shipmentDraft: null,
    shipments:
      booking.shipmentReference && row.shipmentId
        ? [{ id: row.shipmentId, reference: booking.shipmentReference }]
        : [],
    estimate: await inboxEstimateOf(
      db,
      row.estimate,
      {
        name: row.name,
        reference: booking.reference,
        originCity: booking.origin,
        destinationCity: booking.destination,
      },
      row.language,
    ),
    sections: [
      {
        heading: 'Booking',
        rows: [
          ['Reference', booking.reference],
          ['State', STATE_LABELS[booking.state]],
          ['Customer company', company?.name ?? ''],
          ['Quote request', booking.quoteReference ?? 'None'],
        ],
      },
      {
        heading: 'Cargo',
        rows: [
          ['Mode', booking.mode],
          ['Route', route],
          ['Incoterm', booking.incoterm],
          ['Ready date', booking.readyDate],
          ['Pickup place', booking.pickupPlace],
          ['Commodity', booking.commodity],
        ],
      },
      { heading: 'Shipper', rows: partyRows(booking.shipper) },
      { heading: 'Consignee', rows: partyRows(booking.consignee) },
      {
        heading: 'Contact',
        rows: [
          ['Name', row.name],
          ['Email', row.email],
          ['Company phone', row.phone],
          ['Written in', LANGUAGE_NAMES[row.language]],
        ],
      },
    ],
    packageLines: booking.cargoLines,
    packageLinesHeading: booking.mode === 'sea-fcl' ? 'Containers (FCL)' : 'Cargo lines',
    longTextLabel: 'Notes',
    longText: row.notes,
    cv: null,
  }
}
