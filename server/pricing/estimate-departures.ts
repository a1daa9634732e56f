/**
 * The departures behind an estimate's option (issue 41): the published sailings and flights of
 * its lane and routing that cargo ready on the ready date can still make, with the closures of
 * our offices and Bangladesh's ports applied as /schedules applies them (decision 0021), and only
 * what /schedules shows of them: the carrier or co-loader stays with staff.
 */
import { nextDepartures, type Closure, type Lane, type Sailing } from '#domain/sailings.ts'
import { ESTIMATE_DEPARTURES_SHOWN, type EstimateDeparture } from '#schemas/quote-estimate.ts'

/** What of a priced card decides which sailings carry its cargo. */
interface CardRoute {
  routing: string
  carrier: string
}

const sameCarrier = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Sailings that carry a card's cargo: the same routing, and the card's carrier when both name
 * one (a card or a sailing without a carrier is any carrier's).
 */
function carriesCard(sailing: Sailing, card: CardRoute): boolean {
  const { routing, carrier } = sailing.data
  return (
    routing === card.routing &&
    (carrier.trim() === '' || card.carrier.trim() === '' || sameCarrier(carrier, card.carrier))
  )
}

/**
 * The next departures (at most ESTIMATE_DEPARTURES_SHOWN, first first) of each option of one
 * estimate. The lane's sailings are picked out once, and the departures of one set of sailings
 * worked out once however many options it carries: a lane's cards share few routings, and a
 * sailing without a carrier carries every card's cargo, while working out half a year of weekly
 * departures with their closures is most of an estimate's time.
 */
export function departuresOfOptions(
  sailings: readonly Sailing[],
  closures: readonly Closure[],
  lane: Lane,
  readyDay: string,
  now: Date,
): (card: CardRoute) => EstimateDeparture[] {
  const onLane = sailings.filter(
    ({ data }) =>
      data.mode === lane.mode &&
      data.origin === lane.origin &&
      data.destination === lane.destination,
  )
  const workedOut = new Map<string, EstimateDeparture[]>()
  return (card) => {
    const carrying = onLane.filter((sailing) => carriesCard(sailing, card))
    const key = carrying.map(({ id }) => id).join(' ')
    const known = workedOut.get(key)
    if (known) return known
    const departures: EstimateDeparture[] = nextDepartures(
      carrying,
      closures,
      lane,
      readyDay,
      ESTIMATE_DEPARTURES_SHOWN,
      now,
    ).map((departure) => ({
      kind: departure.kind,
      vessel: departure.vessel,
      departs: departure.departs,
      arrives: departure.arrives,
      documentCutOff: departure.documentCutOff,
      cargoCutOff: departure.cargoCutOff,
      // nextDepartures never offers a cancelled one.
      status: departure.status === 'moved' ? 'moved' : 'scheduled',
      scheduledDeparts: departure.scheduledDeparts,
      cutOffMoved: departure.cutOffMoved,
      closedBy: departure.closures.map((closure) => closure.title),
    }))
    workedOut.set(key, departures)
    return departures
  }
}
