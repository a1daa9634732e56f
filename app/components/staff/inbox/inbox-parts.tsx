import type { ChangeEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { INBOX_STATUSES, type InboxStatus } from '#schemas/staff-inbox.ts'
import { statusLabel } from './inbox-api.ts'

/** A page's heading, with what belongs beside it (the item's status, the list's export). */
export function InboxHeader({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <div className="inbox__head">
      <h1>{heading}</h1>
      {children}
    </div>
  )
}

export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span className="staff-badge inbox-status" data-status={status}>
      {statusLabel(status)}
    </span>
  )
}

export function assigneeText(assignee: { name: string } | null): string {
  return assignee ? `Assigned to ${assignee.name}` : 'Unassigned'
}

/** What a list or an item page shows when there is nothing to show: why, and a way back. */
export function InboxMissing({
  heading,
  message,
  back = { to: '/staff', label: 'Back to the workspace' },
}: {
  heading: string
  message?: string
  back?: { to: string; label: string }
}) {
  return (
    <div className="inbox">
      <h1>{heading}</h1>
      {message ? <p role="alert">{message}</p> : null}
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </div>
  )
}

/**
 * The colleague choice of the list's filter and of the item's assignment; what comes before the
 * colleagues (Nobody, Me, Anyone) is the caller's.
 */
/**
 * What a select shows: a filter's value, left to the browser once drawn, or a choice the screen
 * keeps itself (the item's status and assignee, which a refresh must not replace).
 */
export type SelectValue =
  { defaultValue: string } | { value: string; onChange: (value: string) => void }

function selectValueProps(shown: SelectValue) {
  return 'value' in shown
    ? {
        value: shown.value,
        onChange: (event: ChangeEvent<HTMLSelectElement>) => shown.onChange(event.target.value),
      }
    : { defaultValue: shown.defaultValue }
}

export function AssigneeSelect({
  id,
  label,
  shown,
  colleagues,
  children,
}: {
  id: string
  label: string
  shown: SelectValue
  colleagues: readonly { id: string; name: string }[]
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="assignee" {...selectValueProps(shown)}>
        {children}
        {colleagues.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Labels and values, in fact-list.css's .facts like the quote form's review (which writes the same
 * markup itself: a module shared with a public page would be one more chunk in its first load).
 */
export function FactList({
  rows,
  hrefOf,
}: {
  rows: readonly (readonly [string, string])[]
  /** A link for a value (an email address, a phone number), or undefined for plain text. */
  hrefOf?: (label: string, value: string) => string | undefined
}) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => {
        const href = value ? hrefOf?.(label, value) : undefined
        return (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{href ? <a href={href}>{value}</a> : value}</dd>
          </div>
        )
      })}
    </dl>
  )
}

/** The status choice of the list's filter and of the item's status change. */
export function StatusSelect({
  id,
  shown,
  children,
}: {
  id: string
  shown: SelectValue
  /** What comes before the statuses (the filter's "All but spam"). */
  children?: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Status</label>
      <select id={id} name="status" {...selectValueProps(shown)}>
        {children}
        {INBOX_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
    </div>
  )
}
