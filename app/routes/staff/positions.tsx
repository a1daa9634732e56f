import { staffRequest } from '#app/components/staff/api.ts'
import { formatDate } from '#domain/calendar.ts'
import { POSITION_STATUS_LABELS } from '#domain/position-rules.ts'
import type { StaffPosition } from '#schemas/positions.ts'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'

type Summary = Omit<StaffPosition, 'history'>

export const handle: StaffScreenHandle = { staffRoles: ['hr'] }

export const meta = () => [{ title: 'Positions | Staff' }]

/** Every vacancy, newest first: drafts, open and closed ones. */
export default function StaffPositions() {
  const [rows, setRows] = useState<Summary[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    void staffRequest<Summary[]>('GET', '/api/staff/positions').then((answer) => {
      if (cancelled) return
      if (answer.status === 200 && answer.data) setRows(answer.data)
      else setProblem(answer.message ?? 'The positions could not be loaded.')
    })
    return () => {
      cancelled = true
    }
  }, [])

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
      {problem ? <p role="alert">{problem}</p> : null}
      {rows === null && !problem ? <p role="status">Loading…</p> : null}
      {rows && rows.length === 0 ? <p>No positions yet.</p> : null}
      {rows && rows.length > 0 ? (
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
