import { ErrorSummary, summaryItems } from '#app/components/error-summary.tsx'
import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import type { MessagesOf } from '#app/i18n/messages.ts'
import type { Refusal } from '#domain/page-host.ts'
import { formatDhakaDate } from '#domain/dhaka-time.ts'
import { TRACKING_STATUSES } from '#domain/tracking-status.ts'
import type { PortalShipmentPage, PortalShipmentRow } from '#schemas/portal/shipments.ts'
import type { portalShipmentMessages } from './shipments.messages.ts'

export type ShipmentTexts = MessagesOf<typeof portalShipmentMessages>

const FORM = 'find'
const FIELDS = ['q', 'status', 'dates', 'from', 'to'] as const

/** The search and filters: a GET form, so a search is an address to keep or share. */
export function ShipmentSearch({
  texts,
  query,
  refusal,
}: {
  texts: ShipmentTexts
  query: Record<string, string>
  refusal: Refusal | null
}) {
  const to = useLocalizedPath()
  const id = (field: string) => `${FORM}-${field}`
  return (
    <form
      className="account-card account-search"
      method="get"
      role="search"
      aria-labelledby="find-title"
    >
      <h2 id="find-title">{texts.searchHeading}</h2>
      {refusal ? (
        <ErrorSummary
          title={texts.refusedTitle}
          items={summaryItems(FORM, FIELDS, refusal.errors ?? {}, refusal.message)}
        />
      ) : null}
      <div className="field account-search__q">
        <label htmlFor={id('q')}>{texts.searchLabel}</label>
        <input
          id={id('q')}
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          aria-describedby={id('q-hint')}
        />
        <p className="field-hint" id={id('q-hint')}>
          {texts.searchHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id('status')}>{texts.statusLabel}</label>
        <select id={id('status')} name="status" defaultValue={query.status ?? ''}>
          <option value="">{texts.anyStatus}</option>
          {TRACKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {texts[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('dates')}>{texts.datesLabel}</label>
        <select id={id('dates')} name="dates" defaultValue={query.dates ?? 'eta'}>
          <option value="eta">{texts.eta}</option>
          <option value="etd">{texts.etd}</option>
        </select>
      </div>
      {(['from', 'to'] as const).map((field) => (
        <div className="field" key={field}>
          <label htmlFor={id(field)}>{field === 'from' ? texts.fromLabel : texts.toLabel}</label>
          <input
            id={id(field)}
            name={field}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={query[field] ?? ''}
            aria-describedby={id('date-hint')}
            aria-invalid={refusal?.errors?.[field] ? true : undefined}
          />
        </div>
      ))}
      <p className="field-hint account-search__hint" id={id('date-hint')}>
        {texts.dateHint}
      </p>
      <div className="account-search__actions">
        <button type="submit" className="button button--accent">
          {texts.search}
        </button>
        <a className="button button--outline" href={to('/account/shipments')}>
          {texts.clear}
        </a>
      </div>
    </form>
  )
}

function Row({ texts, row }: { texts: ShipmentTexts; row: PortalShipmentRow }) {
  const to = useLocalizedPath()
  const language = useLanguage()
  const shared =
    row.access === 'view' ? texts.sharedView : row.access === 'upload' ? texts.sharedUpload : null
  return (
    <li className="account-card account-shipment">
      <h3>
        <a href={to(`/account/shipments/${row.reference}`)}>{row.reference}</a>
      </h3>
      {shared ? <p className="account-shipment__shared">{shared}</p> : null}
      <dl className="account-facts">
        <div>
          <dt>{texts.route}</dt>
          <dd>
            {row.origin} <span aria-hidden="true">→</span>
            <span className="visually-hidden"> {texts.routeTo} </span> {row.destination}
          </dd>
        </div>
        <div>
          <dt>{texts.mode}</dt>
          <dd>{texts[row.mode]}</dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd>{texts[row.status]}</dd>
        </div>
        <div>
          <dt>{texts.etaShort}</dt>
          <dd>
            {row.eta ? (
              <time dateTime={row.eta}>{formatDhakaDate(row.eta, language)}</time>
            ) : (
              texts.notYetKnown
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.references}</dt>
          <dd>
            {row.customerReferences.length > 0 ? row.customerReferences.join(', ') : texts.none}
          </dd>
        </div>
      </dl>
    </li>
  )
}

/** One page of shipments, and the link to the next. */
export function ShipmentList({
  texts,
  page,
  query,
}: {
  texts: ShipmentTexts
  page: PortalShipmentPage
  query: Record<string, string>
}) {
  const to = useLocalizedPath()
  const filtered = FIELDS.some((field) => query[field])
  const withCursor = (cursor: string | null) => {
    const params = new URLSearchParams(
      Object.entries(query).filter(([key, value]) => key !== 'cursor' && value !== ''),
    )
    if (cursor) params.set('cursor', cursor)
    const search = params.toString()
    return to(`/account/shipments${search ? `?${search}` : ''}`)
  }
  if (page.data.length === 0) {
    return (
      <p className="account-card">{filtered || query.cursor ? texts.noneFound : texts.noneYet}</p>
    )
  }
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="visually-hidden">
        {texts.results}
      </h2>
      <ol className="account-shipments">
        {page.data.map((row) => (
          <Row key={row.reference} texts={texts} row={row} />
        ))}
      </ol>
      <p className="account-pages">
        {query.cursor ? <a href={withCursor(null)}>{texts.firstPage}</a> : null}
        {page.next ? <a href={withCursor(page.next)}>{texts.nextPage}</a> : null}
      </p>
    </section>
  )
}
