import { MilestoneForm } from '#app/components/staff/shipments/milestone-form.tsx'
import { ShipmentForm } from '#app/components/staff/shipments/shipment-form.tsx'
import { StaffShipmentDocuments } from '#app/components/staff/shipments/shipment-documents.tsx'
import {
  isPortalIntent,
  loadShipmentPortal,
  portalChange,
  ShipmentPortalSection,
  type ShipmentPortal,
} from '#app/components/staff/shipments/portal-section.tsx'
import { staffApi } from '#app/staff/api.ts'
import { newestRecord, staffSaveResult, submission } from '#app/staff/action-result.ts'
import {
  describeShipmentChange,
  isExpectedMilestone,
  StaffShipmentResponseSchema,
  type StaffShipment,
} from '#schemas/shipments.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/shipment-detail'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'
import '#app/components/staff/shipments/shipments.css'

export const handle: StaffScreenHandle = { staffRoles: ['sales'] }

export const meta = () => [{ title: 'Shipment | Staff' }]

const shipmentApi = (id: string) => `/api/staff/shipments/${encodeURIComponent(id)}`

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    Promise.all([
      staffApi(shipmentApi(params.id), StaffShipmentResponseSchema, { signal: request.signal }),
      loadShipmentPortal(params.id, request.signal),
    ]).then(([shipment, portal]) => ({ ...shipment, portal })),
  )
}

/**
 * The screen's three changes: save the shipment's details, add a milestone (both from their
 * forms, as JSON) or remove one (from its button). Each answers with the shipment as saved, its
 * timeline and changes included, which the screen shows without reading it again.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { intent, values } = await submission(request)
  if (isPortalIntent(intent)) return portalChange(params.id, intent, values)
  return staffSaveResult(async () => {
    switch (intent) {
      case 'save': {
        const { data } = await staffApi(shipmentApi(params.id), StaffShipmentResponseSchema, {
          method: 'PUT',
          body: values,
        })
        return { notice: 'Saved.', saved: data }
      }
      case 'milestone': {
        const { data } = await staffApi(
          `${shipmentApi(params.id)}/milestones`,
          StaffShipmentResponseSchema,
          { body: values },
        )
        const { subscribers } = data
        const ahead =
          typeof values.occurredAt === 'string' && isExpectedMilestone(values.occurredAt)
            ? ' It is dated ahead of now, so it is kept as expected: the public page shows it as expected, not as the status, until then.'
            : ''
        return {
          notice: `Milestone added.${ahead}${subscribers > 0 ? ` ${subscribers} subscriber${subscribers === 1 ? '' : 's'} will get an email.` : ''}`,
          saved: data,
        }
      }
      case 'remove': {
        const { data } = await staffApi(
          `${shipmentApi(params.id)}/milestones/${encodeURIComponent(String(values.milestone))}`,
          StaffShipmentResponseSchema,
          { method: 'DELETE' },
        )
        return { notice: 'Milestone removed.', saved: data }
      }
      default:
        throw new Error(`Unknown change ${String(intent)}`)
    }
  })
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

/**
 * One shipment: its public link, the edit form, the timeline, the milestone form and who changed
 * what.
 */
export default function ShipmentDetail({ loaderData }: Route.ComponentProps) {
  // Without data the role may not use the screen, and the layout shows the refusal instead.
  if (!loaderData) return null
  return (
    <ShipmentScreen key={loaderData.data.id} loaded={loaderData.data} portal={loaderData.portal} />
  )
}

function ShipmentScreen({ loaded, portal }: { loaded: StaffShipment; portal: ShipmentPortal }) {
  const keys = { save: `shipment:${loaded.id}:save`, milestone: `shipment:${loaded.id}:milestone` }
  const remover = useFetcher<typeof clientAction>()
  const saver = useFetcher<typeof clientAction>({ key: keys.save })
  const adder = useFetcher<typeof clientAction>({ key: keys.milestone })
  const shipment = newestRecord(loaded, [saver.data, adder.data, remover.data], (record) =>
    Date.parse(record.updatedAt),
  )
  const problem = remover.state === 'idle' ? remover.data?.problem : undefined

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
          <MilestoneForm saveKey={keys.milestone} />
          <h2>Timeline, newest first</h2>
          {shipment.milestones.length === 0 ? (
            <p>No milestones yet.</p>
          ) : (
            <ol className="timeline">
              {shipment.milestones.map((milestone) => (
                <li
                  key={milestone.id}
                  className={`timeline__item${milestone.expected ? ' timeline__item--expected' : ''}`}
                >
                  <p className="timeline__label">
                    {milestone.expected ? (
                      <span className="timeline__expected">Expected, not yet the status</span>
                    ) : null}
                    {milestone.label}
                  </p>
                  <p className="timeline__meta">
                    {formatDhakaDateTime(milestone.occurredAt)} {DHAKA_ZONE_LABEL} ·{' '}
                    {milestone.place}
                  </p>
                  {milestone.note ? <p className="timeline__note">{milestone.note}</p> : null}
                  <remover.Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <button
                      type="submit"
                      name="milestone"
                      value={milestone.id}
                      className="button button--text"
                    >
                      Remove {milestone.label} at {milestone.place}
                    </button>
                  </remover.Form>
                </li>
              ))}
            </ol>
          )}
          <StaffShipmentDocuments shipmentId={shipment.id} />
        </div>
        <div>
          <h2>Details</h2>
          <ShipmentForm shipment={shipment} saveKey={keys.save} />
          <ShipmentPortalSection loaded={portal} />
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
