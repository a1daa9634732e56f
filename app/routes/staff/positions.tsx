import { staffApi } from '#app/staff/api.ts'
import { formatDate } from '#domain/calendar.ts'
import { POSITION_STATUS_LABELS } from '#domain/position-rules.ts'
import { StaffPositionListSchema } from '#schemas/positions.ts'
import { Link } from 'react-router'
import type { Route } from './+types/positions'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['hr'] }

export const meta = () => [{ title: 'Positions | Staff' }]

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    staffApi('/api/staff/positions', StaffPositionListSchema, { signal: request.signal }),
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/** Every vacancy, newest first: drafts, open and closed ones. */
export default function StaffPositions({ loaderData }: Route.ComponentProps) {
  // Without data the role may not use the screen, and the layout shows the refusal instead.
  if (!loaderData) return null
  const rows = loaderData.data
  const untranslated = rows.filter((row) => row.untranslated).length

  return (
    <section aria-labelledby="positions-title" className="staff-positions">
      <div className="staff-positions__top">
        <h1 id="positions-title">Job positions</h1>
        <Link to="/staff/positions/new" className="button button--accent">
          New position
        </Link>
      </div>
      <p>
        What you publish shows on the public <a href="/careers">careers page</a> within a minute. A
        position stops taking applications when you close it, or after its apply-by date in Dhaka.
      </p>
      {rows.length > 0 ? (
        <p>
          {untranslated === 0
            ? 'Every position has its Bangla.'
            : `${untranslated} ${untranslated === 1 ? 'position needs' : 'positions need'} translation: the Bangla careers pages show their missing texts in English.`}
        </p>
      ) : null}
      {rows.length === 0 ? <p>No positions yet.</p> : null}
      {rows.length > 0 ? (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--cards">
            <caption className="visually-hidden">Job positions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Office</th>
                <th scope="col">Apply by</th>
                <th scope="col">Applications</th>
                <th scope="col">Bangla</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`/staff/positions/${row.id}`}>{row.title}</Link>
                  </td>
                  <td data-label="Status">
                    {POSITION_STATUS_LABELS[row.status]}
                    {row.status === 'published' && !row.open ? ' (past its date)' : ''}
                  </td>
                  <td data-label="Office">{row.location}</td>
                  <td data-label="Apply by">
                    <time dateTime={row.applyBy}>{formatDate(row.applyBy)}</time>
                  </td>
                  <td data-label="Applications">{row.applications}</td>
                  <td data-label="Bangla">
                    {row.untranslated ? (
                      <span className="staff-untranslated">Needs translation</span>
                    ) : (
                      'Translated'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
