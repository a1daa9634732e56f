import type { Language } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { formatDate } from '#domain/calendar.ts'
import { formatDecimalText } from '#domain/decimal-text.ts'
import { digitsIn } from '#domain/numerals.ts'
import type { Currency } from '#domain/pricing/codes.ts'
import type { ChargeableShown } from '#domain/pricing/estimate.ts'
import type { EstimateLine, LineNote } from '#domain/pricing/lines.ts'
import type { EstimateAnswer, EstimateOption as CardEstimate } from '#schemas/quote-estimate.ts'
import type { ReactNode } from 'react'
import type { EstimateTexts } from './estimate.messages.ts'

/**
 * The instant estimate (issue 41) as a visitor reads it: the all-in total in US dollars with
 * taka beside it, each charge on its own line with its basis and quantity, how the chargeable
 * quantity was worked out, the routing, transit time and validity, and what is not included.
 * Several rate cards: the cheapest and the fastest, each named. No card: the lane in plain words.
 *
 * Every figure is the engine's decimal text (docs/decisions/0020-exact-money.md), written with
 * the page's digits and grouping; none is ever made a number here.
 */

export interface EstimatePanelProps {
  /** The API's answer (GET /api/quote/estimate), or the server's to a form posted without JavaScript. */
  estimate: EstimateAnswer
  texts: EstimateTexts
  language: Language
  /**
   * The next departures after the ready date with their cut-offs (issue 41, "Sailings and
   * flights"), shown under each option's facts (estimate-departures.tsx fills it).
   */
  departures?: (option: CardEstimate) => ReactNode
}

interface Writer {
  texts: EstimateTexts
  language: Language
}

/**
 * "USD 1,481.68" in either language, as shippers write dollars; taka as the page says it,
 * "BDT 181,505.80" or "১,৮১,৫০৫.৮০ টাকা".
 */
function moneyText(value: string, currency: Currency, { texts, language }: Writer): string {
  const amount = formatDecimalText(value, language)
  return currency === 'BDT' ? fill(texts.taka, { amount }) : `${currency} ${amount}`
}

/** A decimal text without the zeros that say nothing past `keep` decimals: "2.880000" → "2.880". */
function trimmed(text: string, keep: number): string {
  const [whole, fraction = ''] = text.split('.')
  const significant = fraction.replace(/0+$/, '').padEnd(keep, '0')
  return significant === '' ? (whole ?? text) : `${whole ?? ''}.${significant}`
}

const figure = (text: string, keep: number, { language }: Writer) =>
  formatDecimalText(trimmed(text, keep), language)

/** How the chargeable quantity was worked out, in one sentence. */
export function chargeableSentence(chargeable: ChargeableShown, writer: Writer): string {
  const { texts, language } = writer
  switch (chargeable.rule) {
    case 'air':
      return fill(texts['chargeable.air'], {
        chargeable: figure(chargeable.chargeableKg, 1, writer),
        gross: figure(chargeable.grossKg, 2, writer),
        volume: figure(chargeable.volumeKg, 2, writer),
        cbm: figure(chargeable.cubicMetres, 3, writer),
      })
    case 'wm':
      return fill(texts['chargeable.wm'], {
        wm: figure(chargeable.wm, 3, writer),
        tonnes: figure(chargeable.tonnes, 3, writer),
        cbm: figure(chargeable.cubicMetres, 3, writer),
      })
    case 'containers':
      return fill(texts['chargeable.containers'], {
        containers: chargeable.containers
          .map(
            ({ type, count }) =>
              `${digitsIn(String(count), language)} × ${containerName(type, texts)}`,
          )
          .join(', '),
      })
  }
}

function containerName(type: string, texts: EstimateTexts): string {
  const key = `container.${type}`
  return key in texts ? texts[key as keyof EstimateTexts] : type
}

