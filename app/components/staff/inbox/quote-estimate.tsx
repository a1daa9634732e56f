import { Link } from 'react-router'
import { formatDate } from '#domain/calendar.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { BASIS_OPTIONS, CONTAINER_LABELS } from '#schemas/content/rate-card-options.ts'
import { LANGUAGE_NAMES } from '#domain/language-names.ts'
import type { Language } from '#domain/languages.ts'
import type { InboxEstimate } from '#schemas/staff-inbox.ts'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import { FactList } from './inbox-parts.tsx'

/** An amount kept as exact text ("283616.90") with thousands commas, never through a float. */
function grouped(amount: string): string {
  const [whole = '', fraction] = amount.split('.')
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`
}

type EstimateLine = InboxEstimate['lines'][number]

const UNIT_WORDS: Record<EstimateLine['quantity']['unit'], string> = {
  kg: 'kg',
  'W/M': 'W/M',
  container: 'containers',
  shipment: 'shipment',
  percent: '% of freight',
}

/** The estimate's lines as the table shows them, amounts in the estimate's currency. */
function lineColumns(currency: string): StaffColumn<EstimateLine>[] {
  return [
    {
      label: 'Charge',
      cell: (line) =>
        line.label.en + (line.container ? `, ${CONTAINER_LABELS[line.container].en}` : ''),
    },
    {
      label: 'Quantity',
      cell: (line) => {
        const basis = BASIS_OPTIONS.find((option) => option.value === line.basis)?.label.en
        return `${line.quantity.value} ${UNIT_WORDS[line.quantity.unit]} (${basis})`
      },
    },
    {
      label: 'Rate',
      cell: (line) =>
        line.quantity.unit === 'percent'
          ? `${line.rate.value} %`
          : `${line.rate.currency} ${grouped(line.rate.value)}`,
    },
    { label: `Amount (${currency})`, cell: (line) => grouped(line.amount) },
  ]
}

/**
 * The instant estimate a quote request was sent with, as the server priced it on arrival: its
 * total, the card and the version of it that priced it (a link to the card in the content
 * editor), and each line, for sales to answer with or to change.
 */
export function QuoteEstimatePanel({
  estimate,
  headingId,
}: {
  estimate: InboxEstimate
  headingId: string
}) {
  const which = [estimate.cheapest && 'the cheapest', estimate.fastest && 'the fastest']
    .filter(Boolean)
    .join(' and ')
  const facts: [string, string][] = [
    [
      'Total',
      `${estimate.total.currency} ${grouped(estimate.total.value)}` +
        (estimate.totalBdt === null ? '' : ` (BDT ${grouped(estimate.totalBdt)})`),
    ],
    ['Routing', `${estimate.routingName}, ${estimate.transitDays} days in transit`],
    ['Valid', `${formatDate(estimate.validFrom)} to ${formatDate(estimate.validTo)}`],
    ['Priced', `${formatDate(estimate.pricedOn)}${which ? `, ${which} option` : ''}`],
  ]
  return (
    <section className="inbox-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Instant estimate</h2>
      <p>
        Rate card{' '}
        <Link to={`/staff/content/rate-cards/${estimate.cardId}`}>{estimate.cardName}</Link>
        {estimate.cardVersionPublishedAt
          ? `, the version published ${formatDhakaDateTime(estimate.cardVersionPublishedAt)}`
          : ''}
        .
      </p>
      <FactList rows={facts} />
      <StaffTable
        caption={{ text: 'The estimate’s charges', hidden: true }}
        rows={estimate.lines}
        rowKey={(_line, index) => index}
        columns={lineColumns(estimate.total.currency)}
      />
    </section>
  )
}

/**
 * The reply form's start from the estimate: its lines and totals in the language the visitor
 * wrote in (written by the server), for the clerk to edit before sending.
 */
export function estimateStarter(estimate: InboxEstimate, language: Language) {
  return {
    label: 'Answer with the estimate',
    text: estimate.replyDraft,
    note: `Started from the estimate, in ${LANGUAGE_NAMES[language]}: change what you need, then send.`,
  }
}
