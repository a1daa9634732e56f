import { FormField } from '#app/components/form-field.tsx'
import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import { formatDate } from '#domain/calendar.ts'
import { formatDecimalText } from '#domain/decimal-text.ts'
import type { Booking } from '#schemas/portal/bookings.ts'
import { Link } from 'react-router'
import type { bookingPageMessages } from '../bookings.messages.ts'

type Texts = MessagesOf<typeof bookingPageMessages>

/** A reply the server refused: its booking's id, what was typed, and the field's problem. */
export interface RefusedReply {
  booking: string
  text: string
  error: string | undefined
}

/** The reply field's id for a booking, which the error summary links to. */
export const replyFieldId = (booking: number | string) => `booking-reply-${booking}`

/** The conversation about a booking, oldest first, and the reply form while one is possible. */
function BookingThread({
  texts,
  booking,
  refused,
}: {
  texts: Texts
  booking: Booking
  refused: RefusedReply | null
}) {
  const to = useLocalizedPath()
  const language = useLanguage()
  if (booking.messages.length === 0) return null
  return (
    <div className={booking.mayReply ? 'booking-question' : 'booking-thread'}>
      <h3>{texts.messages}</h3>
      <ol className="booking-thread__list">
        {booking.messages.map((message, index) => (
          <li
            // The conversation only grows, so a message's place is its identity.
            key={index}
          >
            <p className="booking-card__meta">
              {fill(texts.messageFrom, {
                name: message.from === 'staff' ? texts.ourTeam : (message.author ?? texts.ourTeam),
                date: formatDate(message.at.slice(0, 10), language),
              })}
            </p>
            <p className="booking-thread__text">{message.body}</p>
          </li>
        ))}
      </ol>
      {booking.mayReply ? (
        <form method="post" action={to('/account/bookings')}>
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="booking" value={booking.id} />
          <FormField
            id={replyFieldId(booking.id)}
            label={fill(texts.replyLabel, { reference: booking.reference })}
            hint={texts.replyHint}
            name="message"
            multiline
            rows={3}
            required
            defaultValue={refused?.text ?? ''}
            error={refused?.error}
          />
          <button type="submit" className="button button--primary">
            {texts.sendReply}
          </button>
        </form>
      ) : null}
    </div>
  )
}

/** A company's booking requests, newest first: each with its state, and what can be done. */
export function BookingList({
  texts,
  bookings,
  refusedReply,
}: {
  texts: Texts
  bookings: readonly Booking[]
  refusedReply: RefusedReply | null
}) {
  const to = useLocalizedPath()
  const language = useLanguage()
  if (bookings.length === 0) return <p className="account-card">{texts.none}</p>
  return (
    <ul className="booking-list">
      {bookings.map((booking) => {
        const headingId = `booking-${booking.id}`
        return (
          <li key={booking.id} className="account-card booking-card" aria-labelledby={headingId}>
            <div className="booking-card__head">
              <h2 id={headingId} className="booking-card__reference">
                {booking.reference}
              </h2>
              <span className={`booking-state booking-state--${booking.state}`}>
                {texts[`state.${booking.state}`]}
              </span>
            </div>
            <p className="booking-card__route">
              {booking.origin} → {booking.destination} · {texts[`mode.${booking.mode}`]}
            </p>
            <p>
              {booking.commodity} ·{' '}
              {fill(texts.readyOn, { date: formatDate(booking.readyDate, language) })}
            </p>
            <p className="booking-card__meta">
              {fill(texts.sentBy, {
                name: booking.sentBy,
                date: formatDate(booking.createdAt.slice(0, 10), language),
              })}
              {booking.estimate
                ? ` · ${fill(texts.estimateTotal, {
                    total: `USD ${formatDecimalText(booking.estimate.totalUsd, language)}`,
                  })}`
                : null}
            </p>
            <BookingThread
              texts={texts}
              booking={booking}
              refused={refusedReply?.booking === String(booking.id) ? refusedReply : null}
            />
            {booking.shipmentReference ? (
              <p>
                <Link to={to(`/account/shipments/${booking.shipmentReference}`)}>
                  {fill(texts.shipment, { reference: booking.shipmentReference })}
                </Link>
              </p>
            ) : null}
            {booking.state === 'sent' || booking.state === 'question' ? (
              <form method="post" action={to('/account/bookings')}>
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="booking" value={booking.id} />
                <button
                  type="submit"
                  className="button button--outline"
                  aria-label={fill(texts.cancelLabel, { reference: booking.reference })}
                >
                  {texts.cancel}
                </button>
              </form>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
