import { Fragment, useCallback, useEffect, useId, useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  AssigneesResponseSchema,
  INBOX_KIND_LABELS,
  INBOX_NOTE_MAX,
  INBOX_REPLY_MAX,
  InboxItemResponseSchema,
  InboxKindSchema,
  type InboxEvent,
  type InboxItemDetail,
  type InboxKind,
} from '#schemas/staff-inbox.ts'
import {
  announceInboxChange,
  getJson,
  inboxApi,
  INBOX_REFRESH_MS,
  INBOX_SCREEN_HANDLE,
  postJson,
  statusLabel,
} from '#app/components/staff/inbox/inbox-api.ts'
import { StaffApiError } from '#app/components/staff/api.ts'
import { useStaffAction } from '#app/components/staff/use-staff-action.ts'
import {
  AssigneeSelect,
  FactList,
  assigneeText,
  InboxHeader,
  InboxMissing,
  StatusBadge,
  StatusSelect,
} from '#app/components/staff/inbox/inbox-parts.tsx'
import '#app/components/staff/inbox/inbox.css'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { useStaff } from '#app/components/staff/use-staff.ts'
import { telHref, whatsappChatHref } from '#app/utils/phone.ts'

export const handle = INBOX_SCREEN_HANDLE

export function meta() {
  return [{ title: 'Inbox item · Staff workspace' }, { name: 'robots', content: 'noindex' }]
}

type Colleague = { id: string; name: string }

function bytes(size: number): string {
  return size >= 1024 * 1024
    ? `${(size / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(size / 1024))} KB`
}

function describe(event: InboxEvent): string {
  const who = event.actor?.name ?? 'The system'
  switch (event.action) {
    case 'status':
      return `${who} moved it from ${event.fromStatus ? statusLabel(event.fromStatus) : '?'} to ${event.toStatus ? statusLabel(event.toStatus) : '?'}`
    case 'assign':
      return event.assignee
        ? `${who} assigned it to ${event.assignee.name}`
        : `${who} unassigned it`
    case 'note':
      return `${who} added a note`
    case 'reply':
      return `${who} replied by email`
  }
}

function delivery(event: InboxEvent): string {
  if (!event.delivery) return ''
  if (event.delivery.status === 'sent' && event.delivery.sentAt) {
    return `Sent ${formatDhakaDateTime(event.delivery.sentAt)}`
  }
  return event.delivery.attempts > 0
    ? `Waiting to be sent (${event.delivery.attempts} attempt${event.delivery.attempts === 1 ? '' : 's'} so far)`
    : 'Waiting to be sent'
}

/** A small form that posts one thing and reports the answer next to its button. */
function useAction(reload: () => Promise<void>) {
  const { busy, error, run: runStaffAction } = useStaffAction()
  const [message, setMessage] = useState('')
  function run(action: () => Promise<string>): Promise<boolean> {
    setMessage('')
    return runStaffAction(async () => {
      setMessage(await action())
      announceInboxChange()
      await reload()
    })
  }
  return { busy, message, error: error ?? '', run }
}

function Feedback({ message, error }: { message: string; error: string }) {
  return (
    <p className={error ? 'inbox-feedback inbox-feedback--error' : 'inbox-feedback'} role="status">
      {error || message}
    </p>
  )
}

