import type { NumberLookup } from '#schemas/tracking-api.ts'
import { fill } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { CheckCircleIcon } from '../icons.tsx'
import { ShipmentView } from './shipment-view.tsx'
import { useTrackTexts, type TrackTexts } from './tracking-texts.tsx'

const KIND_KEYS = {
  container: 'numberContainer',
  'air-waybill': 'numberAirWaybill',
  unrecognised: 'numberUnrecognised',
} as const satisfies Record<NumberLookup['check']['kind'], keyof TrackTexts>

/** A carrier number checked and explained, with its carrier's page and our shipment if any. */
export function NumberView({
  lookup,
  headingRef,
}: {
  lookup: NumberLookup
  headingRef?: React.Ref<HTMLHeadingElement>
}) {
  const texts = useTrackTexts()
  const { check, carrier, shipment } = lookup
  const shown = check.formatted ?? check.number
  return (
    <div className="tracking-number">
      <section className="tracking-result" aria-labelledby="number-heading">
        <h2 id="number-heading" ref={headingRef} tabIndex={-1}>
          {texts[KIND_KEYS[check.kind]]} {shown}
        </h2>
        <p className={check.valid ? 'tracking-check tracking-check--valid' : 'tracking-check'}>
          {check.valid ? <CheckCircleIcon /> : null}
          {check.explanation}
        </p>
        {carrier ? (
          <p>
            {fillNodes(texts.carrierIs, { carrier: <strong>{carrier.name}</strong> })}{' '}
            <a href={carrier.trackingUrl} rel="noopener noreferrer">
              {fill(texts.trackOnCarrier, { number: shown, carrier: carrier.name })}
            </a>
          </p>
        ) : check.valid ? (
          <p>{texts.carrierNotListed}</p>
        ) : null}
        {shipment ? <p>{fill(texts.numberOfShipment, { reference: shipment.reference })}</p> : null}
      </section>
      {shipment ? <ShipmentView shipment={shipment} /> : null}
    </div>
  )
}
