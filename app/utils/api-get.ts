import type { Language } from '#schemas/content/localized.ts'
import {
  isSubmissionResult,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  type SubmissionResult,
} from './api-client.ts'

/*
 * Apart from the forms' client (api-client.ts) so that only the page that looks things up (the
 * tracking page) carries it: the form pages' scripts are at their budget.
 */

/** The answer to a GET: the payload in `data`, or the API's `{ code, message }` when refused. */
export type FetchResult<T> = { ok: true; data: T } | { ok: false; error: SubmissionResult }

/**
 * Gets a JSON answer. Throws NetworkError when no usable answer arrived; the payload is trusted
 * to be what the API documents. `language` is the page's: the API answers in it (docs/api.md).
 */
export async function getData<T>(url: string, language: Language = 'en'): Promise<FetchResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'content-language': language },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    throw new NetworkError('The request did not reach the server', { cause: error })
  }
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok && typeof payload === 'object' && payload !== null && 'data' in payload) {
    return { ok: true, data: (payload as { data: T }).data }
  }
  if (isSubmissionResult(payload)) return { ok: false, error: payload }
  throw new NetworkError(`Unexpected answer with status ${response.status}`)
}