/** A text written on the item (a reply, a note), sent by `send` and cleared once it is taken. */
function TextForm({
  id,
  label,
  hint,
  maxLength,
  submitLabel,
  primary = false,
  action,
  send,
  onSent,
}: {
  id: string
  label: string
  hint?: string
  maxLength: number
  submitLabel: string
  primary?: boolean
  action: ReturnType<typeof useAction>
  send: (body: FormDataEntryValue | null) => Promise<string>
  onSent?: () => void
}) {
  return (
    <form
      className="inbox-form"
      onSubmit={(event) => {
        event.preventDefault()
        const form = event.currentTarget
        const body = new FormData(form).get('body')
        void action
          .run(() => send(body))
          .then((sent) => {
            if (!sent) return
            form.reset()
            onSent?.()
          })
      }}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          name="body"
          required
          maxLength={maxLength}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {hint ? (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
      </div>
      <button
        className={primary ? 'button button--primary' : 'button button--outline'}
        type="submit"
        disabled={action.busy}
      >
        {submitLabel}
      </button>
      <Feedback message={action.message} error={action.error} />
    </form>
  )
}

/** Ways to reach the visitor at once: call, WhatsApp, email. */
function ReachLinks({ item }: { item: InboxItemDetail }) {
  const whatsapp = whatsappChatHref(item.phone)
  return (
    <ul className="inbox-reach" aria-label={`Reach ${item.name}`}>
      <li>
        <a className="button button--outline inbox-reach__link" href={telHref(item.phone)}>
          Call {item.phone}
        </a>
      </li>
      {whatsapp ? (
        <li>
          <a
            className="button button--outline inbox-reach__link"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp<span className="visually-hidden"> {item.phone} (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
      <li>
        <a className="button button--outline inbox-reach__link" href={`mailto:${item.email}`}>
          Email {item.email}
        </a>
      </li>
    </ul>
  )
}

/** The link a fact's value gets: the visitor's email and phone are for reaching them. */
function factHref(label: string, value: string): string | undefined {
  if (label === 'Email') return `mailto:${value}`
  if (label === 'Phone') return telHref(value)
  return undefined
}

function ItemView({ kind, id }: { kind: InboxKind; id: number }) {
  const base = `${inboxApi(kind)}/${id}`
  const [item, setItem] = useState<InboxItemDetail | null>(null)
  const [loadError, setLoadError] = useState<StaffApiError | null>(null)
  const [colleagues, setColleagues] = useState<Colleague[]>([])
  const [replyKey, setReplyKey] = useState(() => crypto.randomUUID())
  const formId = useId()

  const reload = useCallback(
    () =>
      getJson(base, InboxItemResponseSchema).then(
        ({ data }) => {
          setItem(data)
          setLoadError(null)
        },
        (caught: unknown) => {
          if (caught instanceof StaffApiError) setLoadError(caught)
          else throw caught
        },
      ),
    [base],
  )

  useEffect(() => {
    const first = setTimeout(() => void reload(), 0)
    // Reply delivery and colleagues' changes show up without a reload.
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload()
    }, INBOX_REFRESH_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [reload])

  useEffect(() => {
    getJson(`${inboxApi(kind)}/assignees`, AssigneesResponseSchema)
      .then(({ data }) => setColleagues(data))
      .catch(() => setColleagues([]))
  }, [kind])

  const me = useStaff()
  const workAction = useAction(reload)
  const noteAction = useAction(reload)
  const replyAction = useAction(reload)

  if (loadError) {
    return (
      <InboxMissing
        heading={loadError.status === 404 ? 'Item not found' : 'This item cannot be shown'}
        message={loadError.message}
        back={{
          to: `/staff/inbox/${kind}`,
          label: `Back to ${INBOX_KIND_LABELS[kind].toLowerCase()}`,
        }}
      />
    )
  }
  if (!item) return <p className="inbox__empty">Loading…</p>

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

      <form
        className="inbox-work"
        aria-label="Status and assignee"
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          const status = form.get('status')
          const assignee = form.get('assignee')
          const assigneeId = typeof assignee === 'string' && assignee !== '' ? assignee : null
          void workAction.run(async () => {
            const changed: string[] = []
            if (status !== item.status) {
              await postJson(`${base}/status`, { status })
              changed.push('status')
            }
            if (assigneeId !== (item.assignee?.id ?? null)) {
              await postJson(`${base}/assignee`, { assigneeId })
              changed.push('assignee')
            }
            return changed.length === 0 ? 'Nothing to change' : `Saved the ${changed.join(' and ')}`
          })
        }}
        key={`work-${item.status}-${item.assignee?.id ?? ''}`}
      >
        <StatusSelect id={`${formId}-status`} defaultValue={item.status} />
        <AssigneeSelect
          id={`${formId}-assignee`}
          label="Assigned to"
          defaultValue={item.assignee?.id ?? ''}
          colleagues={colleagues}
        >
          <option value="">Nobody</option>
        </AssigneeSelect>
        <div className="inbox-work__actions">
          <button className="button button--primary" type="submit" disabled={workAction.busy}>
            Save
          </button>
          {item.assignee?.id === me.id ? null : (
            <button
              className="button button--outline"
              type="button"
              disabled={workAction.busy}
              onClick={() =>
                void workAction.run(async () => {
                  await postJson(`${base}/assignee`, { assigneeId: me.id })
                  return 'Assigned to you'
                })
              }
            >
              Assign to me
            </button>
          )}
        </div>
        <Feedback message={workAction.message} error={workAction.error} />
      </form>

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
              action={replyAction}
              send={(body) => postJson(`${base}/replies`, { body, key: replyKey })}
              onSent={() => setReplyKey(crypto.randomUUID())}
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
              action={noteAction}
              send={(body) => postJson(`${base}/notes`, { body })}
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

export default function InboxItemRoute() {
  const params = useParams()
  const kind = InboxKindSchema.safeParse(params.kind)
  const id = Number(params.id)
  if (!kind.success || !Number.isInteger(id) || id < 1) {
    return <InboxMissing heading="Item not found" />
  }
  return <ItemView key={`${kind.data}-${id}`} kind={kind.data} id={id} />
}
