/**
 * The tracking page's loader looks the address's query up through our own API in-process (the
 * PageHost), so a lookup by the page is an API lookup: the same validation and refusals in the
 * page's language, the same neutral answer to an unknown reference, and the same per-client rate
 * limit, counted by the API route itself. Reading a shared link's page is no faster a way to
 * guess references than the API.
 */
import type { Language } from '#app/i18n/language.ts'
import { lookupRequest, refusalOutcome, type Outcome } from '#app/components/tracking/lookup.ts'
import type { TrackTexts } from '#app/components/tracking/tracking-texts.tsx'
import type { PageHost } from '#domain/page-host.ts'
import { NumberLookupResponseSchema, TrackedShipmentResponseSchema } from '#schemas/tracking-api.ts'
import { isSubmissionResult } from './api-client.ts'

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
  const { kind, path } = lookupRequest(query)
  const answer = await host.getJson(path, language)
  if (answer.status === 200) {
    if (kind === 'reference') {
      const parsed = TrackedShipmentResponseSchema.safeParse(answer.body)
      if (parsed.success)
        return { status: 200, outcome: { kind: 'shipment', shipment: parsed.data.data } }
    } else {
      const parsed = NumberLookupResponseSchema.safeParse(answer.body)
      if (parsed.success)
        return { status: 200, outcome: { kind: 'number', lookup: parsed.data.data } }
    }
  }
  // A refusal is shown as the page's script shows one (the API answers every refusal as
  // { code, message }).
  if (answer.status >= 400 && answer.status < 500 && isSubmissionResult(answer.body)) {
    return {
      status: answer.status,
      outcome: refusalOutcome(kind, answer.body, texts),
      retryAfter: answer.retryAfter,
    }
  }
  throw new Error(`GET ${path} answered ${answer.status}`)
}
