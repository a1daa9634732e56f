import { Link } from 'react-router'
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

export function CompanyBookings({ bookings }: { bookings: CompanyBooking[] }) {
  return (
    <>
      <h2 id="company-bookings-title">Bookings</h2>
      {bookings.length === 0 ? (
        <p>No booking requests from this company yet.</p>
      ) : (
        <div className="staff-table-wrap">
          <table
            className="staff-table staff-table--cards"
            aria-labelledby="company-bookings-title"
          >
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">State</th>
                <th scope="col">Route</th>
                <th scope="col">Sent</th>
                <th scope="col">Cargo ready</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <td data-label="Reference">
                    <Link to={`/staff/bookings/${booking.id}`} className="staff-reference">
                      {booking.reference}
                    </Link>
                  </td>
                  <td data-label="State">{STATE_TEXT[booking.state]}</td>
                  <td data-label="Route">
                    {booking.origin} → {booking.destination}
                  </td>
                  <td data-label="Sent">{formatDhakaDate(booking.createdAt)}</td>
                  <td data-label="Cargo ready">{formatShortDay(booking.readyDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
