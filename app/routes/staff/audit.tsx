import { useId, useState } from 'react'
import type { ClientLoaderFunctionArgs } from 'react-router'
import { describeShipmentChange } from '#schemas/shipments.ts'
import { AuditPageResponseSchema, type AuditPage } from '#schemas/staff.ts'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['admin'] }

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return unlessForbidden(
    staffApi('/api/staff/audit', AuditPageResponseSchema, { signal: request.signal }),
  )
}

/** Plain words for the actions the log records; others are shown as recorded. */
const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in.password': 'Password accepted, second factor asked',
  'sign-in.failure': 'Failed sign-in',
  'sign-in.lockout': 'Sign-in locked out',
  'sessions.revoke-all': 'Signed out everywhere',
  'account.add': 'Account added',
  'account.invite': 'Colleague invited',
  'account.setup': 'Account set up',
  'account.role': 'Role changed',
  'account.disable': 'Account disabled',
  'account.enable': 'Account enabled',
  'account.reset': 'Account reset',
  export: 'Export',
  'shipment.create': 'Shipment created',
  'shipment.edit': 'Shipment edited',
  'shipment.milestone.add': 'Milestone added',
  'shipment.milestone.remove': 'Milestone removed',
  'shipment.customer': 'Shipment put in a customer portal',
  'position.created': 'Position created',
  'position.edited': 'Position edited',
  'position.published': 'Position published',
  'position.closed': 'Position closed',
}

function detailText(action: string, detail: Record<string, unknown> | null): string {
  const shipmentChange = describeShipmentChange(action, detail)
  if (shipmentChange !== null) return shipmentChange
  if (!detail) return ''
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ')
}

const ENTRY_COLUMNS: StaffColumn<AuditPage['data'][number]>[] = [
  {
    label: 'When',
    cell: (entry) => <time dateTime={entry.at}>{formatDhakaDateTime(entry.at)}</time>,
  },
  { label: 'What', cell: (entry) => ACTIONS[entry.action] ?? entry.action },
  {
    label: 'Who',
    cell: (entry) => (entry.actor ? `${entry.actor.name} (${entry.actor.email})` : '—'),
  },
  { label: 'About', cell: (entry) => entry.target ?? '—' },
  { label: 'Address', cell: (entry) => entry.ip ?? '—' },
  { label: 'Details', cell: (entry) => detailText(entry.action, entry.detail) },
]

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

export default function StaffAudit({ loaderData }: { loaderData: AuditPage }) {
  const [entries, setEntries] = useState(loaderData.data)
  const [next, setNext] = useState(loaderData.next)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const captionId = useId()

  function loadOlder() {
    if (next === null) return
    setBusy(true)
    staffApi(`/api/staff/audit?before=${next}`, AuditPageResponseSchema)
      .then(
        (page) => {
          setEntries((current) => [...current, ...page.data])
          setNext(page.next)
        },
        (caught: unknown) =>
          setError(caught instanceof StaffApiError ? caught.message : 'Something went wrong'),
      )
      .finally(() => setBusy(false))
  }

  return (
    <>
      <h1>Audit log</h1>
      <p id={captionId}>
        Sign-ins, failures, lockouts, account changes, exports and shipment changes, newest first.
        Times are {DHAKA_ZONE_LABEL}.
      </p>
      {error && (
        <p className="staff-alert" role="alert">
          {error}
        </p>
      )}
      <StaffTable
        aria-describedby={captionId}
        rows={entries}
        rowKey={(entry) => entry.id}
        columns={ENTRY_COLUMNS}
      />
      {next !== null && (
        <p>
          <button
            type="button"
            className="button button--outline"
            disabled={busy}
            onClick={loadOlder}
          >
            Show older entries
          </button>
        </p>
      )}
    </>
  )
}
