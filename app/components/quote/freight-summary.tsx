import { useLanguage } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import type { FreightMode } from '#domain/freight.ts'
import { cargoFreightTotals, containerCount, type QuoteCargo } from '#domain/quote-cargo.ts'
import { chargeableText, containerLineText, figure } from './cargo-texts.ts'
import { useQuoteTexts } from './quote-services.ts'

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
  const texts = useQuoteTexts()
  const language = useLanguage()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const totals = cargoFreightTotals(cargo, mode ?? 'air')
  if (cargo.load === 'fcl' || !totals) {
    const containers = cargo.load === 'fcl' ? cargo.containers : []
    return (
      <section className="freight-summary" aria-labelledby="freight-summary-title">
        <Heading id="freight-summary-title" className="freight-summary__title">
          {texts.totalsTitle}
        </Heading>
        <dl className="freight-summary__figures">
          <div>
            <dt>{texts.containers}</dt>
            <dd>{figure(containerCount(containers), 0, language)}</dd>
          </div>
          <div className="freight-summary__chargeable">
            <dt>{texts.charged}</dt>
            <dd>{texts.perContainer}</dd>
          </div>
        </dl>
        {containers.length > 0 ? (
          <p className="freight-summary__rule">
            {containers.map((line) => containerLineText(line, texts, language)).join(', ')}
            {language === 'bn' ? '। ' : '. '}
            {texts.fclRule}
          </p>
        ) : null}
      </section>
    )
  }
  const wm = totals.rule.id === 'wm'
  return (
    <section className="freight-summary" aria-labelledby="freight-summary-title">
      <Heading id="freight-summary-title" className="freight-summary__title">
        {texts.totalsTitle}
      </Heading>
      <dl className="freight-summary__figures">
        <div>
          <dt>{texts.totalPieces}</dt>
          <dd>{figure(totals.pieces, 0, language)}</dd>
        </div>
        <div>
          <dt>{texts.grossWeight}</dt>
          <dd>{figure(totals.grossWeightKg, 2, language)} kg</dd>
        </div>
        <div>
          <dt>{texts.volume}</dt>
          <dd>{figure(totals.volumeCbm, 3, language)} CBM</dd>
        </div>
        <div className="freight-summary__chargeable">
          <dt>{mode && wm ? texts.chargeableWm : texts.chargeableWeight}</dt>
          <dd>{mode ? chargeableText(totals, texts, language) : '—'}</dd>
        </div>
      </dl>
      <p className="freight-summary__rule">
        {mode ? (
          <>
            <strong>
              {texts[`rule.${totals.rule.id}`]}
              {language === 'bn' ? '।' : '.'}
            </strong>{' '}
            {texts[`rounding.${totals.rule.id}`]}
          </>
        ) : (
          fill(texts.chooseServiceRule, { air: texts['rule.air'], wm: texts['rule.wm'] })
        )}{' '}
        {texts.volumeRounding}
      </p>
    </section>
  )
}
