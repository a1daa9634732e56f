import { REQUEST_TIMEOUT_MS } from '#app/utils/api-client.ts'
import { ValidationErrorResponseSchema } from '#schemas/api.ts'
import type { z } from '#schemas/zod.ts'

/**
 * Every way a workspace call can fail, in one shape: the API's `{ code, message }` and field
 * errors, the HTTP status (0 when no answer arrived at all) and, on a 429, how long to wait.
 */
export class StaffApiError extends Error {
  readonly status: number
  readonly code: number
  readonly errors: Record<string, string>
  /** Seconds to wait, from Retry-After on a 429. */
  readonly retryAfter: number | null

  constructor(
    status: number,
    message: string,
    errors: Record<string, string> = {},
    retryAfter: number | null = null,
  ) {
    super(message)
    this.name = 'StaffApiError'
    this.status = status
    this.code = status
    this.errors = errors
    this.retryAfter = retryAfter
  }
}

export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check the connection and try again.'
export const UNEXPECTED_ANSWER_MESSAGE = 'The server sent an unexpected answer'

type StaffMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface StaffCall {
  method?: StaffMethod
  body?: unknown
  signal?: AbortSignal
}

function refusal(response: Response, payload: unknown): StaffApiError {
  const envelope = ValidationErrorResponseSchema.safeParse(payload)
  const retry = Number.parseInt(response.headers.get('retry-after') ?? '', 10)
  const message = envelope.success
    ? envelope.data.message
    : response.status === 401
      ? 'Your session has ended: please sign in again'
      : `The server answered ${response.status}`
  return new StaffApiError(
    response.status,
    message,
    envelope.success ? (envelope.data.errors ?? {}) : {},
    Number.isFinite(retry) ? retry : null,
  )
}

/** The changes (calls other than GET) sent from this tab and not answered yet. */
const changesInFlight = new Set<Promise<unknown>>()
const changeListeners = new Set<() => void>()

/**
 * Calls `listener` each time the workspace sends a change, once the reads that follow would wait
 * for its answer. Returns the function that stops it.
 */
export function onStaffChange(listener: () => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/** Resolves once no change sent from this tab is waiting for its answer. */
async function changesAnswered(): Promise<void> {
  while (changesInFlight.size > 0) await Promise.allSettled([...changesInFlight])
}

/**
 * The one way the workspace reaches /api/staff/: same-origin cookies, JSON both ways, a time
 * limit so a dead network ends in a message, and the answer checked against the response schema
 * the server declares for the route (from `schemas/`). Resolves with the checked answer; throws
 * StaffApiError for a refusal, no answer, or an answer that is not what the route declares. An
 * abort asked for by the caller is passed on as it is.
 *
 * A read waits until the changes this tab has sent are answered, so that nothing it shows was
 * read halfway through one of them (the workspace's refresh starts over when a change is sent,
 * see use-polling.ts).
 */
export async function staffApi<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { method, body, signal }: StaffCall = {},
): Promise<z.output<Schema>> {
  const verb = method ?? (body === undefined ? 'GET' : 'POST')
  if (verb === 'GET') await changesAnswered()
  const sent = fetch(path, {
    method: verb,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (verb !== 'GET') {
    changesInFlight.add(sent)
    for (const listener of changeListeners) listener()
  }
  let response: Response
  try {
    response = await sent
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new StaffApiError(0, UNREACHABLE_MESSAGE)
  } finally {
    changesInFlight.delete(sent)
  }
  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw refusal(response, payload)
  const checked = schema.safeParse(payload)
  if (!checked.success) throw new StaffApiError(response.status, UNEXPECTED_ANSWER_MESSAGE)
  return checked.data
}

/** "5 minutes", "40 seconds": how long Retry-After asks to wait. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`
  return `${Math.ceil(seconds / 60)} minutes`
}

/** What a person is told when a workspace call fails. */
export function describeStaffError(error: unknown): string {
  if (error instanceof StaffApiError) {
    // The sign-in lockout says only "wait a while"; the API's own limit already names the wait.
    if (error.status === 429 && error.retryAfter !== null && !/try again in/i.test(error.message)) {
      return `Too many failed attempts. Try again in ${waitText(error.retryAfter)}.`
    }
    return error.message
  }
  return 'Something went wrong. Please try again.'
}

/**
 * The one exception to `staffApi`'s fetch: an upload, which needs XMLHttpRequest because fetch
 * reports no upload progress. The rest is the same: same-origin cookies, the answer checked
 * against the route's response schema, every failure one StaffApiError. `onProgress` gets the
 * share sent, 0 to 1.
 */
export function staffUpload<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  body: FormData,
  onProgress: (sent: number) => void,
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    })
    request.addEventListener('error', () => reject(new StaffApiError(0, UNREACHABLE_MESSAGE)))
    request.addEventListener('load', () => {
      let payload: unknown
      try {
        payload = JSON.parse(request.responseText)
      } catch {
        payload = undefined
      }
      const headers = new Headers()
      const retryAfter = request.getResponseHeader('retry-after')
      if (retryAfter !== null) headers.set('retry-after', retryAfter)
      if (request.status === 0) {
        reject(new StaffApiError(0, UNREACHABLE_MESSAGE))
        return
      }
      if (request.status < 200 || request.status >= 300) {
        reject(refusal(new Response(null, { status: request.status, headers }), payload))
        return
      }
      const checked = schema.safeParse(payload)
      if (checked.success) resolve(checked.data)
      else reject(new StaffApiError(request.status, UNEXPECTED_ANSWER_MESSAGE))
    })
    request.send(body)
  })
}
