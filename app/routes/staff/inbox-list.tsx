import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import {
  AssigneesResponseSchema,
  INBOX_KIND_LABELS,
  InboxFilterSchema,
  InboxKindSchema,
  InboxListResponseSchema,
  type InboxFilter,
  type InboxItemSummary,
  type InboxKind,
  type QuoteFacts,
} from '#schemas/staff-inbox.ts'
import { formatDate } from '#domain/calendar.ts'
import { formatNumber } from '#domain/freight.ts'
import {
  announceInboxChange,
  filterParams,
  getJson,
  inboxApi,
  INBOX_REFRESH_MS,
  INBOX_SCREEN_HANDLE,
} from '#app/components/staff/inbox/inbox-api.ts'
import { StaffApiError, staffRequest } from '#app/components/staff/api.ts'
import {
  AssigneeSelect,
  assigneeText,
  InboxHeader,
  InboxMissing,
  StatusBadge,
  StatusSelect,
} from '#app/components/staff/inbox/inbox-parts.tsx'
import '#app/components/staff/inbox/inbox.css'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'

export const handle = INBOX_SCREEN_HANDLE

export function meta({ params }: { params: { kind?: string } }) {
  const kind = InboxKindSchema.safeParse(params.kind)
  return [
    { title: `${kind.success ? INBOX_KIND_LABELS[kind.data] : 'Inbox'} · Staff workspace` },
    { name: 'robots', content: 'noindex' },
  ]
}

type Colleague = { id: string; name: string }

function readFilter(params: URLSearchParams): InboxFilter {
  const parsed = InboxFilterSchema.safeParse(Object.fromEntries(params))
  return parsed.success ? parsed.data : {}
}

/** Merges a fresh first page into what is shown: new items on top, changed ones updated. */
function merge(shown: InboxItemSummary[], fresh: InboxItemSummary[]) {
  const freshById = new Map(fresh.map((item) => [item.id, item]))
  const known = new Set(shown.map((item) => item.id))
  const added = fresh.filter((item) => !known.has(item.id))
  return {
    items: [...added, ...shown.map((item) => freshById.get(item.id) ?? item)],
    added: added.length,
  }
}

const FILTER_KEYS = ['q', 'status', 'assignee', 'position', 'from', 'to'] as const

const SEARCH_HINTS: Record<InboxKind, string> = {
  'contact-messages': 'Name, email, phone or message',
  'quote-requests': 'Name, company, city, reference…',
  'job-applications': 'Name, email, phone or cover letter',
}

/** A quote at a glance: service, company, weight and volume, ready date. */
function QuoteFactsLine({ quote }: { quote: QuoteFacts }) {
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
      <li>
        Ready <time dateTime={quote.cargoReadyDate}>{formatDate(quote.cargoReadyDate)}</time>
      </li>
    </ul>
  )
}

