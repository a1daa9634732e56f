import { staffApi } from '#app/staff/api.ts'
import { StaffShipmentListSchema } from '#schemas/shipments.ts'
import { SHIPMENT_MODES } from '#domain/tracking.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { useId } from 'react'
import { Form, Link } from 'react-router'
import type { Route } from './+types/shipments'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import '#app/components/staff/shipments/shipments.css'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'Shipments | Staff' }]

/** The search is the page's own `?q=`, so a search can be reloaded, shared and gone back to. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const applied = (new URL(request.url).searchParams.get('q') ?? '').trim()
  const url = applied
    ? `/api/staff/shipments?q=${encodeURIComponent(applied)}`
    : '/api/staff/shipments'
  const list = await unlessForbidden(
    staffApi(url, StaffShipmentListSchema, { signal: request.signal }),
  )
  return list && { rows: list.data, applied }
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/** Every shipment, newest first, with a search over references, numbers, places and parties. */
export default function StaffShipments({ loaderData }: Route.ComponentProps) {
  const searchId = useId()
  // Without data the role may not use the screen, and the layout shows the refusal instead.
  if (!loaderData) return null
  const { rows, applied } = loaderData

  return (
    <section aria-labelledby="shipments-title" className="staff-shipments">
      <div className="staff-shipments__top">
        <h1 id="shipments-title">Shipments</h1>
        <Link to="/staff/shipments/new" className="button button--accent">
          New shipment
        </Link>
      </div>
      <search>
        <Form className="staff-shipments__search" method="get" key={applied}>
          <label htmlFor={searchId}>Find a shipment</label>
          <input id={searchId} name="q" type="search" defaultValue={applied} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </Form>
      </search>
      {rows.length === 0 ? (
        <p>{applied ? `No shipment matches “${applied}”.` : 'No shipments yet.'}</p>
      ) : null}
      {rows.length > 0 ? (
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