/** The line's basis and quantity: "630.0 kg × USD 2.15", "12.50 % of the freight, USD 1,354.50". */
function calculation(line: EstimateLine, writer: Writer): string {
  const { texts } = writer
  const rate = moneyText(line.rate.value, line.rate.currency, writer)
  const quantity = line.quantity.value
  switch (line.basis) {
    // Quantity × rate is written alike in both languages, the units as shippers write them.
    case 'per-kg':
      return `${figure(quantity, 1, writer)} kg × ${rate}`
    case 'per-wm':
      return `${figure(quantity, 3, writer)} W/M × ${rate}`
    case 'per-container':
      return `${figure(quantity, 0, writer)} × ${rate}`
    case 'per-shipment':
      return fill(texts.perShipment, { rate })
    case 'percent-of-freight': {
      const freight = line.notes.find((note) => note.kind === 'percent-of-freight')
      return fill(texts.percentOfFreight, {
        percent: figure(line.rate.value, 0, writer),
        freight: freight ? moneyText(freight.freight, line.rate.currency, writer) : '',
      })
    }
  }
}

/** What made the amount other than rate × quantity, one sentence per note. */
function noteText(note: LineNote, line: EstimateLine, writer: Writer): string | null {
  const { texts } = writer
  switch (note.kind) {
    case 'minimum':
      return fill(texts.minimum, {
        minimum: moneyText(note.minimum, line.rate.currency, writer),
        computed: moneyText(note.computed, line.rate.currency, writer),
      })
    case 'weight-break':
      return fill(texts.weightBreak, {
        applied: texts[`break.${note.appliedBreak}`],
        kg: figure(line.quantity.value, 1, writer),
        own: texts[`break.${note.ownBreak}`],
        chargeable: figure(note.chargeableKg, 1, writer),
      })
    case 'converted':
      return fill(texts.converted, {
        amount: moneyText(note.amount, note.from, writer),
        from: `${note.from} ${figure(note.fromPerUsd, 2, writer)}`,
        to: figure(note.toPerUsd, 2, writer),
      })
    case 'percent-of-freight':
      // Said by the line's calculation.
      return null
  }
}

function chargeName(line: EstimateLine, writer: Writer): string {
  const name = line.label[writer.language]
  // A charge for one container type says which; a freight line's label names it already.
  return line.container && line.code !== 'FREIGHT'
    ? `${name}, ${containerName(line.container, writer.texts)}`
    : name
}

function transitText(option: CardEstimate, { texts, language }: Writer): string {
  return option.transitDays === 1
    ? texts.transitDay
    : fill(texts.transitDays, { days: digitsIn(String(option.transitDays), language) })
}

function optionLabel(option: CardEstimate, estimate: EstimateAnswer, texts: EstimateTexts) {
  if (estimate.options.length < 2) return null
  const cheapest = option.cardId === estimate.cheapest
  const fastest = option.cardId === estimate.fastest
  if (cheapest && fastest) return texts.cheapestAndFastest
  return cheapest ? texts.cheapest : fastest ? texts.fastest : null
}

