import { staffRequest } from '#app/components/staff/api.ts'
import type { StaffShipmentSummary } from '#schemas/shipments.ts'
import { SHIPMENT_MODES } from '#domain/tracking.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'

type Summary = StaffShipmentSummary

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'Shipments | Staff' }]

/** Every shipment, newest first, with a search over references, numbers, places and parties. */
export default function StaffShipments() {
  const searchId = useId()
  const [query, setQuery] = useState('')
  const [applied, setApplied] = useState('')
  const [rows, setRows] = useState<Summary[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    const url = applied
      ? `/api/staff/shipments?q=${encodeURIComponent(applied)}`
      : '/api/staff/shipments'
    void staffRequest<Summary[]>('GET', url).then((answer) => {
      if (cancelled) return
      if (answer.status === 200 && answer.data) {
        setRows(answer.data)
        setProblem(null)
      } else setProblem(answer.message ?? 'The shipments could not be loaded.')
    })
    return () => {
      cancelled = true
    }
  }, [applied])

  return (
    <section aria-labelledby="shipments-title" className="staff-shipments">
      <div className="staff-shipments__top">
        <h1 id="shipments-title">Shipments</h1>
        <Link to="/staff/shipments/new" className="button button--accent">
          New shipment
        </Link>
      </div>
      <search>
        <form
          className="staff-shipments__search"
          onSubmit={(event) => {
            event.preventDefault()
            setApplied(query.trim())
          }}
        >
          <label htmlFor={searchId}>Find a shipment</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </search>
      {problem ? <p role="alert">{problem}</p> : null}
      {rows === null && !problem ? <p role="status">Loading…</p> : null}
      {rows && rows.length === 0 ? (
        <p>{applied ? `No shipment matches “${applied}”.` : 'No shipments yet.'}</p>
      ) : null}
      {rows && rows.length > 0 ? (
        <div className="staff-table-wrap">
          <table className="staff-table staff-table--cards staff-shipments__table">
            <caption className="visually-hidden">
              Shipments, newest first. Times are {DHAKA_ZONE_LABEL}.
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col">Route</th>
                <th scope="col">Mode</th>
                <th scope="col">Shipper → consignee</th>
                <th scope="col">ETD</th>
                <th scope="col">ETA</th>
                <th scope="col">Last milestone</th>
                <th scope="col">
                  <abbr title="Confirmed subscribers to email updates">Subs.</abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/staff/shipments/${row.id}`} className="staff-reference">
                      {row.reference}
                    </Link>
                  </th>
                  <td data-label="Status">
                    <span className="staff-badge staff-stage">{row.stage}</span>
                  </td>
                  <td data-label="Route">
                    {row.origin} → {row.destination}
                  </td>
                  <td data-label="Mode">{SHIPMENT_MODES[row.mode]}</td>
                  <td data-label="Parties">
                    {row.shipperName} → {row.consigneeName}
                  </td>
                  <td data-label="ETD" className="staff-table__time">
                    {row.etd ? <time dateTime={row.etd}>{formatDhakaDateTime(row.etd)}</time> : '—'}
                  </td>
                  <td data-label="ETA" className="staff-table__time">
                    {row.eta ? <time dateTime={row.eta}>{formatDhakaDateTime(row.eta)}</time> : '—'}
                  </td>
                  <td data-label="Last milestone">
                    {row.lastMilestone ? (
                      <>
                        {row.lastMilestone.label}, {row.lastMilestone.place}
                        <span className="staff-table__sub">
                          <time dateTime={row.lastMilestone.occurredAt}>
                            {formatDhakaDateTime(row.lastMilestone.occurredAt)}
                          </time>
                        </span>
                      </>
                    ) : (
                      'None yet'
                    )}
                  </td>
                  <td data-label="Subscribers">{row.subscribers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
