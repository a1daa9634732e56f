import { formatDate } from '#domain/calendar.ts'
import { formatNumber } from '#domain/freight.ts'
import type { QuoteFacts } from '#schemas/staff-inbox.ts'

/** A quote at a glance: service, company, weight and volume or containers, ready date. */
export function QuoteFactsLine({ quote }: { quote: QuoteFacts }) {
  const load = [
    quote.grossWeightKg === null ? null : `${formatNumber(quote.grossWeightKg, 0)} kg`,
    quote.volumeCbm === null ? null : `${formatNumber(quote.volumeCbm, 2)} CBM`,
  ].filter((part) => part !== null)
  return (
    <ul className="inbox-card__facts" aria-label="Quote">
      <li>{quote.service}</li>
      <li>
        {quote.origin} → {quote.destination}
      </li>
      {quote.company ? <li>{quote.company}</li> : null}
      {load.length > 0 ? <li>{load.join(' · ')}</li> : null}
      {quote.containers ? (
        <li>
          FCL, {quote.containers.count} container{quote.containers.count === 1 ? '' : 's'}:{' '}
          {quote.containers.lines.join(', ')}
        </li>
      ) : null}
      <li>
        Ready <time dateTime={quote.cargoReadyDate}>{formatDate(quote.cargoReadyDate)}</time>
      </li>
    </ul>
  )
}
