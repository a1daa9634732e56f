import { useState } from 'react'
import { useFetcher } from 'react-router'
import type { InboxEvent, InboxItemDetail } from '#schemas/staff-inbox.ts'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { telHref, whatsappChatHref } from '#app/utils/phone.ts'
import { statusLabel } from './inbox-api.ts'

/*
 * The parts of an inbox item's page (app/routes/staff/inbox-item.tsx): its history in words,
 * the forms that write on it (a reply, a note) and the ways to reach the visitor.
 */

export function bytes(size: number): string {
  return size >= 1024 * 1024
    ? `${(size / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(size / 1024))} KB`
}

export function describe(event: InboxEvent): string {
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
      return `${who} replied by email${event.estimate ? `, ${estimateBasisText(event.estimate)}` : ''}`
  }
}

/** "from the instant estimate of rate card 12, version 34, changed before sending". */
export function estimateBasisText(basis: NonNullable<InboxEvent['estimate']>): string {
  const version = basis.cardVersionId === null ? '' : `, version ${basis.cardVersionId}`
  const how = basis.changed ? 'changed before sending' : 'sent as priced'
  return `from the instant estimate of rate card ${basis.cardId}${version}, ${how}`
}

export function delivery(event: InboxEvent): string {
  if (!event.delivery) return ''
  if (event.delivery.status === 'sent' && event.delivery.sentAt) {
    return `Sent ${formatDhakaDateTime(event.delivery.sentAt)}`
  }
  return event.delivery.attempts > 0
    ? `Waiting to be sent (${event.delivery.attempts} attempt${event.delivery.attempts === 1 ? '' : 's'} so far)`
    : 'Waiting to be sent'
}

/** The answer of a fetcher's last change, once it has come back. */
export function Feedback({ result }: { result: StaffActionResult | undefined }) {
  return (
    <p
      className={result?.problem ? 'inbox-feedback inbox-feedback--error' : 'inbox-feedback'}
      role="status"
    >
      {result?.problem ?? result?.notice ?? ''}
    </p>
  )
}

/**
 * A text written on the item (a reply, a note), cleared once it is taken. A reply carries a key
 * that stays the same until it is taken, so sending it again after a failure sends it once.
 */
export function TextForm({
  id,
  intent,
  label,
  hint,
  maxLength,
  submitLabel,
  primary = false,
  fetcherKey,
  starter,
}: {
  id: string
  intent: 'reply' | 'note'
  /** The key of the fetcher it sends with, whose answer (the item) the screen shows. */
  fetcherKey: string
  label: string
  hint?: string
  maxLength: number
  submitLabel: string
  primary?: boolean
  /**
   * A text the form can start from (a reply from the quote's instant estimate): a button puts
   * it in the field to edit, and the form then says it was started from it (`fromEstimate`).
   */
  starter?: { label: string; text: string; note: string } | undefined
}) {
  const fetcher = useFetcher<StaffActionResult>({ key: fetcherKey })
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const [draft, setDraft] = useState(() => ({
    body: '',
    key: crypto.randomUUID(),
    taken: result,
    started: false,
  }))
  if (result !== draft.taken) {
    setDraft(
      result?.notice
        ? { body: '', key: crypto.randomUUID(), taken: result, started: false }
        : { ...draft, taken: result },
    )
  }
  return (
    <fetcher.Form method="post" className="inbox-form">
      <input type="hidden" name="intent" value={intent} />
      {intent === 'reply' ? <input type="hidden" name="key" value={draft.key} /> : null}
      {draft.started ? <input type="hidden" name="fromEstimate" value="yes" /> : null}
      {starter ? (
        <p className="inbox-form__starter">
          <button
            type="button"
            className="button button--outline"
            onClick={() => setDraft({ ...draft, body: starter.text, started: true })}
          >
            {starter.label}
          </button>
          {draft.started ? <span role="status">{starter.note}</span> : null}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          name="body"
          required
          maxLength={maxLength}
          value={draft.body}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
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
        disabled={fetcher.state !== 'idle'}
      >
        {submitLabel}
      </button>
      <Feedback result={result} />
    </fetcher.Form>
  )
}

/** Ways to reach the visitor at once: call, WhatsApp, email. */
export function ReachLinks({ item }: { item: InboxItemDetail }) {
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
export function factHref(label: string, value: string): string | undefined {
  if (label === 'Email') return `mailto:${value}`
  if (label === 'Phone') return telHref(value)
  return undefined
}
