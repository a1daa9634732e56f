import type { TrackedShipment } from '#schemas/tracking-api.ts'
import type { MilestoneKind, ShipmentMode } from '#domain/tracking.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import { trackingStatus, type TrackingStatus } from '#domain/tracking-status.ts'
import { useLanguage } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { SubscribeForm } from './subscribe-form.tsx'
import { useTrackTexts, type TrackTexts } from './tracking-texts.tsx'

/**
 * A waybill or bill of lading as the carrier prints it. Numbers are stored without their
 * hyphens (so lookups match however they are typed); an air waybill, the only 11-digit number
 * stored (its check digit is verified when staff enter it), gets its "020-12345675" back.
 */
export function documentNumberText(number: string): string {
  return /^\d{11}$/.test(number) ? `${number.slice(0, 3)}-${number.slice(3)}` : number
}

type Milestone = TrackedShipment['milestones'][number]

/** The latest milestone that has happened: one still expected never tells where it stands. */
function latestHappened(shipment: TrackedShipment): Milestone | undefined {
  return shipment.milestones.find((milestone) => !milestone.expected)
}

const STATUS_KEYS = {
  waiting: 'statusWaiting',
  booked: 'statusBooked',
  received: 'statusReceived',
  'in-transit': 'statusInTransit',
  arrived: 'statusArrived',
  cleared: 'statusCleared',
  'out-for-delivery': 'statusOutForDelivery',
  delivered: 'statusDelivered',
} as const satisfies Record<TrackingStatus, keyof TrackTexts>

/** Where the shipment stands, from its latest milestone that has happened (domain/tracking-status.ts). */
function statusOf(latest: Milestone | undefined, texts: TrackTexts): string {
  const status = trackingStatus(latest?.kind)
  if (status === 'arrived' && latest) return fill(texts.statusArrived, { place: latest.place })
  return texts[STATUS_KEYS[status]]
}

const MODE_KEYS = {
  air: 'modeAir',
  sea: 'modeSea',
  'sea-air': 'modeSeaAir',
  'road-air': 'modeRoadAir',
  road: 'modeRoad',
} as const satisfies Record<ShipmentMode, keyof TrackTexts>

/** An 'other' milestone's name is the text staff typed, in English. */
export const MILESTONE_NAME_KEYS = {
  booked: 'kindBooked',
  'cargo-received': 'kindCargoReceived',
  departed: 'kindDeparted',
  transhipped: 'kindTranshipped',
  arrived: 'kindArrived',
  'customs-cleared': 'kindCustomsCleared',
  'out-for-delivery': 'kindOutForDelivery',
  delivered: 'kindDelivered',
} as const satisfies Record<Exclude<MilestoneKind, 'other'>, keyof TrackTexts>

function MilestoneName({ milestone }: { milestone: Milestone }) {
  const texts = useTrackTexts()
  const language = useLanguage()
  if (milestone.kind !== 'other') return <>{texts[MILESTONE_NAME_KEYS[milestone.kind]]}</>
  return language === 'en' ? <>{milestone.label}</> : <span lang="en">{milestone.label}</span>
}

/** When a milestone happened, in the clock of its place, as the API wrote it in the page's language. */
function MilestoneTime({ milestone }: { milestone: Milestone }) {
  return (
    <>
      <time dateTime={milestone.occurredAt}>{milestone.localTime}</time>{' '}
      <span className="tracking__zone">{milestone.zone}</span>
    </>
  )
}

const AIR_MODES = new Set(['air', 'road-air'])

function When({ iso }: { iso: string | null }) {
  const texts = useTrackTexts()
  const language = useLanguage()
  if (!iso) return <>{texts.notYetKnown}</>
  return (
    <>
      <time dateTime={iso}>{formatDhakaDateTime(iso, language)}</time>{' '}
      <span className="tracking__zone">{texts.dhakaTime}</span>
    </>
  )
}

/**
 * A shipment as the public sees it: route, mode, dates and the timeline, newest first; the
 * customer portal shows it the same, without the email updates form.
 */
export function ShipmentView({
  shipment,
  headingRef,
  withSubscription = true,
}: {
  shipment: TrackedShipment
  headingRef?: React.Ref<HTMLHeadingElement>
  withSubscription?: boolean
}) {
  const texts = useTrackTexts()
  const language = useLanguage()
  const air = AIR_MODES.has(shipment.mode)
  const documents = [
    [air ? texts.masterAwb : texts.masterBl, shipment.masterNumber],
    [air ? texts.houseAwb : texts.houseBl, shipment.houseNumber],
  ] as const
  const headingId = `shipment-${shipment.reference}`
  const latest = latestHappened(shipment)
  return (
    <article className="tracking-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {fill(texts.shipment, { reference: shipment.reference })}
      </h2>
      <p className="tracking-result__route">
        {shipment.origin} <span aria-hidden="true">→</span>
        <span className="visually-hidden"> {texts.routeTo} </span> {shipment.destination}
      </p>
      <dl className="tracking-summary" aria-label={texts.summary}>
        <div>
          <dt>{texts.status}</dt>
          <dd className="tracking-summary__status">{statusOf(latest, texts)}</dd>
        </div>
        <div>
          <dt>{texts.lastUpdate}</dt>
          <dd>
            {latest ? (
              <>
                <MilestoneName milestone={latest} />, {latest.place}
                <br />
                <MilestoneTime milestone={latest} />
              </>
            ) : (
              texts.noneYet
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.arrival}</dt>
          <dd>
            <When iso={shipment.eta} />
          </dd>
        </div>
      </dl>
      <dl className="tracking-facts">
        <div>
          <dt>{texts.mode}</dt>
          <dd>{texts[MODE_KEYS[shipment.mode]]}</dd>
        </div>
        {shipment.carrier ? (
          <div>
            <dt>{texts.carrier}</dt>
            <dd>
              {shipment.carrier.link ? (
                <a href={shipment.carrier.link.trackingUrl} rel="noopener noreferrer">
                  {shipment.carrier.name}
                  <span className="visually-hidden"> {texts.carrierTrackingPage}</span>
                </a>
              ) : (
                shipment.carrier.name
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{texts.departure}</dt>
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
            <dt>{shipment.containers.length === 1 ? texts.container : texts.containers}</dt>
            <dd>{shipment.containers.join(', ')}</dd>
          </div>
        ) : null}
      </dl>

      <h3>{texts.timeline}</h3>
      {shipment.milestones.length === 0 ? (
        <p>{texts.noMilestones}</p>
      ) : (
        <>
          <p className="tracking__note">{texts.timelineNote}</p>
          <ol
            className="timeline"
            aria-label={fill(texts.milestonesOf, { reference: shipment.reference })}
          >
            {shipment.milestones.map((milestone, index) => (
              <li
                key={`${milestone.occurredAt}-${index}`}
                className={`timeline__item${milestone.expected ? ' timeline__item--expected' : ''}`}
              >
                <p className="timeline__label">
                  {milestone.expected ? (
                    <span className="timeline__expected">{texts.expected}</span>
                  ) : null}
                  <MilestoneName milestone={milestone} />
                </p>
                <p className="timeline__meta">
                  <MilestoneTime milestone={milestone} />
                  <span aria-hidden="true"> · </span>
                  <span className="visually-hidden">, </span>
                  {milestone.place}
                </p>
                {milestone.note ? (
                  <p className="timeline__note" lang={language === 'en' ? undefined : 'en'}>
                    {milestone.note}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      {withSubscription ? <SubscribeForm reference={shipment.reference} /> : null}
    </article>
  )
}
