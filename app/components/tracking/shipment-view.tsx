import type { TrackedShipment } from '#schemas/tracking-api.ts'
import { SHIPMENT_MODES } from '#domain/tracking.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { SubscribeForm } from './subscribe-form.tsx'

/**
 * A waybill or bill of lading as the carrier prints it. Numbers are stored without their
 * hyphens (so lookups match however they are typed); an air waybill, the only 11-digit number
 * stored (its check digit is verified when staff enter it), gets its "020-12345675" back.
 */
export function documentNumberText(number: string): string {
  return /^\d{11}$/.test(number) ? `${number.slice(0, 3)}-${number.slice(3)}` : number
}

/** Where the shipment stands, from its latest milestone. */
function statusOf(shipment: TrackedShipment): string {
  const latest = shipment.milestones[0]
  if (!latest) return 'Booked, waiting for its first milestone'
  switch (latest.kind) {
    case 'delivered':
      return 'Delivered'
    case 'out-for-delivery':
      return 'Out for delivery'
    case 'customs-cleared':
      return 'Cleared customs, awaiting delivery'
    case 'arrived':
      return `Arrived at ${latest.place}`
    case 'booked':
      return 'Booked'
    case 'cargo-received':
      return 'Cargo received, awaiting departure'
    default:
      return 'In transit'
  }
}

const AIR_MODES = new Set(['air', 'road-air'])

function When({ iso }: { iso: string | null }) {
  if (!iso) return <>Not yet known</>
  return (
    <>
      <time dateTime={iso}>{formatDhakaDateTime(iso)}</time>{' '}
      <span className="tracking__zone">{DHAKA_ZONE_LABEL}</span>
    </>
  )
}

/** A shipment as the public sees it: route, mode, dates and the timeline, newest first. */
export function ShipmentView({
  shipment,
  headingRef,
}: {
  shipment: TrackedShipment
  headingRef?: React.Ref<HTMLHeadingElement>
}) {
  const air = AIR_MODES.has(shipment.mode)
  const documents = [
    [air ? 'Master air waybill' : 'Master bill of lading', shipment.masterNumber],
    [air ? 'House air waybill' : 'House bill of lading', shipment.houseNumber],
  ] as const
  const headingId = `shipment-${shipment.reference}`
  const latest = shipment.milestones[0]
  return (
    <article className="tracking-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Shipment {shipment.reference}
      </h2>
      <p className="tracking-result__route">
        {shipment.origin} <span aria-hidden="true">→</span>
        <span className="visually-hidden"> to </span> {shipment.destination}
      </p>
      <dl className="tracking-summary" aria-label="Summary">
        <div>
          <dt>Status</dt>
          <dd className="tracking-summary__status">{statusOf(shipment)}</dd>
        </div>
        <div>
          <dt>Last update</dt>
          <dd>
            {latest ? (
              <>
                {latest.label}, {latest.place}
                <br />
                <time dateTime={latest.occurredAt}>{latest.localTime}</time>{' '}
                <span className="tracking__zone">{latest.zone}</span>
              </>
            ) : (
              'None yet'
            )}
          </dd>
        </div>
        <div>
          <dt>Arrival (ETA)</dt>
          <dd>
            <When iso={shipment.eta} />
          </dd>
        </div>
      </dl>
      <dl className="tracking-facts">
        <div>
          <dt>Mode</dt>
          <dd>{SHIPMENT_MODES[shipment.mode]}</dd>
        </div>
        {shipment.carrier ? (
          <div>
            <dt>Carrier</dt>
            <dd>
              {shipment.carrier.link ? (
                <a href={shipment.carrier.link.trackingUrl} rel="noopener noreferrer">
                  {shipment.carrier.name}
                  <span className="visually-hidden"> tracking page</span>
                </a>
              ) : (
                shipment.carrier.name
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Departure (ETD)</dt>
          <dd>
            <When iso={shipment.etd} />
          </dd>
        </div>
        {documents.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{documentNumberText(value)}</dd>
            </div>
          ) : null,
        )}
        {shipment.containers.length > 0 ? (
          <div>
            <dt>{shipment.containers.length === 1 ? 'Container' : 'Containers'}</dt>
            <dd>{shipment.containers.join(', ')}</dd>
          </div>
        ) : null}
      </dl>

      <h3>Timeline</h3>
      {shipment.milestones.length === 0 ? (
        <p>No milestones yet: we add them as the cargo moves.</p>
      ) : (
        <>
          <p className="tracking__note">Newest first, each in the local time of its place.</p>
          <ol className="timeline" aria-label={`Milestones of ${shipment.reference}, newest first`}>
            {shipment.milestones.map((milestone, index) => (
              <li key={`${milestone.occurredAt}-${index}`} className="timeline__item">
                <p className="timeline__label">{milestone.label}</p>
                <p className="timeline__meta">
                  <time dateTime={milestone.occurredAt}>{milestone.localTime}</time>{' '}
                  <span className="tracking__zone">{milestone.zone}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="visually-hidden">, </span>
                  {milestone.place}
                </p>
                {milestone.note ? <p className="timeline__note">{milestone.note}</p> : null}
              </li>
            ))}
          </ol>
        </>
      )}
      <SubscribeForm reference={shipment.reference} />
    </article>
  )
}
