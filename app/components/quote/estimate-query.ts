/**
 * The query of the instant estimate (GET /api/quote/estimate) for what the quote form holds:
 * the hydrated form asks the API with it, and the page's action, posted without JavaScript,
 * hands the same query to the server's estimate, so both price the same lane and cargo.
 */
import { parseTypedDate } from '#domain/calendar.ts'
import type { FreightMode } from '#domain/freight.ts'
import { priceModeOf } from '#domain/quote-estimate.ts'
import { INCOTERM_NOT_SURE } from '#domain/quote-options.ts'
import { loadOf, type QuoteDraft } from './quote-draft.ts'
import { draftCargo } from './quote-request.ts'

export const ESTIMATE_ENDPOINT = '/api/quote/estimate'

/** The value of the button that posts the form, without JavaScript, to be priced, not sent. */
export const ESTIMATE_INTENT = 'estimate'

const isFigure = (value: number) => Number.isFinite(value) && value > 0

/**
 * The estimate's query for what the draft describes, or null while something it needs is
 * missing: a service with rate cards, both places, the ready date, and cargo to price.
 */
export function estimateQueryOf(
  values: QuoteDraft,
  mode: FreightMode | undefined,
): URLSearchParams | null {
  const priceMode = priceModeOf(mode, loadOf(values))
  const readyDate = parseTypedDate(values.cargoReadyText)
  const origin = values.originCity.trim()
  const destination = values.destinationCity.trim()
  if (!priceMode || !readyDate || !origin || !destination) return null
  const query = new URLSearchParams({ mode: priceMode, origin, destination, readyDate })
  if (values.incoterm && values.incoterm !== INCOTERM_NOT_SURE) {
    query.set('incoterm', values.incoterm)
  }
  const cargo = draftCargo(values)
  if (cargo.load === 'fcl') {
    const containers = cargo.containers.filter((line) => isFigure(line.quantity))
    if (containers.length === 0) return null
    query.set('containers', JSON.stringify(containers))
  } else if (cargo.load === 'lcl-totals') {
    const { pieces, volumeCbm, grossWeightKg } = cargo.cargoTotals
    if (![pieces, volumeCbm, grossWeightKg].every(isFigure)) return null
    query.set('cargoTotals', JSON.stringify(cargo.cargoTotals))
  } else {
    const packages = cargo.packages.filter((line) => Object.values(line).every(isFigure))
    if (packages.length === 0) return null
    query.set('packages', JSON.stringify(packages))
  }
  return query
}
