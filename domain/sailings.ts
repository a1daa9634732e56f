/**
 * The departures a forwarder's sailings and flights give (issue 41): weekly consolidations
 * expanded into their dated departures, dated sailings as staff wrote them, each with its
 * document and cargo cut-offs, and the closures of the offices and ports announced in notices
 * applied as docs/decisions/0021-sailings.md decides. Pure: the caller gives the items, the
 * closures and the days, so the page, the estimate and the tests get the same answer.
 *
 * Days are ISO dates in Dhaka ("2026-12-31"); instants are ISO with their offset, cut-offs
 * written in Dhaka time ("2026-12-29T17:00:00+06:00").
 */
import type { SailingData } from '#schemas/content/sailing-fields.ts'
import { addDays, parseIsoDate, weekday } from './calendar.ts'
import { DHAKA_OFFSET, toDhakaParts } from './dhaka-time.ts'
import type { PriceMode } from './pricing/codes.ts'

export const SAILING_KINDS = ['weekly', 'dated'] as const
export type SailingKind = (typeof SAILING_KINDS)[number]

/** Sunday first, as Date.getUTCDay counts them. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** What a notice may close: our offices (where cut-offs are met) and Bangladesh's ports. */
export const CLOSED_PLACES = ['offices', 'seaport', 'airport'] as const
export type ClosedPlace = (typeof CLOSED_PLACES)[number]

/** A sailings item as published: its id and data. */
export interface Sailing {
  id: number
  data: SailingData
}

/** A notice that closes something, from its start until its end. */
export interface Closure {
  id: number
  /** The notice's title, in the language the answer is for. */
  title: string
  startsAt: string
  endsAt: string
  closes: readonly ClosedPlace[]
}

/** A lane as a rate card writes it. */
export interface Lane {
  mode: PriceMode
  origin: string
  destination: string
}

export interface Departure extends Lane {
  sailingId: number
  kind: SailingKind
  routing: SailingData['routing']
  /** Staff only: a page for visitors leaves it out. */
  carrier: string
  /** The vessel and voyage or the flight of a dated one; '' for a weekly consolidation. */
  vessel: string
  /** The day it leaves, in Dhaka, once closures are applied. */
  departs: string
  /** The day it arrives, in Dhaka: moved with its departure. */
  arrives: string
  transitDays: number
  documentCutOff: string
  cargoCutOff: string
  /** Moved (a dated one, by a port closure) or cancelled (a weekly one on a closed port day). */
  status: 'scheduled' | 'moved' | 'cancelled'
  /** The day it was to leave, when a closure moved it; null otherwise. */
  scheduledDeparts: string | null
  /** Whether an office closure brought a cut-off earlier. */
  cutOffMoved: boolean
  /** The closures that moved, cancelled or brought its cut-offs earlier. */
  closures: readonly Closure[]
}

/** The departures after a ready date searched by nextDepartures: half a year. */
export const NEXT_DEPARTURES_HORIZON_DAYS = 183

/** The days nextDepartures searches first: five weeks hold a weekly lane's next few. */
const FIRST_SEARCH_DAYS = 35

const PORT_OF: Record<PriceMode, ClosedPlace> = {
  air: 'airport',
  'sea-lcl': 'seaport',
  'sea-fcl': 'seaport',
}

/** The closures of `place` that reach into the Dhaka day `day`, at any hour of it. */
function closuresOn(day: string, place: ClosedPlace, closures: readonly Closure[]): Closure[] {
  const dayStarts = Date.parse(`${day}T00:00:00${DHAKA_OFFSET}`)
  const dayEnds = dayStarts + 24 * 60 * 60 * 1000
  return closures.filter(
    (closure) =>
      closure.closes.includes(place) &&
      Date.parse(closure.startsAt) < dayEnds &&
      Date.parse(closure.endsAt) > dayStarts,
  )
}

