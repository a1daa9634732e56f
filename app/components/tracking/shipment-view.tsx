import type { TrackedShipment } from '#schemas/tracking-api.ts'
import { SHIPMENT_MODES } from '#schemas/tracking.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#schemas/dhaka-time.ts'
import { SubscribeForm } from './subscribe-form.tsx'

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
  return (
    <article className="tracking-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Shipment {shipment.reference}
      </h2>
      <p className="tracking-result__route">
        {shipment.origin} <span aria-hidden="true">→</span>
        <span className="visually-hidden"> to </span> {shipment.destination}
      </p>
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
        <div>
          <dt>Arrival (ETA)</dt>
          <dd>
            <When iso={shipment.eta} />
          </dd>
        </div>
        {documents.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
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
          <p className="tracking__note">Newest first. All times are {DHAKA_ZONE_LABEL}.</p>
          <ol className="timeline" aria-label={`Milestones of ${shipment.reference}, newest first`}>
            {shipment.milestones.map((milestone, index) => (
              <li key={`${milestone.occurredAt}-${index}`} className="timeline__item">
                <p className="timeline__label">{milestone.label}</p>
                <p className="timeline__meta">
                  <When iso={milestone.occurredAt} />
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
