/**
 * What a lookup on the tracking page asks the API and what it shows, shared by the page's loader
 * (the first answer, in the HTML: app/utils/tracking.server.ts) and the page's script (the
 * lookups made on the page: track-lookup.tsx), so both ask the same and show the same.
 */
import type { NumberLookup, TrackedShipment } from '#schemas/tracking-api.ts'
import type { TrackTexts } from './tracking-texts.tsx'
import { looksLikeReference, normalizeReference } from '#domain/tracking.ts'

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'shipment'; shipment: TrackedShipment }
  | { kind: 'number'; lookup: NumberLookup }
  | { kind: 'problem'; message: string }
  | { kind: 'unknown-reference' }

/** The lookup form's field: /track?q=… (without JavaScript) leads to the shareable address. */
export const QUERY_PARAM = 'q'

/** A query as its shareable address shows it: our references in their canonical form. */
export function shownQuery(query: string): string {
  const trimmed = query.trim()
  return looksLikeReference(trimmed) ? (normalizeReference(trimmed) ?? trimmed) : trimmed
}

/** The shareable address of a query, in English (localizedPath gives the Bangla one). */
export function shareablePath(query: string): string {
  return `/track/${encodeURIComponent(shownQuery(query))}`
}

/** What a query asks for: our reference (as the API reads it), or a carrier's number. */
export function lookupQuery(query: string): { kind: 'reference' | 'number'; value: string } {
  if (looksLikeReference(query)) {
    return { kind: 'reference', value: normalizeReference(query) ?? query.trim() }
  }
  return { kind: 'number', value: query.trim() }
}

/** Which API route answers a query: our reference, or a carrier's number. */
export function lookupRequest(query: string): { kind: 'reference' | 'number'; path: string } {
  const { kind, value } = lookupQuery(query)
  const route = kind === 'reference' ? '/api/track/' : '/api/track/number/'
  return { kind, path: `${route}${encodeURIComponent(value)}` }
}

/**
 * What the page shows for the API's refusal of a lookup: its own words for the refusals it knows
 * (an unknown reference, too many lookups) and any other as the API wrote it, in the page's
 * language.
 */
export function refusalOutcome(
  kind: 'reference' | 'number',
  refusal: { code: number; message: string },
  texts: Pick<TrackTexts, 'tooMany'>,
): Outcome {
  if (kind === 'reference' && refusal.code === 404) return { kind: 'unknown-reference' }
  if (refusal.code === 429) return { kind: 'problem', message: texts.tooMany }
  return { kind: 'problem', message: refusal.message }
}
