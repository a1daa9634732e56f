import type { NumberLookup } from '#schemas/tracking-api.ts'
import { CheckCircleIcon } from '../icons.tsx'
import { ShipmentView } from './shipment-view.tsx'

const KIND_NAMES = {
  container: 'Container number',
  'air-waybill': 'Air waybill number',
  unrecognised: 'Carrier number',
} as const

/** A carrier number checked and explained, with its carrier's page and our shipment if any. */
export function NumberView({
  lookup,
  headingRef,
}: {
  lookup: NumberLookup
  headingRef?: React.Ref<HTMLHeadingElement>
}) {
  const { check, carrier, shipment } = lookup
  const shown = check.formatted ?? check.number
  return (
    <div className="tracking-number">
      <section className="tracking-result" aria-labelledby="number-heading">
        <h2 id="number-heading" ref={headingRef} tabIndex={-1}>
          {KIND_NAMES[check.kind]} {shown}
        </h2>
        <p className={check.valid ? 'tracking-check tracking-check--valid' : 'tracking-check'}>
          {check.valid ? <CheckCircleIcon /> : null}
          {check.explanation}
        </p>
        {carrier ? (
          <p>
            Carrier: <strong>{carrier.name}</strong>.{' '}
            <a href={carrier.trackingUrl} rel="noopener noreferrer">
              Track {shown} on {carrier.name}’s website
            </a>
          </p>
        ) : check.valid ? (
          <p>This carrier is not in our list; its own website tracks the number.</p>
        ) : null}
        {shipment ? (
          <p>This number belongs to our shipment {shipment.reference}: its timeline follows.</p>
        ) : null}
      </section>
      {shipment ? <ShipmentView shipment={shipment} /> : null}
    </div>
  )
}