function EstimateOption({
  option,
  label,
  writer,
  departures,
}: {
  option: CardEstimate
  label: string | null
  writer: Writer
  departures: EstimatePanelProps['departures']
}) {
  const { texts, language } = writer
  const titleId = `estimate-option-${option.cardId}`
  const bdtRate = option.rates.find((rate) => rate.currency === 'BDT')
  const cardCurrency = option.total.currency
  return (
    <section className="estimate-option" aria-labelledby={titleId}>
      <h4 id={titleId} className="estimate-option__title">
        {label ? <span className="estimate-option__badge">{label}</span> : null}
        <span>{option.routingName}</span>
      </h4>
      <div className="estimate-option__total">
        <span className="estimate-option__total-label">{texts.allIn}</span>
        <strong className="estimate-option__usd">
          {moneyText(option.totalUsd, 'USD', writer)}
        </strong>
        {option.totalBdt ? (
          <span className="estimate-option__bdt">
            {fill(texts.inTaka, { amount: moneyText(option.totalBdt, 'BDT', writer) })}
            {bdtRate ? (
              <small>
                {fill(texts.takaRate, {
                  rate: figure(bdtRate.perUsd, 2, writer),
                  date: formatDate(bdtRate.day, language),
                })}
              </small>
            ) : null}
          </span>
        ) : null}
      </div>
      <dl className="estimate-option__facts">
        <div>
          <dt>{texts.transit}</dt>
          <dd>{transitText(option, writer)}</dd>
        </div>
        <div>
          <dt>{texts.validity}</dt>
          <dd>
            {fill(texts.validFromTo, {
              from: formatDate(option.validFrom, language),
              to: formatDate(option.validTo, language),
            })}
          </dd>
        </div>
      </dl>
      {departures?.(option)}
      <table className="estimate-lines">
        <caption>{texts.charges}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.charge}</th>
            <th scope="col">{texts.amount}</th>
          </tr>
        </thead>
        <tbody>
          {option.lines.map((line, index) => (
            <tr key={`${line.code}-${line.container ?? ''}-${index}`}>
              <th scope="row">
                <span className="estimate-lines__name">{chargeName(line, writer)}</span>{' '}
                <span className="estimate-lines__side">{texts[`side.${line.side}`]}</span>
                <span className="estimate-lines__how">
                  {texts[`basis.${line.basis}`]}: {calculation(line, writer)}
                </span>
                {line.notes.map((note) => {
                  const text = noteText(note, line, writer)
                  return text ? (
                    <span key={note.kind} className="estimate-lines__note">
                      {text}
                    </span>
                  ) : null
                })}
              </th>
              <td>{moneyText(line.amount, cardCurrency, writer)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{texts.total}</th>
            <td>{moneyText(option.total.value, cardCurrency, writer)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}

/** The options to show: the cheapest, and the fastest when that is another card. */
export function shownOptions(estimate: EstimateAnswer): CardEstimate[] {
  const cheapest = estimate.options.find((option) => option.cardId === estimate.cheapest)
  const fastest = estimate.options.find((option) => option.cardId === estimate.fastest)
  return [cheapest, fastest === cheapest ? undefined : fastest].filter(
    (option): option is CardEstimate => option !== undefined,
  )
}

/** The estimate in one sentence, for a screen reader to hear when it arrives. */
export function announcementOf(
  estimate: EstimateAnswer,
  texts: EstimateTexts,
  language: Language,
): string {
  const writer = { texts, language }
  const [cheapest, fastest] = shownOptions(estimate)
  if (!cheapest) return estimate.noRate?.message ?? ''
  const last = fastest ?? cheapest
  const transit = transitText(last, writer)
  if (!fastest) {
    return fill(texts.announceOne, { amount: moneyText(cheapest.totalUsd, 'USD', writer), transit })
  }
  return fill(texts.announceTwo, {
    cheapest: moneyText(cheapest.totalUsd, 'USD', writer),
    fastest: moneyText(fastest.totalUsd, 'USD', writer),
    transit,
  })
}

export function EstimatePanel({ estimate, texts, language, departures }: EstimatePanelProps) {
  const writer = { texts, language }
  const shown = shownOptions(estimate)
  const [first] = shown
  if (!first) return <p className="estimate__none">{estimate.noRate?.message}</p>
  return (
    <div className="estimate">
      <p className="estimate__lead">{texts.lead}</p>
      <p className="estimate__chargeable">
        <strong>{texts.chargedOn}</strong> {chargeableSentence(first.chargeable, writer)}
      </p>
      {estimate.options.length > 1 ? (
        <p className="estimate__choices">
          {fill(texts.choices, { count: digitsIn(String(estimate.options.length), language) })}
        </p>
      ) : null}
      {shown.map((option) => (
        <EstimateOption
          key={option.cardId}
          option={option}
          label={optionLabel(option, estimate, texts)}
          writer={writer}
          departures={departures}
        />
      ))}
      <div className="estimate__excluded">
        <h4 id="estimate-excluded-title">{texts.excluded}</h4>
        <ul aria-labelledby="estimate-excluded-title">
          {estimate.exclusions.map((exclusion) => (
            <li key={exclusion}>{exclusion}</li>
          ))}
        </ul>
        <p>{estimate.subjectTo}</p>
      </div>
      <p className="estimate__note">{texts.estimateOnly}</p>
    </div>
  )
}
