import { Fragment, useId } from 'react'
import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/inbox-item'
import {
  AssigneesResponseSchema,
  INBOX_KIND_LABELS,
  INBOX_NOTE_MAX,
  INBOX_REPLY_MAX,
  InboxChangeResponseSchema,
  InboxItemResponseSchema,
  InboxKindSchema,
  type InboxItemDetail,
  type InboxKind,
} from '#schemas/staff-inbox.ts'
import { inboxApi, INBOX_SCREEN_HANDLE } from '#app/components/staff/inbox/inbox-api.ts'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import { newestRecord, staffActionResult, staffSaveResult } from '#app/staff/action-result.ts'
import {
  FactList,
  assigneeText,
  InboxHeader,
  InboxMissing,
  StatusBadge,
} from '#app/components/staff/inbox/inbox-parts.tsx'
import {
  bytes,
  delivery,
  describe,
  factHref,
  estimateBasisText,
  ReachLinks,
  TextForm,
} from '#app/components/staff/inbox/item-parts.tsx'
import { WorkForm } from '#app/components/staff/inbox/work-form.tsx'
import { estimateStarter, QuoteEstimatePanel } from '#app/components/staff/inbox/quote-estimate.tsx'
import '#app/components/staff/inbox/inbox.css'
import '#app/components/staff/inbox/estimate-reply.css'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'

export const handle = INBOX_SCREEN_HANDLE

export function meta() {
  return [{ title: 'Inbox item · Staff workspace' }, { name: 'robots', content: 'noindex' }]
}

type Colleague = { id: string; name: string }

/** The list and item the address names, or null when it names none. */
function itemOf(params: { kind?: string; id?: string }): { kind: InboxKind; id: number } | null {
  const kind = InboxKindSchema.safeParse(params.kind)
  const id = Number(params.id)
  return kind.success && Number.isInteger(id) && id >= 1 ? { kind: kind.data, id } : null
}

/** The API's refusal, as a value to show; anything else is thrown on. */
function refusal(error: unknown): StaffApiError {
  if (error instanceof StaffApiError) return error
  throw error
}

const itemApi = ({ kind, id }: { kind: InboxKind; id: number }) => `${inboxApi(kind)}/${id}`

/**
 * The item and the colleagues it can be assigned to. A refusal is the screen's answer (not found,
 * or not this role's), shown in its place; the workspace's polling runs it again, so reply
 * delivery and colleagues' changes show up without a reload.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const target = itemOf(params)
  if (!target) return { state: 'missing' as const }
  const { signal } = request
  const [item, colleagues] = await Promise.all([
    staffApi(itemApi(target), InboxItemResponseSchema, { signal }).then(
      ({ data }) => data,
      refusal,
    ),
    staffApi(`${inboxApi(target.kind)}/assignees`, AssigneesResponseSchema, { signal }).then(
      ({ data }): Colleague[] => data,
      (error: unknown): Colleague[] => {
        // Without colleagues, the assignee choice still offers Nobody.
        refusal(error)
        return []
      },
    ),
  ])
  if (!(item instanceof StaffApiError)) {
    return { state: 'ready' as const, kind: target.kind, item, colleagues }
  }
  // A role that may not work the list: the layout shows the refusal instead.
  if (item.status === 403) return null
  return {
    state: 'refused' as const,
    kind: target.kind,
    status: item.status,
    message: item.message,
  }
}

/**
 * The change the item's forms and buttons ask for, named by the form's `intent`. Each answers
 * with the item as it now is, which the screen shows without reading it again; the layout reads
 * the counts of new items again when the status may have left or reached new.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const target = itemOf(params)
  if (!target) throw new StaffApiError(404, 'Item not found')
  const base = itemApi(target)
  const form = await request.formData()
  const post = (path: string, body: unknown) =>
    staffApi(`${base}/${path}`, InboxChangeResponseSchema, { body })
  switch (form.get('intent')) {
    case 'assign-to-me':
      return staffSaveResult(async () => {
        const { data } = await post('assignee', { assigneeId: form.get('me') })
        return { notice: 'Assigned to you', saved: data }
      })
    case 'work': {
      const status = form.get('status')
      const currentStatus = form.get('currentStatus')
      const assignee = form.get('assignee')
      const assigneeId = typeof assignee === 'string' && assignee !== '' ? assignee : null
      const statusChanged = status !== currentStatus
      const assigneeChanged = (assigneeId ?? '') !== form.get('currentAssignee')
      if (!statusChanged && !assigneeChanged)
        return staffActionResult(async () => 'Nothing to change')
      return staffSaveResult(async () => {
        let saved = statusChanged ? (await post('status', { status })).data : null
        // Without a new status, the assignee is what changed.
        if (assigneeChanged || saved === null) {
          saved = (await post('assignee', { assigneeId })).data
        }
        const changed = [statusChanged ? 'status' : '', assigneeChanged ? 'assignee' : '']
        return {
          notice: `Saved the ${changed.filter(Boolean).join(' and ')}`,
          saved,
          countsChanged: statusChanged && (status === 'new' || currentStatus === 'new'),
        }
      })
    }
    case 'reply':
      return staffSaveResult(async () => {
        const { message, data } = await post('replies', {
          body: form.get('body'),
          key: form.get('key'),
          ...(form.get('fromEstimate') === 'yes' ? { fromEstimate: true } : {}),
        })
        // A reply moves the item to answered: from new, it leaves the counts.
        return { notice: message, saved: data, countsChanged: true }
      })
    case 'note':
      return staffSaveResult(async () => {
        const { message, data } = await post('notes', { body: form.get('body') })
        return { notice: message, saved: data }
      })
    default:
      throw new Error(`Unknown inbox change ${String(form.get('intent'))}`)
  }
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { unlessOwnSave as shouldRevalidate } from '#app/staff/use-polling.ts'

/** The id of the item's latest event: every change adds one, so a higher one is newer. */
function latestEvent(item: InboxItemDetail): number {
  return Math.max(0, ...item.events.map((event) => event.id))
}

