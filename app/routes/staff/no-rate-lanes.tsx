import { Link } from 'react-router'
import type { Route } from './+types/no-rate-lanes'
import { staffApi } from '#app/staff/api.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import { StaffTable, type StaffColumn } from '#app/components/staff/staff-table.tsx'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { MODE_OPTIONS } from '#schemas/content/rate-card-options.ts'
import { NoRateLanesResponseSchema, type NoRateLane } from '#schemas/staff-pricing.ts'

export const handle: StaffScreenHandle = { staffRoles: ['pricing'] }

export const meta = () => [{ title: 'Lanes without a rate | Staff' }]

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    staffApi('/api/staff/pricing/no-rate-lanes', NoRateLanesResponseSchema, {
      signal: request.signal,
    }),
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

/** A place by its code, with its names in both languages when it is one of our lanes' places. */
function Place({ code, name }: { code: string; name: NoRateLane['originName'] }) {
  return (
    <>
      {name ? (
        <>
          {name.en} <span lang="bn">({name.bn})</span>{' '}
        </>
      ) : null}
      <code>{code}</code>
    </>
  )
}

const LANE_COLUMNS: StaffColumn<NoRateLane>[] = [
  {
    label: 'Mode',
    cell: (lane) => MODE_OPTIONS.find((option) => option.value === lane.mode)?.label.en,
  },
  { label: 'From', cell: (lane) => <Place code={lane.origin} name={lane.originName} /> },
  { label: 'To', cell: (lane) => <Place code={lane.destination} name={lane.destinationName} /> },
  {
    label: 'Asked',
    cell: (lane) => (lane.count === 1 ? 'once' : `${lane.count.toLocaleString('en-US')} times`),
  },
  {
    label: 'Last asked',
    cell: (lane) => (
      <time dateTime={lane.lastAskedAt}>{formatDhakaDateTime(lane.lastAskedAt)}</time>
    ),
  },
]

/**
 * The lanes visitors asked an instant estimate (or sent a quote request) for that no published
 * rate card priced, most asked first: what pricing staff price next.
 */
export default function StaffNoRateLanes({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  const { lanes } = loaderData.data
  return (
    <section aria-labelledby="no-rate-title">
      <h1 id="no-rate-title">Lanes without a rate</h1>
      <p id="no-rate-about">
        Lanes visitors asked an estimate for, or sent a quote request on, that no published rate
        card priced: none covered the lane, or those that did had expired or did not cover the cargo
        or its ready date. Most asked first. A{' '}
        <Link to="/staff/content/rate-cards/new">new rate card</Link> for a lane prices its next
        estimate.
      </p>
      {lanes.length === 0 ? (
        <p className="staff-notice" role="status">
          Every lane asked for so far had a rate.
        </p>
      ) : (
        <StaffTable
          aria-describedby="no-rate-about"
          rows={lanes}
          rowKey={(lane) => `${lane.mode} ${lane.origin} ${lane.destination}`}
          columns={LANE_COLUMNS}
        />
      )}
    </section>
  )
}