/** The cut-off on the last day before it the offices are open, at the same time of day. */
function openCutOff(instant: string, closures: readonly Closure[]) {
  const { date, time } = toDhakaParts(instant)
  let day = date
  const moved: Closure[] = []
  for (let found = closuresOn(day, 'offices', closures); found.length > 0;) {
    moved.push(...found.filter((closure) => !moved.includes(closure)))
    day = addDays(day, -1)
    found = closuresOn(day, 'offices', closures)
  }
  const at = day === date ? instant : `${day}T${time}:00${DHAKA_OFFSET}`
  return { at, moved }
}

/** Days from one Dhaka day to another. */
function daysBetween(from: string, to: string): number {
  const start = parseIsoDate(from)
  const end = parseIsoDate(to)
  if (!start || !end) throw new Error(`not days: ${from}, ${to}`)
  return Math.round((end.getTime() - start.getTime()) / 86_400_000)
}

/** A departure with the closures of Bangladesh's offices and ports applied to it. */
function withClosures(
  departure: Omit<Departure, 'status' | 'scheduledDeparts' | 'cutOffMoved' | 'closures'>,
  closures: readonly Closure[],
): Departure {
  const fromBangladesh = departure.origin.startsWith('BD')
  const port = PORT_OF[departure.mode]
  const portClosed = fromBangladesh ? closuresOn(departure.departs, port, closures) : []
  const documents = fromBangladesh
    ? openCutOff(departure.documentCutOff, closures)
    : { at: departure.documentCutOff, moved: [] }
  const cargo = fromBangladesh
    ? openCutOff(departure.cargoCutOff, closures)
    : { at: departure.cargoCutOff, moved: [] }
  const involved = [...new Set([...portClosed, ...documents.moved, ...cargo.moved])]
  const cutOffs = {
    documentCutOff: documents.at,
    cargoCutOff: cargo.at,
    cutOffMoved: documents.moved.length + cargo.moved.length > 0,
    closures: involved,
  }
  if (portClosed.length === 0) {
    return { ...departure, ...cutOffs, status: 'scheduled', scheduledDeparts: null }
  }
  if (departure.kind === 'weekly') {
    return { ...departure, ...cutOffs, status: 'cancelled', scheduledDeparts: null }
  }
  // A dated vessel or flight leaves the first day its port is open again.
  let departs = departure.departs
  const delays = [...portClosed]
  for (let found = portClosed; found.length > 0; found = closuresOn(departs, port, closures)) {
    delays.push(...found.filter((closure) => !delays.includes(closure)))
    departs = addDays(departs, 1)
  }
  const late = daysBetween(departure.departs, departs)
  return {
    ...departure,
    ...cutOffs,
    closures: [...new Set([...involved, ...delays])],
    departs,
    arrives: addDays(departure.arrives, late),
    status: 'moved',
    scheduledDeparts: departure.departs,
  }
}

function laneOf({ id, data }: Sailing) {
  const { mode, origin, destination, routing, carrier } = data
  return { sailingId: id, kind: data.kind, mode, origin, destination, routing, carrier }
}

/** The departures of a weekly consolidation whose departure day is from `from` to `to`. */
function weeklyDepartures(sailing: Sailing, from: string, to: string) {
  const { weekly } = sailing.data
  if (weekly.departureDay === '' || weekly.cutOffDay === '' || weekly.transitDays === '') return []
  const departureIndex = WEEKDAYS.indexOf(weekly.departureDay)
  const cutOffBefore = (departureIndex - WEEKDAYS.indexOf(weekly.cutOffDay) + 7) % 7
  const first = from > weekly.activeFrom ? from : weekly.activeFrom
  const last = to < weekly.activeTo ? to : weekly.activeTo
  if (first > last) return []
  const transitDays = weekly.transitDays
  const departures = []
  let departs = addDays(first, (departureIndex - weekday(first) + 7) % 7)
  for (; departs <= last; departs = addDays(departs, 7)) {
    const written = `${addDays(departs, -cutOffBefore)}T${weekly.cutOffTime}:00${DHAKA_OFFSET}`
    departures.push({
      ...laneOf(sailing),
      vessel: '',
      departs,
      arrives: addDays(departs, transitDays),
      transitDays,
      documentCutOff: written,
      cargoCutOff: written,
    })
  }
  return departures
}

