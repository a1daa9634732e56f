import type { Language } from '#app/i18n/language.ts'
import { isSubmissionResult, NetworkError, type SubmissionResult } from '#app/utils/api-client.ts'

/** Uploads give up after this long; the server allows two minutes for a slow 5 MB upload. */
export const UPLOAD_TIMEOUT_MS = 120_000

/**
 * Posts a multipart form with XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the API's { code, message } envelope whatever the status; rejects with
 * NetworkError when no usable answer arrived. `language` is the page's: the API answers in it
 * and stores it (Content-Language, docs/decisions/0016-bangla-forms.md).
 */
export function postMultipart(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  language: Language,
): Promise<SubmissionResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('accept', 'application/json')
    request.setRequestHeader('content-language', language)
    request.timeout = UPLOAD_TIMEOUT_MS
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    const fail = (reason: string) => () => reject(new NetworkError(reason))
    request.addEventListener('error', fail('network error'))
    request.addEventListener('timeout', fail('timed out'))
    request.addEventListener('abort', fail('aborted'))
    request.addEventListener('load', () => {
      let payload: unknown
      try {
        payload = JSON.parse(request.responseText)
      } catch {
        reject(new NetworkError(`unexpected answer with status ${request.status}`))
        return
      }
      if (isSubmissionResult(payload)) resolve(payload)
      else reject(new NetworkError(`unexpected answer with status ${request.status}`))
    })
    request.send(body)
  })
}
