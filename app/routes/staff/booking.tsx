import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import { ShipmentForm } from '#app/components/staff/shipments/shipment-form.tsx'
import { createAndOpen, staffActionResult, submission } from '#app/staff/action-result.ts'
import { staffApi } from '#app/staff/api.ts'
import {
  BOOKING_QUESTION_MAX,
  StaffBookingChangeResponseSchema,
  StaffBookingResponseSchema,
} from '#schemas/portal/bookings.ts'
import { formatShortDay } from '#domain/calendar.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/booking'
import '#app/components/staff/shipments/shipments.css'
// The conversation is laid out as the inbox lays out an item's.
import '#app/components/staff/inbox/inbox.css'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'Booking request | Staff' }]

const bookingApi = (id: string) => `/api/staff/bookings/${encodeURIComponent(id)}`

/** A customer's booking request, with what its shipment starts from (its route, mode, parties). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { data } = await staffApi(bookingApi(params.id), StaffBookingResponseSchema, {
    signal: request.signal,
  })
  return data
}

/**
 * "Confirm" sends the shipment form to the booking's confirm call and opens the new shipment;
 * "Ask" sends the question, which the customer sees on their booking.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { intent, values } = await submission(request)
  if (intent === 'question') {
    return staffActionResult(
      async () =>
        (
          await staffApi(`${bookingApi(params.id)}/question`, StaffBookingChangeResponseSchema, {
            body: { question: values.question },
          })
        ).message,
    )
  }
  return createAndOpen(
    async () => {
      const { data } = await staffApi(
        `${bookingApi(params.id)}/confirm`,
        StaffBookingChangeResponseSchema,
        { body: values },
      )
      if (data.shipmentId === null) throw new Error('a confirmed booking without its shipment')
      return data.shipmentId
    },
    (id) => `/staff/shipments/${id}`,
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

export default function StaffBooking({ loaderData: booking }: Route.ComponentProps) {
  const ask = useFetcher<typeof clientAction>()
  const answer = ask.state === 'idle' && ask.data && 'notice' in ask.data ? ask.data : undefined
  const open = booking.state === 'sent' || booking.state === 'question'
  return (
    <section aria-labelledby="booking-title" className="staff-shipments">
      <p>
        <Link to={`/staff/inbox/booking-requests/${booking.id}`}>← The request in the inbox</Link>
      </p>
      <h1 id="booking-title">
        Booking request <span className="staff-reference">{booking.reference}</span>
      </h1>
      <p>
        From {booking.company.name} ({booking.sentBy}): {booking.origin} → {booking.destination},
        ready {formatShortDay(booking.readyDate)}, pickup at {booking.pickupPlace}.
      </p>
      {booking.shipmentReference && booking.shipmentId !== null ? (
        <p className="staff-notice">
          Confirmed: shipment{' '}
          <Link to={`/staff/shipments/${booking.shipmentId}`} className="staff-reference">
            {booking.shipmentReference}
          </Link>
          .
        </p>
      ) : null}
      {booking.state === 'cancelled' ? (
        <p className="staff-notice">The customer cancelled this request.</p>
      ) : null}
      {booking.messages.length > 0 ? (
        <>
          <h2 id="booking-thread-title">Questions and replies</h2>
          <ol className="inbox-thread" aria-labelledby="booking-thread-title">
            {booking.messages.map((message, index) => (
              <li
                // The conversation only grows, so a message's place is its identity.
                key={index}
                className={
                  message.from === 'staff' ? 'inbox-thread__staff' : 'inbox-thread__visitor'
                }
              >
                <p className="inbox-thread__who">
                  {message.from === 'staff'
                    ? `${message.author ?? 'A removed account'} asked`
                    : `${message.author ?? 'The customer'} (customer) replied`}
                  , <time dateTime={message.at}>{formatDhakaDateTime(message.at)}</time>
                </p>
                <p className="inbox-thread__text">{message.body}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {open ? (
        <>
          <h2>Ask the customer</h2>
          <ask.Form method="post" className="staff-form" aria-label="Ask the customer">
            <ActionAnswer problem={answer?.problem} notice={answer?.notice} />
            <input type="hidden" name="intent" value="question" />
            <div className="field">
              <label htmlFor="booking-question">
                Question (the customer sees it in the portal)
              </label>
              <textarea
                id="booking-question"
                name="question"
                rows={3}
                required
                maxLength={BOOKING_QUESTION_MAX}
              />
            </div>
            <button type="submit" className="button button--outline">
              Send the question
            </button>
          </ask.Form>
          <h2>Confirm: make the shipment</h2>
          <p>
            The shipment belongs to {booking.company.name}, who see it in their portal; its route,
            mode, shipper and consignee come from the booking.
          </p>
          <ShipmentForm
            draft={{
              quoteReference: booking.quoteReference ?? '',
              origin: booking.shipmentDraft.origin,
              destination: booking.shipmentDraft.destination,
              shipperName: booking.shipmentDraft.shipperName,
              consigneeName: booking.shipmentDraft.consigneeName,
              mode: booking.shipmentDraft.mode,
            }}
          />
        </>
      ) : null}
    </section>
  )
}
