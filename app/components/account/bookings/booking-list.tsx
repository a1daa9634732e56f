import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import { formatDate } from '#domain/calendar.ts'
import { formatDecimalText } from '#domain/decimal-text.ts'
import type { Booking } from '#schemas/portal/bookings.ts'
import { Link } from 'react-router'
import type { bookingPageMessages } from '../bookings.messages.ts'

type Texts = MessagesOf<typeof bookingPageMessages>

/** A company's booking requests, newest first: each with its state, and what can be done. */
export function BookingList({ texts, bookings }: { texts: Texts; bookings: readonly Booking[] }) {
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
            {booking.question ? (
              <div className="booking-question">
                <h3>{texts.question}</h3>
                <p>{booking.question}</p>
                <p className="field__hint">{texts.questionHint}</p>
              </div>
            ) : null}
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
