/**
 * The tracking page's loader looks the address's query up with the server's own tracking service
 * (the PageHost), as GET /api/track/… does: the same validation and refusals in the page's
 * language, the same neutral answer to an unknown reference, and the same per-client rate limit,
 * counted in the API route's own counter. Reading a shared link's page is no faster a way to
 * guess references than the API.
 */
import type { Language } from '#app/i18n/language.ts'
import { lookupQuery, refusalOutcome, type Outcome } from '#app/components/tracking/lookup.ts'
import type { TrackTexts } from '#app/components/tracking/tracking-texts.tsx'
import type { PageHost } from '#domain/page-host.ts'

export interface PageLookup {
  outcome: Outcome
  /** The page's status: the API's, so a refused or unknown lookup is not a 200 page. */
  status: number
  retryAfter?: string | undefined
}

export async function lookUpForPage(
  host: PageHost,
  query: string,
  language: Language,
  texts: TrackTexts,
): Promise<PageLookup> {
  const { kind, value } = lookupQuery(query)
  if (kind === 'reference') {
    const found = await host.tracking.shipment(value, language)
    if (found.ok) return { status: 200, outcome: { kind: 'shipment', shipment: found.value } }
    return refusedLookup(kind, found.refusal, texts)
  }
  const checked = await host.tracking.carrierNumber(value, language)
  if (checked.ok) return { status: 200, outcome: { kind: 'number', lookup: checked.value } }
  return refusedLookup(kind, checked.refusal, texts)
}

/** A refusal, shown as the page's script shows the API's; a fault of ours is the error page. */
function refusedLookup(
  kind: 'reference' | 'number',
  refusal: Extract<Awaited<ReturnType<PageHost['tracking']['shipment']>>, { ok: false }>['refusal'],
  texts: TrackTexts,
): PageLookup {
  if (refusal.status >= 500) throw new Error(`the ${kind} lookup failed: ${refusal.message}`)
  return {
    status: refusal.status,
    outcome: refusalOutcome(kind, { code: refusal.status, message: refusal.message }, texts),
    retryAfter: refusal.retryAfter,
  }
}