function datedDeparture(sailing: Sailing) {
  const { dated } = sailing.data
  const departs = toDhakaParts(dated.departsAt).date
  const arrives = toDhakaParts(dated.arrivesAt).date
  return {
    ...laneOf(sailing),
    vessel: dated.vessel,
    departs,
    arrives,
    transitDays: daysBetween(departs, arrives),
    documentCutOff: dated.documentCutOff,
    cargoCutOff: dated.cargoCutOff,
  }
}

function byDeparture(a: Departure, b: Departure): number {
  return (
    a.departs.localeCompare(b.departs) ||
    Date.parse(a.cargoCutOff) - Date.parse(b.cargoCutOff) ||
    a.origin.localeCompare(b.origin) ||
    a.destination.localeCompare(b.destination) ||
    a.sailingId - b.sailingId
  )
}

/**
 * Every departure leaving from `from` to `to` (Dhaka days, both included), once closures are
 * applied: weekly consolidations expanded week by week within their running days, dated
 * sailings and flights as written, cancelled ones kept (status 'cancelled') so a page can say
 * why a week has none. In departure order.
 */
export function departuresBetween(
  sailings: readonly Sailing[],
  closures: readonly Closure[],
  from: string,
  to: string,
): Departure[] {
  if (from > to) return []
  // A dated one moved by a closure may leave after its written day: look from a month before.
  const lookBehind = addDays(from, -31)
  return sailings
    .flatMap((sailing) =>
      sailing.data.kind === 'weekly'
        ? weeklyDepartures(sailing, from, to)
        : sailing.data.dated.departsAt === ''
          ? []
          : [datedDeparture(sailing)].filter((d) => d.departs >= lookBehind && d.departs <= to),
    )
    .map((departure) => withClosures(departure, closures))
    .filter((departure) => departure.departs >= from && departure.departs <= to)
    .sort(byDeparture)
}

/**
 * For the instant estimate: the first `count` departures on `lane` that cargo ready on the day
 * `readyDay` (in Dhaka) can still make, i.e. not cancelled and with a cargo cut-off on that day
 * or later, searched over NEXT_DEPARTURES_HORIZON_DAYS. Each comes with its cut-offs and the
 * closures that moved it. Given `now` (an instant), a cut-off already past is missed too: cargo
 * ready today cannot make this morning's.
 */
export function nextDepartures(
  sailings: readonly Sailing[],
  closures: readonly Closure[],
  lane: Lane,
  readyDay: string,
  count: number,
  now?: Date,
): Departure[] {
  const onLane = sailings.filter(
    ({ data }) =>
      data.mode === lane.mode &&
      data.origin === lane.origin &&
      data.destination === lane.destination,
  )
  const makeable = (to: string) =>
    departuresBetween(onLane, closures, readyDay, to).filter(
      (departure) =>
        departure.status !== 'cancelled' &&
        toDhakaParts(departure.cargoCutOff).date >= readyDay &&
        (now === undefined || Date.parse(departure.cargoCutOff) > now.getTime()),
    )
  // A closure only ever moves a departure later, so the departures of a shorter search are the
  // first of the longer one's: half a year is worked out only for a lane with few departures.
  const soon = makeable(addDays(readyDay, FIRST_SEARCH_DAYS))
  if (soon.length >= count) return soon.slice(0, count)
  return makeable(addDays(readyDay, NEXT_DEPARTURES_HORIZON_DAYS)).slice(0, count)
}

/** How far ahead the schedules page looks. */
export const SCHEDULE_WEEKS = 6

/** The days /schedules lists at `now`: today in Dhaka and the six weeks that follow it. */
export function scheduleWindow(now: Date): { from: string; to: string } {
  const from = toDhakaParts(now).date
  return { from, to: addDays(from, SCHEDULE_WEEKS * 7 - 1) }
}
