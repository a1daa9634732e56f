/**
 * What visitors see of a departure on /schedules (issue 41, docs/decisions/0021-sailings.md):
 * the lane, the vessel or flight, the days and cut-offs, and why a closure moved or cancelled
 * it. Never the carrier or co-loader (whom a shipper would book directly), nor the item's id:
 * the page's loader answers only these, and its data is what the browser receives.
 */
import type { Departure } from './sailings.ts'

export type PublicDeparture = Pick<
  Departure,
  | 'kind'
  | 'mode'
  | 'origin'
  | 'destination'
  | 'routing'
  | 'vessel'
  | 'departs'
  | 'arrives'
  | 'transitDays'
  | 'documentCutOff'
  | 'cargoCutOff'
  | 'status'
  | 'scheduledDeparts'
  | 'cutOffMoved'
> & {
  /** The titles of the notices that moved or cancelled it, in the page's language. */
  closedBy: string[]
}

export function publicDeparture(departure: Departure): PublicDeparture {
  return {
    kind: departure.kind,
    mode: departure.mode,
    origin: departure.origin,
    destination: departure.destination,
    routing: departure.routing,
    vessel: departure.vessel,
    departs: departure.departs,
    arrives: departure.arrives,
    transitDays: departure.transitDays,
    documentCutOff: departure.documentCutOff,
    cargoCutOff: departure.cargoCutOff,
    status: departure.status,
    scheduledDeparts: departure.scheduledDeparts,
    cutOffMoved: departure.cutOffMoved,
    closedBy: departure.closures.map((closure) => closure.title),
  }
}
