import {
  referenceColumn,
  StaffTable,
  type StaffColumn,
} from '#app/components/staff/staff-table.tsx'
import { staffApi } from '#app/staff/api.ts'
import { formatShortDay } from '#domain/calendar.ts'
import { formatDhakaDate } from '#domain/dhaka-time.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { CompanyBookingSchema, type CompanyBooking } from '#schemas/portal/bookings.ts'
import { z } from '#schemas/zod.ts'

const CompanyBookingsSchema = dataEnvelope(z.array(CompanyBookingSchema))

/** A customer company's booking requests, newest first (the newest 500). */
export async function loadCompanyBookings(
  id: string,
  signal: AbortSignal,
): Promise<CompanyBooking[]> {
  const path = `/api/staff/customers/${encodeURIComponent(id)}/bookings`
  return (await staffApi(path, CompanyBookingsSchema, { signal })).data
}

const STATE_TEXT = {
  sent: 'Sent, waiting for us',
  question: 'We asked a question',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled by the customer',
} as const

const BOOKING_COLUMNS: StaffColumn<CompanyBooking>[] = [
  referenceColumn('Reference', (booking) => ({
    to: `/staff/bookings/${booking.id}`,
    reference: booking.reference,
  })),
  { label: 'State', cell: (booking) => STATE_TEXT[booking.state] },
  { label: 'Route', cell: (booking) => `${booking.origin} → ${booking.destination}` },
  { label: 'Sent', cell: (booking) => formatDhakaDate(booking.createdAt) },
  { label: 'Cargo ready', cell: (booking) => formatShortDay(booking.readyDate) },
]

export function CompanyBookings({ bookings }: { bookings: CompanyBooking[] }) {
  return (
    <>
      <h2 id="company-bookings-title">Bookings</h2>
      {bookings.length === 0 ? (
        <p>No booking requests from this company yet.</p>
      ) : (
        <StaffTable
          aria-labelledby="company-bookings-title"
          rows={bookings}
          rowKey={(booking) => booking.id}
          columns={BOOKING_COLUMNS}
        />
      )}
    </>
  )
}
