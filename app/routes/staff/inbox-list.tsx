import { useId, useState } from 'react'
import { LANGUAGE_NAMES } from '#domain/language-names.ts'
import { Link, useSearchParams } from 'react-router'
import { StaffContentListSchema } from '#schemas/staff-content.ts'
import type { Route } from './+types/inbox-list'
import {
  AssigneesResponseSchema,
  INBOX_KIND_LABELS,
  InboxFilterSchema,
  InboxKindSchema,
  InboxListResponseSchema,
  type InboxFilter,
  type InboxItemSummary,
  type InboxKind,
  type InboxListResponse,
} from '#schemas/staff-inbox.ts'
import {
  filterParams,
  inboxApi,
  INBOX_SCREEN_HANDLE,
} from '#app/components/staff/inbox/inbox-api.ts'
import { describeStaffError, StaffApiError, staffApi } from '#app/staff/api.ts'
import {
  AssigneeSelect,
  assigneeText,
  InboxHeader,
  InboxMissing,
  StatusBadge,
  StatusSelect,
} from '#app/components/staff/inbox/inbox-parts.tsx'
import '#app/components/staff/inbox/inbox.css'
import { QuoteFactsLine } from '#app/components/staff/inbox/quote-facts-line.tsx'
import {
  DAY_KEYS,
  DayFilterFields,
  readDays,
  type DayKey,
} from '#app/components/staff/inbox/day-filter-fields.tsx'
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
type PositionChoice = { id: number; name: string }

function readFilter(params: URLSearchParams): InboxFilter {
  const parsed = InboxFilterSchema.safeParse(Object.fromEntries(params))
  return parsed.success ? parsed.data : {}
}

/** A list that helps the form but is not the screen (colleagues, positions): empty if refused. */
async function helperList<T>(load: Promise<{ data: T[] }>): Promise<T[]> {
  try {
    return (await load).data
  } catch (error) {
    if (error instanceof StaffApiError) return []
    throw error
  }
}

/** The list's first page, or why it could not be read (the list then keeps what it shows). */
async function firstPage(kind: InboxKind, filter: InboxFilter, signal: AbortSignal) {
  try {
    const { data } = await staffApi(
      `${inboxApi(kind)}?${filterParams(filter)}`,
      InboxListResponseSchema,
      { signal },
    )
    return { page: data, problem: null }
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return error.status === 403 ? null : { page: null, problem: describeStaffError(error) }
  }
}

/** The list's first page under the address's filter, with the colleagues and positions its
 * filter offers. The workspace's polling runs it again, and the screen merges what is new. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const kind = InboxKindSchema.safeParse(params.kind)
  if (!kind.success) return { kind: null }
  const filter = readFilter(new URL(request.url).searchParams)
  const { signal } = request
  const [first, colleagues, positions] = await Promise.all([
    firstPage(kind.data, filter, signal),
    helperList<Colleague>(
      staffApi(`${inboxApi(kind.data)}/assignees`, AssigneesResponseSchema, { signal }),
    ),
    kind.data === 'job-applications'
      ? helperList<PositionChoice>(
          staffApi('/api/staff/content/positions', StaffContentListSchema, { signal }).then(
            ({ data }) => ({ data: data.items }),
          ),
        )
      : [],
  ])
  // A role that may not work the list: the layout shows the refusal instead.
  if (!first) return null
  return { kind: kind.data, filter, ...first, colleagues, positions }
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

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

/** The filter's fields taken as typed; its days are read by readDays. */
const FILTER_KEYS = ['q', 'status', 'assignee', 'position'] as const

const SEARCH_HINTS: Record<InboxKind, string> = {
  'contact-messages': 'Name, email, phone or message',
  'quote-requests': 'Name, company, city, reference…',
  'job-applications': 'Name, email, phone or cover letter',
  'booking-requests': 'Reference, name, route, commodity…',
}

