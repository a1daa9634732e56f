import {
  CHARGEABLE_RULES,
  formatNumber,
  freightTotals,
  type FreightMode,
  type PackageLine,
} from '#schemas/freight.ts'

/** The live totals of the package lines, with the chargeable-weight rule of the mode. */
export function FreightSummary({
  lines,
  mode,
  headingLevel = 3,
}: {
  lines: readonly PackageLine[]
  mode: FreightMode | undefined
  headingLevel?: 2 | 3
}) {
  const totals = freightTotals(lines, mode ?? 'air')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
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
          <dt>Chargeable weight</dt>
          <dd>
            {mode ? (
              <>
                {formatNumber(totals.chargeableWeightKg, 1)} kg
                {totals.rule.id === 'wm' ? (
                  <small> = {formatNumber(totals.chargeableTonnes, 3)} W/M (revenue tonnes)</small>
                ) : null}
              </>
            ) : (
              '—'
            )}
          </dd>
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
