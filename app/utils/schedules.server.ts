/**
 * /schedules' loader: the departures of the next six weeks as the page shows them, filtered by
 * the GET form's fields and written out in the page's language (days first, Bangla digits and
 * month names on /bn/). The component only lays out these texts, so the browser gets no code
 * and no data beyond what it shows.
 */
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import type { schedulesMessages } from '#app/routes/schedules.messages.ts'
import { cutOffLabel, departureDayLabel as dayLabel } from '#domain/departure-labels.ts'
import { formatInteger } from '#domain/numerals.ts'
import { placeName } from '#domain/places.ts'
import type { PublicDeparture } from '#domain/public-departures.ts'
import type { Language } from '#schemas/content/localized.ts'
import { MODE_OPTIONS, ROUTING_OPTIONS } from '#schemas/content/rate-card-options.ts'
import type { ServiceMode } from '#schemas/content/services.ts'

type Messages = MessagesOf<typeof schedulesMessages>

/** The modes the form filters by: one of a rate card's, or sea freight of both kinds. */
export const MODE_FILTERS = ['air', 'sea', 'sea-lcl', 'sea-fcl'] as const
export type ModeFilter = (typeof MODE_FILTERS)[number]

export interface ScheduleFilter {
  mode: ModeFilter | ''
  origin: string
  destination: string
}

const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/

/** The filter a GET form's address asks for; what is not a mode or a UN/LOCODE filters nothing. */
export function readFilter(params: URLSearchParams): ScheduleFilter {
  const mode = params.get('mode') ?? ''
  const code = (name: string) => {
    const typed = (params.get(name) ?? '').trim().toUpperCase()
    return UN_LOCODE.test(typed) ? typed : ''
  }
  return {
    mode: (MODE_FILTERS as readonly string[]).includes(mode) ? (mode as ModeFilter) : '',
    origin: code('origin'),
    destination: code('destination'),
  }
}

function matches(departure: PublicDeparture, filter: ScheduleFilter): boolean {
  const mode =
    filter.mode === '' ||
    departure.mode === filter.mode ||
    (filter.mode === 'sea' && departure.mode !== 'air')
  return (
    mode &&
    (filter.origin === '' || departure.origin === filter.origin) &&
    (filter.destination === '' || departure.destination === filter.destination)
  )
}

function label<Value extends string>(
  options: readonly { value: Value; label: { en: string; bn: string } }[],
  value: string,
  language: Language,
): string {
  return options.find((option) => option.value === value)?.label[language] ?? value
}

export interface ScheduleRow {
  vessel: string
  routing: string
  cutOffs: string[]
  departs: { iso: string; label: string }
  arrives: { iso: string; label: string }
  transit: string
  /** Why a closure cancelled or moved it, or brought its cut-off forward. */
  notes: string[]
  cancelled: boolean
  cutOffPassed: boolean
}

export interface ScheduleLane {
  key: string
  title: string
  rows: ScheduleRow[]
}

function rowOf(
  departure: PublicDeparture,
  now: number,
  language: Language,
  messages: Messages,
): ScheduleRow {
  const reason = departure.closedBy.join('; ')
  const time = (instant: string) => cutOffLabel(instant, language)
  const cutOffs =
    departure.documentCutOff === departure.cargoCutOff
      ? [fill(messages.documentsAndCargo, { time: time(departure.cargoCutOff) })]
      : [
          fill(messages.documents, { time: time(departure.documentCutOff) }),
          fill(messages.cargo, { time: time(departure.cargoCutOff) }),
        ]
  const notes = [
    departure.status === 'cancelled' ? fill(messages.cancelled, { reason }) : null,
    departure.status === 'moved' && departure.scheduledDeparts
      ? fill(messages.moved, { day: dayLabel(departure.scheduledDeparts, language), reason })
      : null,
    departure.cutOffMoved && departure.status !== 'cancelled'
      ? fill(messages.cutOffMoved, { reason })
      : null,
  ].filter((note) => note !== null)
  const days = formatInteger(departure.transitDays, language)
  return {
    vessel: departure.kind === 'weekly' ? messages.weekly : departure.vessel,
    routing: label(ROUTING_OPTIONS, departure.routing, language),
    cutOffs,
    departs: { iso: departure.departs, label: dayLabel(departure.departs, language) },
    arrives: { iso: departure.arrives, label: dayLabel(departure.arrives, language) },
    transit: fill(departure.transitDays === 1 ? messages.day : messages.days, { days }),
    notes,
    cancelled: departure.status === 'cancelled',
    cutOffPassed: departure.status !== 'cancelled' && Date.parse(departure.cargoCutOff) <= now,
  }
}