function InboxList({
  kind,
  filter,
  page,
  problem,
  colleagues,
  positions,
}: {
  kind: InboxKind
  filter: InboxFilter
  page: InboxListResponse['data'] | null
  problem: string | null
  colleagues: Colleague[]
  positions: PositionChoice[]
}) {
  const [, setSearchParams] = useSearchParams()
  const query = filterParams(filter).toString()
  // What is shown: the first page as loaded, older pages as asked for, and each refreshed first
  // page merged in on top (an item it no longer holds stays shown).
  const [shown, setShown] = useState({
    page,
    items: page?.items ?? [],
    nextCursor: page?.nextCursor ?? null,
    announcement: '',
  })
  if (page && shown.page !== page) {
    const { items, added } = merge(shown.items, page.items)
    setShown({
      ...shown,
      page,
      items,
      announcement:
        added > 0 ? `${added} new item${added === 1 ? '' : 's'} arrived` : shown.announcement,
    })
  }
  const { items, nextCursor, announcement } = shown
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreError, setMoreError] = useState<string | null>(null)
  const formId = useId()

  async function loadMore() {
    if (!nextCursor) return
    setLoadingMore(true)
    try {
      const params = filterParams(filter)
      params.set('cursor', nextCursor)
      const { data } = await staffApi(`${inboxApi(kind)}?${params}`, InboxListResponseSchema)
      setShown((current) => ({
        ...current,
        items: [
          ...current.items,
          ...data.items.filter((item) => !current.items.some((s) => s.id === item.id)),
        ],
        nextCursor: data.nextCursor,
      }))
      setMoreError(null)
    } catch (caught) {
      if (!(caught instanceof StaffApiError)) throw caught
      setMoreError(describeStaffError(caught))
    } finally {
      setLoadingMore(false)
    }
  }
  const error = problem ?? moreError

  // A day typed that reads as none: said at the field, and the filter left as it was.
  const [dayErrors, setDayErrors] = useState<Partial<Record<DayKey, string>>>({})
  function applyFilter(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const key of FILTER_KEYS) {
      const value = form.get(key)
      if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim())
    }
    const { days, refused, firstRefused } = readDays(form)
    setDayErrors(refused)
    if (firstRefused) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstRefused}"]`)?.focus()
      return
    }
    for (const [key, day] of Object.entries(days)) next.set(key, day)
    setSearchParams(next)
  }

  const label = INBOX_KIND_LABELS[kind]
  const exportHref = `${inboxApi(kind)}/export.csv${query ? `?${query}` : ''}`
  const filtered = query !== ''
  // Filters beyond the search box, which a phone folds away until asked for.
  const refinements = [...FILTER_KEYS, ...DAY_KEYS].filter(
    (key) => key !== 'q' && filter[key] !== undefined,
  ).length
  const [showRefinements, setShowRefinements] = useState(false)
  const positionNames = new Map(positions.map((position) => [position.id, position.name]))

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
          <StatusSelect id={`${formId}-status`} shown={{ defaultValue: filter.status ?? '' }}>
            <option value="">All but spam</option>
          </StatusSelect>
          <AssigneeSelect
            id={`${formId}-assignee`}
            label="Assigned to"
            shown={{ defaultValue: filter.assignee ?? '' }}
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
                    {position.name}
                  </option>
                ))}
                {filter.position !== undefined && !positionNames.has(filter.position) ? (
                  <option value={filter.position}>Position #{filter.position}</option>
                ) : null}
              </select>
            </div>
          ) : null}
          <DayFilterFields formId={formId} filter={filter} errors={dayErrors} />
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
          {error}
        </p>
      ) : null}

      {items.length === 0 && !error ? (
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
                {item.language === 'en' ? null : ` · Written in ${LANGUAGE_NAMES[item.language]}`}
              </p>
            </li>
          ))}
        </ol>
      )}

      {nextCursor ? (
        <button
          className="button button--outline inbox__more"
          type="button"
          onClick={() => void loadMore()}
          disabled={loadingMore}
        >
          {loadingMore ? 'Loading…' : 'Show older items'}
        </button>
      ) : null}
    </div>
  )
}

export default function InboxListRoute({ loaderData }: Route.ComponentProps) {
  // Without data the role may not use the list, and the layout shows the refusal instead.
  if (!loaderData) return null
  if (!loaderData.kind) return <InboxMissing heading="No such list" />
  const { kind, filter } = loaderData
  // A new list or filter starts from a fresh state: its first page, its cursor.
  return (
    <InboxList key={`${kind}?${filterParams(filter).toString()}`} {...loaderData} kind={kind} />
  )
}
