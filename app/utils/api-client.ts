import type { Language } from '#schemas/content/localized.ts'

/** Requests give up after this long, so a visitor is never left waiting on a dead network. */
export const REQUEST_TIMEOUT_MS = 15_000

/** What the API answers for a submission: the original's { code, message } envelope. */
export interface SubmissionResult {
  code: number
  message: string
  errors?: Record<string, string>
}

export class NetworkError extends Error {}

export function isSubmissionResult(value: unknown): value is SubmissionResult {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return typeof candidate.code === 'number' && typeof candidate.message === 'string'
}

/**
 * Posts a JSON body and returns the API's envelope, whatever its status. Throws
 * NetworkError when no usable answer arrived: offline, timed out, or not our API. `language` is
 * the one the visitor filled the form in: the API answers in it and keeps it (docs/api.md).
 */
export async function postJson(
  url: string,
  body: unknown,
  language: Language = 'en',
): Promise<SubmissionResult> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-language': language,
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    throw new NetworkError('The request did not reach the server', { cause: error })
  }
  const payload: unknown = await response.json().catch(() => null)
  if (isSubmissionResult(payload)) return payload
  throw new NetworkError(`Unexpected answer with status ${response.status}`)
}