function InboxList({ kind, filter }: { kind: InboxKind; filter: InboxFilter }) {
  const [, setSearchParams] = useSearchParams()
  const query = filterParams(filter).toString()
  const [items, setItems] = useState<InboxItemSummary[]>([])
  const [nextCursor, setNextCursor] = useState<string | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'more'>('loading')
  const [error, setError] = useState<StaffApiError | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [colleagues, setColleagues] = useState<Colleague[]>([])
  // The refresh compares with what is shown to announce arrivals; effects keep it current.
  const itemsRef = useRef(items)
  useEffect(() => {
    itemsRef.current = items
  }, [items])
  const formId = useId()

  const loadFirst = useCallback(
    async (signal: AbortSignal, refresh: boolean) => {
      try {
        const url = `${inboxApi(kind)}?${query}`
        const { data } = await getJson(url, InboxListResponseSchema, signal)
        if (refresh) {
          const { items: merged, added } = merge(itemsRef.current, data.items)
          setItems(merged)
          if (added > 0) {
            setAnnouncement(`${added} new item${added === 1 ? '' : 's'} arrived`)
            announceInboxChange()
          }
        } else {
          setItems(data.items)
          setNextCursor(data.nextCursor)
        }
        setError(null)
      } catch (caught) {
        if (caught instanceof StaffApiError) setError(caught)
        else if (!(caught instanceof DOMException)) throw caught
      } finally {
        setState('ready')
      }
    },
    [kind, query],
  )

  useEffect(() => {
    const controller = new AbortController()
    void loadFirst(controller.signal, false)
    // New items show up without a reload: the first page is fetched again while the tab is seen.
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') {
        void loadFirst(AbortSignal.timeout(INBOX_REFRESH_MS), true)
      }
    }, INBOX_REFRESH_MS)
    return () => {
      controller.abort()
      clearInterval(timer)
    }
  }, [loadFirst])

  const [positions, setPositions] = useState<{ id: number; title: string }[]>([])
  useEffect(() => {
    if (kind !== 'job-applications') return
    let cancelled = false
    void staffRequest<{ id: number; title: string }[]>('GET', '/api/staff/positions').then(
      (answer) => {
        if (!cancelled && answer.data) setPositions(answer.data)
      },
    )
    return () => {
      cancelled = true
    }
  }, [kind])

  useEffect(() => {
    const controller = new AbortController()
    getJson(`${inboxApi(kind)}/assignees`, AssigneesResponseSchema, controller.signal)
      .then(({ data }) => setColleagues(data))
      .catch(() => setColleagues([]))
    return () => controller.abort()
  }, [kind])

  async function loadMore() {
    if (!nextCursor) return
    setState('more')
    try {
      const params = filterParams(filter)
      params.set('cursor', nextCursor)
      const { data } = await getJson(`${inboxApi(kind)}?${params}`, InboxListResponseSchema)
      setItems((shown) => [
        ...shown,
        ...data.items.filter((item) => !shown.some((s) => s.id === item.id)),
      ])
      setNextCursor(data.nextCursor)
    } catch (caught) {
      if (caught instanceof StaffApiError) setError(caught)
    } finally {
      setState('ready')
    }
  }

  function applyFilter(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const key of FILTER_KEYS) {
      const value = form.get(key)
      if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim())
    }
    setSearchParams(next)
  }

  const label = INBOX_KIND_LABELS[kind]
  const exportHref = `${inboxApi(kind)}/export.csv${query ? `?${query}` : ''}`
  const filtered = query !== ''
  // Filters beyond the search box, which a phone folds away until asked for.
  const refinements = FILTER_KEYS.filter((key) => key !== 'q' && filter[key] !== undefined).length
  const [showRefinements, setShowRefinements] = useState(false)
  const positionNames = new Map(positions.map((position) => [position.id, position.title]))

  return (
    <div className="inbox">
      <InboxHeader heading={label}>
        <a className="button button--outline inbox__export" href={exportHref} download>
          Export CSV{filtered ? ' (this filter)' : ''}
        </a>
      </InboxHeader>

      <form
        className="inbox-filter"
        role="search"
        aria-label={`Filter ${label.toLowerCase()}`}
        onSubmit={applyFilter}
        key={query}
      >
        <div className="field inbox-filter__search">
          <label htmlFor={`${formId}-q`}>Search</label>
          <input
            id={`${formId}-q`}
            name="q"
            type="search"
            defaultValue={filter.q ?? ''}
            placeholder={SEARCH_HINTS[kind]}
            maxLength={200}
          />
        </div>
        <button
          type="button"
          className="button button--outline inbox-filter__toggle"
          aria-expanded={showRefinements}
          aria-controls={`${formId}-more`}
          onClick={() => setShowRefinements((shown) => !shown)}
        >
          Filters{refinements > 0 ? ` (${refinements})` : ''}
        </button>
        <div
          id={`${formId}-more`}
          className="inbox-filter__more"
          data-folded={showRefinements ? undefined : ''}
        >
          <StatusSelect id={`${formId}-status`} defaultValue={filter.status ?? ''}>
            <option value="">All but spam</option>
          </StatusSelect>
          <AssigneeSelect
            id={`${formId}-assignee`}
            label="Assigned to"
            defaultValue={filter.assignee ?? ''}
            colleagues={colleagues}
          >
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
          </AssigneeSelect>
          {kind === 'job-applications' ? (
            <div className="field">
              <label htmlFor={`${formId}-position`}>Position</label>
              <select
                id={`${formId}-position`}
                name="position"
                defaultValue={filter.position === undefined ? '' : String(filter.position)}
              >
                <option value="">Any position</option>
                {positions.map((position) => (
                  <option key={position.id} value={position.id}>
                    {position.title}
                  </option>
                ))}
                {filter.position !== undefined && !positionNames.has(filter.position) ? (
                  <option value={filter.position}>Position #{filter.position}</option>
                ) : null}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={`${formId}-from`}>From</label>
            <input id={`${formId}-from`} name="from" type="date" defaultValue={filter.from ?? ''} />
          </div>
          <div className="field">
            <label htmlFor={`${formId}-to`}>To</label>
            <input id={`${formId}-to`} name="to" type="date" defaultValue={filter.to ?? ''} />
          </div>
        </div>
        <div className="inbox-filter__actions">
          <button className="button button--primary" type="submit">
            Apply filter
          </button>
          {filtered ? (
            <button
              className="button button--outline"
              type="button"
              onClick={() => setSearchParams({})}
            >
              Clear filter
            </button>
          ) : null}
        </div>
      </form>

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {error ? (
        <p className="inbox__error" role="alert">
          {error.message}
        </p>
      ) : null}

      {state === 'loading' ? (
        <p className="inbox__empty">Loading…</p>
      ) : items.length === 0 && !error ? (
        <p className="inbox__empty">
          {filtered ? 'Nothing matches this filter.' : 'Nothing here yet.'}
        </p>
      ) : (
        <ol className="inbox-list" aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className="inbox-card" data-status={item.status}>
              <div className="inbox-card__top">
                <Link className="inbox-card__link" to={`/staff/inbox/${kind}/${item.id}`}>
                  {item.name}
                </Link>
                <span className="inbox-card__title">{item.title}</span>
                <StatusBadge status={item.status} />
              </div>
              {item.quote ? <QuoteFactsLine quote={item.quote} /> : null}
              {item.snippet ? <p className="inbox-card__snippet">{item.snippet}</p> : null}
              <p className="inbox-card__meta">
                <time dateTime={item.createdAt}>{formatDhakaDateTime(item.createdAt)}</time>
                {' · '}
                {item.email}
                {' · '}
                {assigneeText(item.assignee)}
              </p>
            </li>
          ))}
        </ol>
      )}

      {nextCursor && state !== 'loading' ? (
        <button
          className="button button--outline inbox__more"
          type="button"
          onClick={() => void loadMore()}
          disabled={state === 'more'}
        >
          {state === 'more' ? 'Loading…' : 'Show older items'}
        </button>
      ) : null}
    </div>
  )
}

export default function InboxListRoute() {
  const params = useParams()
  const [searchParams] = useSearchParams()
  const kind = InboxKindSchema.safeParse(params.kind)
  const filter = readFilter(searchParams)
  if (!kind.success) {
    return <InboxMissing heading="No such list" />
  }
  // A new list or filter starts from a fresh state: loading, first page, no cursor.
  return (
    <InboxList
      key={`${kind.data}?${filterParams(filter).toString()}`}
      kind={kind.data}
      filter={filter}
    />
  )
}
