import {
  CHARGEABLE_RULES,
  chargeableText,
  containerLineText,
  formatNumber,
  type FreightMode,
} from '#domain/freight.ts'
import { cargoFreightTotals, containerCount, type QuoteCargo } from '#domain/quote-cargo.ts'

/**
 * The live totals of the cargo, with the chargeable rule of the mode: air freight in chargeable
 * kilograms, ocean (W/M) in revenue tonnes; FCL lists its containers, priced per container.
 */
export function FreightSummary({
  cargo,
  mode,
  headingLevel = 3,
}: {
  cargo: QuoteCargo
  mode: FreightMode | undefined
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const totals = cargoFreightTotals(cargo, mode ?? 'air')
  if (cargo.load === 'fcl' || !totals) {
    const containers = cargo.load === 'fcl' ? cargo.containers : []
    return (
      <section className="freight-summary" aria-labelledby="freight-summary-title">
        <Heading id="freight-summary-title" className="freight-summary__title">
          Shipment totals
        </Heading>
        <dl className="freight-summary__figures">
          <div>
            <dt>Containers</dt>
            <dd>{formatNumber(containerCount(containers), 0)}</dd>
          </div>
          <div className="freight-summary__chargeable">
            <dt>Charged</dt>
            <dd>per container</dd>
          </div>
        </dl>
        {containers.length > 0 ? (
          <p className="freight-summary__rule">
            {containers.map(containerLineText).join(', ')}. Full container loads are priced per
            container, whatever their weight and volume within the container’s limits.
          </p>
        ) : null}
      </section>
    )
  }
  const wm = totals.rule.id === 'wm'
  return (
    <section className="freight-summary" aria-labelledby="freight-summary-title">
      <Heading id="freight-summary-title" className="freight-summary__title">
        Shipment totals
      </Heading>
      <dl className="freight-summary__figures">
        <div>
          <dt>Total pieces</dt>
          <dd>{formatNumber(totals.pieces, 0)}</dd>
        </div>
        <div>
          <dt>Gross weight</dt>
          <dd>{formatNumber(totals.grossWeightKg, 2)} kg</dd>
        </div>
        <div>
          <dt>Volume</dt>
          <dd>{formatNumber(totals.volumeCbm, 3)} CBM</dd>
        </div>
        <div className="freight-summary__chargeable">
          <dt>{mode && wm ? 'Chargeable (W/M)' : 'Chargeable weight'}</dt>
          <dd>{mode ? chargeableText(totals) : '—'}</dd>
        </div>
      </dl>
      <p className="freight-summary__rule">
        {mode ? (
          <>
            <strong>{totals.rule.label}.</strong> {totals.rule.rounding}
          </>
        ) : (
          <>
            Choose a service to see its rule: {CHARGEABLE_RULES.air.label};{' '}
            {CHARGEABLE_RULES.wm.label}.
          </>
        )}{' '}
        Volume is rounded to 0.001 CBM.
      </p>
    </section>
  )
}
