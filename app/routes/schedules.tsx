import { PageHeader } from '#app/components/page-header.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import {
  chosenPlace,
  filterChoices,
  filterLabel,
  foundLabel,
  readFilter,
  scheduleLanes,
  type PlaceChoice,
  type ScheduleLane,
} from '#app/utils/schedules.server.ts'
import { formatDate } from '#domain/calendar.ts'
import { scheduleWindow } from '#domain/sailings.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/schedules'
import './schedules.css'
import { schedulesMessages } from './schedules.messages.ts'

/**
 * Rendered per request: the next six weeks of departures from today in Dhaka, filtered by the
 * GET form's address (a filtered list is a link to share), written out on the server.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(schedulesMessages, language)
  const now = new Date()
  const { from, to } = scheduleWindow(now)
  const departures = await pageHost(context).schedules.departures(from, to, language)
  const filter = readFilter(new URL(request.url).searchParams)
  const lanes = scheduleLanes(departures, filter, now.getTime(), language, messages)
  return {
    messages,
    filter,
    choices: filterChoices(departures, language, messages),
    chosen: {
      origin: chosenPlace(filter.origin, language),
      destination: chosenPlace(filter.destination, language),
    },
    lanes,
    found: foundLabel(lanes, language, messages),
    window: fill(messages.window, {
      from: formatDate(from, language),
      to: formatDate(to, language),
    }),
    anyAtAll: departures.length > 0,
    filterText: filterLabel(filter, language, messages),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  const { messages } = loaderData
  return pageMeta(siteOf(matches), {
    title: messages.title,
    description: messages.description,
    path: '/schedules',
    breadcrumb: [{ name: messages.title, path: '/schedules' }],
  })
}

type Data = Route.ComponentProps['loaderData']

/** The GET form: it works without JavaScript, and its answer is an address. */
function LaneFilter({
  filter,
  choices,
  chosen,
  messages,
}: Pick<Data, 'filter' | 'choices' | 'chosen' | 'messages'>) {
  const to = useLocalizedPath()
  const filtered = filter.mode !== '' || filter.origin !== '' || filter.destination !== ''
  // A place asked for that has no departure now stays chosen, named as the filter names it.
  const places = (chosen: PlaceChoice | null, available: readonly PlaceChoice[]) =>
    !chosen || available.some((place) => place.code === chosen.code)
      ? available
      : [chosen, ...available]
  return (
    <search className="schedules-filter">
      <form method="get" action={to('/schedules')} aria-labelledby="schedules-filter-title">
        <h2 id="schedules-filter-title">{messages.filterTitle}</h2>
        <div className="schedules-filter__fields">
          <div className="field">
            <label htmlFor="schedules-mode">{messages.mode}</label>
            <select id="schedules-mode" name="mode" defaultValue={filter.mode}>
              <option value="">{messages.anyMode}</option>
              {choices.modes.map((mode) => (
                <option key={mode.value} value={mode.value}>
                  {mode.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="schedules-origin">{messages.origin}</label>
            <select id="schedules-origin" name="origin" defaultValue={filter.origin}>
              <option value="">{messages.anyOrigin}</option>
              {places(chosen.origin, choices.origins).map((place) => (
                <option key={place.code} value={place.code}>
                  {place.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="schedules-destination">{messages.destination}</label>
            <select id="schedules-destination" name="destination" defaultValue={filter.destination}>
              <option value="">{messages.anyDestination}</option>
              {places(chosen.destination, choices.destinations).map((place) => (
                <option key={place.code} value={place.code}>
                  {place.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--accent">
            {messages.show}
          </button>
        </div>
        {filtered ? (
          <p className="schedules-filter__reset">
            <Link to={to('/schedules')}>{messages.showAll}</Link>
          </p>
        ) : null}
      </form>
    </search>
  )
}

/** One lane's departures: a table on a wide screen, a card per departure on a phone. */
function LaneTable({ lane, messages }: { lane: ScheduleLane; messages: Data['messages'] }) {
  const id = `lane-${lane.key.replaceAll(' ', '-').toLowerCase()}`
  return (
    <section className="schedules-lane" aria-labelledby={id}>
      <h3 id={id}>{lane.title}</h3>
      <table className="schedules-table">
        <thead>
          <tr>
            <th scope="col">{messages.vessel}</th>
            <th scope="col">{messages.cutOffs}</th>
            <th scope="col">{messages.etd}</th>
            <th scope="col">{messages.eta}</th>
            <th scope="col">{messages.transit}</th>
          </tr>
        </thead>
        <tbody>
          {lane.rows.map((row, index) => (
            <tr key={index} className={row.cancelled ? 'schedules-table__cancelled' : undefined}>
              <th scope="row">
                <span className="schedules-table__vessel">{row.vessel}</span>
                <span className="schedules-table__note">{row.routing}</span>
                {row.notes.map((note) => (
                  <span key={note} className="schedules-table__alert">
                    {note}
                  </span>
                ))}
              </th>
              <td data-label={messages.cutOffs}>
                {row.cutOffs.map((cutOff) => (
                  <span key={cutOff} className="schedules-table__line">
                    {cutOff}
                  </span>
                ))}
                {row.cutOffPassed ? (
                  <span className="schedules-table__passed">{messages.cutOffPassed}</span>
                ) : null}
              </td>
              <td data-label={messages.etd}>
                <time dateTime={row.departs.iso}>{row.departs.label}</time>
              </td>
              <td data-label={messages.eta}>
                <time dateTime={row.arrives.iso}>{row.arrives.label}</time>
              </td>
              <td data-label={messages.transit} className="schedules-table__days">
                {row.transit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** What to do when there is nothing to show: another lane, a quote, a word with us. */
function NoDepartures({
  text,
  help,
  messages,
}: {
  text: string
  help: string | null
  messages: Data['messages']
}) {
  const to = useLocalizedPath()
  return (
    <div className="schedules-empty">
      <p className="lead">{text}</p>
      {help ? <p>{help}</p> : null}
      <p className="schedules-empty__actions">
        <Link to={to('/quote')} className="button button--accent">
          {messages.askQuote}
        </Link>
        <Link to={to('/contact')} className="button button--outline">
          {messages.contact}
        </Link>
      </p>
    </div>
  )
}

export default function Schedules({ loaderData }: Route.ComponentProps) {
  const { messages, filter, choices, chosen, lanes, found, window, anyAtAll, filterText } =
    loaderData
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <div className="section">
        <div className="container schedules">
          <LaneFilter filter={filter} choices={choices} chosen={chosen} messages={messages} />
          <section aria-labelledby="schedules-found" className="schedules-results">
            <h2 id="schedules-found">{anyAtAll ? found : messages.title}</h2>
            <p className="schedules-results__window">{window}</p>
            {!anyAtAll ? (
              <NoDepartures text={messages.noneAtAll} help={null} messages={messages} />
            ) : lanes.length === 0 ? (
              <NoDepartures
                text={fill(messages.noneMatch, { filter: filterText })}
                help={messages.noneMatchHelp}
                messages={messages}
              />
            ) : (
              lanes.map((lane) => <LaneTable key={lane.key} lane={lane} messages={messages} />)
            )}
          </section>
        </div>
      </div>
    </>
  )
}
