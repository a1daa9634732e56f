import { useLocalizedPath, type Language } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { cutOffLabel, departureDayLabel } from '#domain/departure-labels.ts'
import type { EstimateAnswer, EstimateDeparture, EstimateOption } from '#schemas/quote-estimate.ts'
import { Link } from 'react-router'
import type { EstimateTexts } from './estimate.messages.ts'

/*
 * What fills the estimate panel's `departures` slot (issue 41): the next sailings or flights of
 * an option that the cargo can still make, with their cut-offs in Dhaka time, as /schedules
 * writes them, and a link to /schedules filtered to the lane. Loaded with the panel.
 */

interface Writer {
  texts: EstimateTexts
  language: Language
}

/** "/schedules?mode=sea-lcl&origin=BDCGP&destination=DEHAM": the lane on the schedules page. */
export function lanePathOf(lane: EstimateAnswer['lane']): string {
  const search = new URLSearchParams({ mode: lane.mode })
  if (lane.origin.code) search.set('origin', lane.origin.code)
  if (lane.destination.code) search.set('destination', lane.destination.code)
  return `/schedules?${search.toString()}`
}

function cutOffs(departure: EstimateDeparture, { texts, language }: Writer): string[] {
  const time = (instant: string) => cutOffLabel(instant, language)
  return departure.documentCutOff === departure.cargoCutOff
    ? [fill(texts.documentsAndCargo, { time: time(departure.cargoCutOff) })]
    : [
        fill(texts.documents, { time: time(departure.documentCutOff) }),
        fill(texts.cargo, { time: time(departure.cargoCutOff) }),
      ]
}

function DepartureItem({ departure, writer }: { departure: EstimateDeparture; writer: Writer }) {
  const { texts, language } = writer
  const day = (iso: string) => departureDayLabel(iso, language)
  const reason = departure.closedBy.join('; ')
  return (
    <li className="estimate-departures__item">
      <span className="estimate-departures__when">
        <strong>{fill(texts.departs, { day: day(departure.departs) })}</strong>
        {', '}
        {fill(texts.arrives, { day: day(departure.arrives) })}
      </span>
      <span className="estimate-departures__vessel">
        {departure.kind === 'weekly' ? texts.weekly : departure.vessel}
      </span>
      {cutOffs(departure, writer).map((line) => (
        <span key={line} className="estimate-departures__cut-off">
          {line}
        </span>
      ))}
      {departure.status === 'moved' && departure.scheduledDeparts ? (
        <span className="estimate-departures__note">
          {fill(texts.moved, { day: day(departure.scheduledDeparts), reason })}
        </span>
      ) : null}
      {departure.cutOffMoved ? (
        <span className="estimate-departures__note">{fill(texts.cutOffMoved, { reason })}</span>
      ) : null}
    </li>
  )
}

export function EstimateDepartures({
  option,
  lane,
  texts,
  language,
}: {
  option: EstimateOption
  lane: EstimateAnswer['lane']
  texts: EstimateTexts
  language: Language
}) {
  const to = useLocalizedPath()
  const writer = { texts, language }
  const titleId = `estimate-departures-${option.cardId}`
  return (
    <section className="estimate-departures" aria-labelledby={titleId}>
      <h5 id={titleId} className="estimate-departures__title">
        {texts.departures}
      </h5>
      {option.departures.length === 0 ? (
        <p className="estimate-departures__none">{texts.departuresNone}</p>
      ) : (
        <ul className="estimate-departures__list">
          {option.departures.map((departure) => (
            <DepartureItem
              key={`${departure.departs} ${departure.cargoCutOff} ${departure.vessel}`}
              departure={departure}
              writer={writer}
            />
          ))}
        </ul>
      )}
      <p className="estimate-departures__more">
        <Link to={to(lanePathOf(lane))}>{texts.schedules}</Link>
      </p>
    </section>
  )
}