function ItemView({
  kind,
  item: loaded,
  colleagues,
}: {
  kind: InboxKind
  item: InboxItemDetail
  colleagues: Colleague[]
}) {
  const keys = {
    work: `inbox:${kind}:${loaded.id}:work`,
    reply: `inbox:${kind}:${loaded.id}:reply`,
    note: `inbox:${kind}:${loaded.id}:note`,
  }
  const work = useFetcher<typeof clientAction>({ key: keys.work })
  const reply = useFetcher<typeof clientAction>({ key: keys.reply })
  const note = useFetcher<typeof clientAction>({ key: keys.note })
  const item = newestRecord(loaded, [work.data, reply.data, note.data], latestEvent)
  const base = itemApi({ kind, id: item.id })
  const formId = useId()

  const replies = item.events.filter((event) => event.action === 'reply')
  const headingText =
    kind === 'contact-messages'
      ? `Message from ${item.name}`
      : kind === 'quote-requests'
        ? item.title
        : `${item.name}: ${item.title}`
  // A quote's reference is one word: it never breaks at its hyphens.
  const heading = headingText.split(/(Q-\d{4}-\d+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="staff-reference">
        {part}
      </span>
    ) : (
      part
    ),
  )

  return (
    <div className="inbox inbox-item">
      <p className="inbox-item__back">
        <Link to={`/staff/inbox/${kind}`}>← {INBOX_KIND_LABELS[kind]}</Link>
      </p>
      <InboxHeader heading={heading}>
        <StatusBadge status={item.status} />
      </InboxHeader>
      <p className="inbox-card__meta">
        Received <time dateTime={item.createdAt}>{formatDhakaDateTime(item.createdAt)}</time> ·{' '}
        {assigneeText(item.assignee)}
      </p>
      <ReachLinks item={item} />

      <WorkForm formId={formId} item={item} colleagues={colleagues} fetcherKey={keys.work} />
      {kind === 'booking-requests' ? (
        <Link className="button button--outline" to={`/staff/bookings/${item.id}`}>
          Confirm the booking or ask the customer
        </Link>
      ) : null}

      {item.shipmentDraft ? (
        <section className="inbox-shipments" aria-labelledby={`${formId}-shipments`}>
          <h2 id={`${formId}-shipments`} className="visually-hidden">
            Shipments
          </h2>
          {item.shipments.length > 0 ? (
            <p>
              {item.shipments.length === 1 ? 'Shipment' : 'Shipments'}:{' '}
              {item.shipments.map((shipment, index) => (
                <Fragment key={shipment.id}>
                  {index > 0 ? ', ' : null}
                  <Link to={`/staff/shipments/${shipment.id}`} className="staff-reference">
                    {shipment.reference}
                  </Link>
                </Fragment>
              ))}
            </p>
          ) : null}
          <Link className="button button--outline" to={`/staff/shipments/new?quote=${item.id}`}>
            Create shipment from this quote
          </Link>
        </section>
      ) : null}

      <div className="inbox-item__layout">
        <div className="inbox-item__main">
          {item.sections.map((section) => (
            <Fragment key={section.heading}>
              <section className="inbox-panel" aria-labelledby={`${formId}-${section.heading}`}>
                <h2 id={`${formId}-${section.heading}`}>{section.heading}</h2>
                <FactList rows={section.rows} hrefOf={factHref} />
              </section>
              {/* Package lines follow the cargo, in the sales email's order. */}
              {section.heading === 'Cargo' && item.packageLines.length > 0 ? (
                <section className="inbox-panel" aria-labelledby={`${formId}-packages`}>
                  <h2 id={`${formId}-packages`}>{item.packageLinesHeading}</h2>
                  <ol>
                    {item.packageLines.map((line, index) => (
                      <li key={index}>{line}</li>
                    ))}
                  </ol>
                </section>
              ) : null}
            </Fragment>
          ))}
          {item.estimate ? (
            <QuoteEstimatePanel estimate={item.estimate} headingId={`${formId}-estimate`} />
          ) : null}
          {item.cv ? (
            <section className="inbox-panel" aria-labelledby={`${formId}-cv`}>
              <h2 id={`${formId}-cv`}>CV</h2>
              <p>
                <a className="button button--outline" href={`${base}/cv`} download>
                  Download CV ({item.cv.name}, {bytes(item.cv.size)})
                </a>
              </p>
            </section>
          ) : null}

          <section className="inbox-panel" aria-labelledby={`${formId}-thread`}>
            <h2 id={`${formId}-thread`}>Conversation</h2>
            <ol className="inbox-thread">
              <li className="inbox-thread__visitor">
                <p className="inbox-thread__who">
                  {item.name} wrote,{' '}
                  <time dateTime={item.createdAt}>{formatDhakaDateTime(item.createdAt)}</time>
                </p>
                <p className="inbox-thread__text">
                  {item.longText || `(no ${item.longTextLabel.toLowerCase()})`}
                </p>
              </li>
              {replies.map((event) => (
                <li key={event.id} className="inbox-thread__staff">
                  <p className="inbox-thread__who">
                    {event.actor?.name ?? 'Staff'} replied,{' '}
                    <time dateTime={event.at}>{formatDhakaDateTime(event.at)}</time>
                  </p>
                  <p className="inbox-thread__text">{event.body}</p>
                  {event.estimate ? <p>Sent {estimateBasisText(event.estimate)}.</p> : null}
                  <p className="inbox-thread__delivery">{delivery(event)}</p>
                </li>
              ))}
            </ol>
            <TextForm
              id={`${formId}-reply`}
              label={`Reply to ${item.email}`}
              hint="Sent by email with your address as Reply-To; the item moves to Answered."
              maxLength={INBOX_REPLY_MAX}
              submitLabel="Send reply"
              primary
              intent="reply"
              fetcherKey={keys.reply}
              starter={item.estimate ? estimateStarter(item.estimate, item.language) : undefined}
            />
          </section>
        </div>

        <aside className="inbox-item__side" aria-label="Work on this item">
          <section className="inbox-panel" aria-labelledby={`${formId}-notes`}>
            <h2 id={`${formId}-notes`}>Internal notes</h2>
            <TextForm
              id={`${formId}-note`}
              label="New note (staff only)"
              maxLength={INBOX_NOTE_MAX}
              submitLabel="Add note"
              intent="note"
              fetcherKey={keys.note}
            />
          </section>

          <section className="inbox-panel" aria-labelledby={`${formId}-history`}>
            <h2 id={`${formId}-history`}>History</h2>
            {item.events.length === 0 ? (
              <p>Nothing has happened to this item yet.</p>
            ) : (
              <ol className="inbox-history">
                {item.events.map((event) => (
                  <li key={event.id}>
                    <p>
                      <time dateTime={event.at}>{formatDhakaDateTime(event.at)}</time>:{' '}
                      {describe(event)}
                    </p>
                    {event.action === 'note' && event.body ? (
                      <p className="inbox-history__note">{event.body}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </aside>
      </div>
    </div>
  )
}

export default function InboxItemRoute({ loaderData }: Route.ComponentProps) {
  // Without data the role may not work the list, and the layout shows the refusal instead.
  if (!loaderData) return null
  if (loaderData.state === 'missing') return <InboxMissing heading="Item not found" />
  const { kind } = loaderData
  if (loaderData.state === 'refused') {
    return (
      <InboxMissing
        heading={loaderData.status === 404 ? 'Item not found' : 'This item cannot be shown'}
        message={loaderData.message}
        back={{
          to: `/staff/inbox/${kind}`,
          label: `Back to ${INBOX_KIND_LABELS[kind].toLowerCase()}`,
        }}
      />
    )
  }
  const { item, colleagues } = loaderData
  return <ItemView key={`${kind}-${item.id}`} kind={kind} item={item} colleagues={colleagues} />
}
