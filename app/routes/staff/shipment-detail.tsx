import { MilestoneForm } from '#app/components/staff/shipments/milestone-form.tsx'
import { ShipmentForm } from '#app/components/staff/shipments/shipment-form.tsx'
import { staffRequest } from '#app/components/staff/api.ts'
import { describeShipmentChange, type StaffShipment } from '#schemas/shipments.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/shipment-detail'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'Shipment | Staff' }]

/**
 * One shipment: its public link, the edit form, the timeline, the milestone form and who changed
 * what.
 */
export default function ShipmentDetail({ params }: Route.ComponentProps) {
  const [shipment, setShipment] = useState<StaffShipment | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    void staffRequest<StaffShipment>('GET', `/api/staff/shipments/${params.id}`).then((answer) => {
      if (cancelled) return
      if (answer.status === 200 && answer.data) setShipment(answer.data)
      else setProblem(answer.message ?? 'The shipment could not be loaded.')
    })
    return () => {
      cancelled = true
    }
  }, [params.id])

  async function removeMilestone(id: number) {
    if (!shipment) return
    const answer = await staffRequest<StaffShipment>(
      'DELETE',
      `/api/staff/shipments/${shipment.id}/milestones/${id}`,
    )
    if (answer.status === 200 && answer.data) setShipment(answer.data)
    else setProblem(answer.message ?? 'The milestone could not be removed.')
  }

  if (!shipment) {
    return (
      <section className="staff-shipments" aria-label="Shipment">
        <p>
          <Link to="/staff/shipments">All shipments</Link>
        </p>
        {problem ? <p role="alert">{problem}</p> : <p role="status">Loading…</p>}
      </section>
    )
  }

  return (
    <section aria-labelledby="shipment-title" className="staff-shipments">
      <p>
        <Link to="/staff/shipments">All shipments</Link>
      </p>
      <h1 id="shipment-title">Shipment {shipment.reference}</h1>
      <p>
        Public page: <a href={`/track/${shipment.reference}`}>/track/{shipment.reference}</a>.{' '}
        {shipment.subscribers} confirmed subscriber{shipment.subscribers === 1 ? '' : 's'}.
      </p>
      {shipment.quoteReference && shipment.quoteRequestId !== null ? (
        <p>
          Made from quote request{' '}
          <Link
            to={`/staff/inbox/quote-requests/${shipment.quoteRequestId}`}
            className="staff-reference"
          >
            {shipment.quoteReference}
          </Link>
          .
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="staff-shipment-layout">
        <div>
          <MilestoneForm shipment={shipment} onSaved={setShipment} />
          <h2>Timeline, newest first</h2>
          {shipment.milestones.length === 0 ? (
            <p>No milestones yet.</p>
          ) : (
            <ol className="timeline">
              {shipment.milestones.map((milestone) => (
                <li key={milestone.id} className="timeline__item">
                  <p className="timeline__label">{milestone.label}</p>
                  <p className="timeline__meta">
                    {formatDhakaDateTime(milestone.occurredAt)} {DHAKA_ZONE_LABEL} ·{' '}
                    {milestone.place}
                  </p>
                  {milestone.note ? <p className="timeline__note">{milestone.note}</p> : null}
                  <button
                    type="button"
                    className="button button--text"
                    onClick={() => void removeMilestone(milestone.id)}
                  >
                    Remove {milestone.label} at {milestone.place}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h2>Details</h2>
          <ShipmentForm key={shipment.updatedAt} shipment={shipment} onSaved={setShipment} />
          <h2 id="shipment-history-title">Change history, newest first</h2>
          <ol className="staff-history" aria-labelledby="shipment-history-title">
            {shipment.history.map((entry) => (
              <li key={entry.id}>
                <p className="staff-history__when">
                  <time dateTime={entry.at}>
                    {formatDhakaDateTime(entry.at)} {DHAKA_ZONE_LABEL}
                  </time>{' '}
                  · {entry.actor ? entry.actor.name : 'a removed account'}
                </p>
                <p className="staff-history__what">
                  {describeShipmentChange(entry.action, entry.detail)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