/** The page's lanes, each with its departures in order, lanes by origin, destination, mode. */
export function scheduleLanes(
  departures: readonly PublicDeparture[],
  filter: ScheduleFilter,
  now: number,
  language: Language,
  messages: Messages,
): ScheduleLane[] {
  const lanes = new Map<string, ScheduleLane>()
  const shown = departures.filter((departure) => matches(departure, filter))
  const order = (d: PublicDeparture) => `${d.origin} ${d.destination} ${d.mode}`
  for (const departure of [...shown].sort((a, b) => order(a).localeCompare(order(b)))) {
    const key = order(departure)
    const lane = lanes.get(key) ?? {
      key,
      title: `${label(MODE_OPTIONS, departure.mode, language)}: ${placeName(departure.origin, language)} → ${placeName(departure.destination, language)}`,
      rows: [],
    }
    lane.rows.push(rowOf(departure, now, language, messages))
    lanes.set(key, lane)
  }
  return [...lanes.values()]
}

/** A place the form offers: its UN/LOCODE, sent, and its name in the page's language, shown. */
export interface PlaceChoice {
  code: string
  name: string
}

/** The places of `codes`, by name in `language`. */
export function placeChoices(codes: Iterable<string>, language: Language): PlaceChoice[] {
  return [...new Set(codes)]
    .map((code) => ({ code, name: placeName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language) || a.code.localeCompare(b.code))
}

/** The place a filter asks for, named; null when it asks for none. */
export function chosenPlace(code: string, language: Language): PlaceChoice | null {
  return code === '' ? null : { code, name: placeName(code, language) }
}

/** The choices of the form's fields, from the departures there are. */
export function filterChoices(
  departures: readonly PublicDeparture[],
  language: Language,
  messages: Messages,
) {
  const codes = (pick: (d: PublicDeparture) => string) =>
    placeChoices(departures.map(pick), language)
  return {
    modes: MODE_FILTERS.map((value) => ({
      value,
      label: value === 'sea' ? messages.seaModes : label(MODE_OPTIONS, value, language),
    })),
    origins: codes((d) => d.origin),
    destinations: codes((d) => d.destination),
  }
}

/** "1 departure", "12 departures", in the page's digits. */
export function foundLabel(lanes: readonly ScheduleLane[], language: Language, messages: Messages) {
  const count = lanes.reduce((sum, lane) => sum + lane.rows.length, 0)
  if (count === 1) return messages.foundOne
  return fill(messages.found, { count: formatInteger(count, language) })
}

/** "Sea freight LCL, from Chattogram, to Hamburg": what a filter asks for, for the empty state. */
export function filterLabel(filter: ScheduleFilter, language: Language, messages: Messages) {
  const mode =
    filter.mode === ''
      ? ''
      : filter.mode === 'sea'
        ? messages.seaModes
        : label(MODE_OPTIONS, filter.mode, language)
  return [
    mode,
    filter.origin === ''
      ? ''
      : fill(messages.fromPlace, { place: placeName(filter.origin, language) }),
    filter.destination === ''
      ? ''
      : fill(messages.toPlace, { place: placeName(filter.destination, language) }),
  ]
    .filter((part) => part !== '')
    .join(', ')
}

/**
 * The departures a service's page links to, by its mode: air and sea services have them; the
 * others (sea–air, warehousing, road–air…) none the schedules list.
 */
const SCHEDULE_MODE_OF_SERVICE: Partial<Record<ServiceMode, ModeFilter>> = {
  air: 'air',
  sea: 'sea',
}

/** "/schedules?mode=sea" for a sea freight service; null when its mode has no departures. */
export function schedulesPathOf(mode: ServiceMode | undefined): string | null {
  const filter = mode && SCHEDULE_MODE_OF_SERVICE[mode]
  return filter ? `/schedules?mode=${filter}` : null
}
