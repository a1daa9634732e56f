import { REQUEST_TIMEOUT_MS } from '#app/utils/api-client.ts'

/** An answer of /api/staff/ that was not a success: its { code, message } and field errors. */
export class StaffApiError extends Error {
  readonly status: number
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
    this.errors = errors
    this.retryAfter = retryAfter
  }
}

type StaffMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

interface StaffCall {
  method?: StaffMethod
  body?: unknown
  signal?: AbortSignal
}

/** The API's envelope: `data` on a success, `{ code, message }` and field errors on a refusal. */
interface StaffEnvelope {
  data?: unknown
  message?: string
  errors?: Record<string, string>
}

/**
 * The one way the workspace reaches /api/staff/: same-origin cookies, JSON both ways, and a time
 * limit so a dead network ends in a message. Only a failure to get any answer throws (status 0);
 * an abort asked for by the caller is passed on as it is.
 */
async function sendToStaffApi(
  path: string,
  { method, body, signal }: StaffCall,
): Promise<{ response: Response; payload: unknown }> {
  let response: Response
  try {
    response = await fetch(path, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new StaffApiError(
      0,
      'The server could not be reached. Check the connection and try again.',
    )
  }
  const payload: unknown = await response.json().catch(() => null)
  return { response, payload }
}

/** Resolves with the parsed body of a success, or throws StaffApiError with the server's message. */
export async function staffApi<T>(path: string, call: StaffCall = {}): Promise<T> {
  const { response, payload } = await sendToStaffApi(path, call)
  if (response.ok) return payload as T
  const { message, errors } = (payload ?? {}) as StaffEnvelope
  const retry = Number.parseInt(response.headers.get('retry-after') ?? '', 10)
  throw new StaffApiError(
    response.status,
    message ??
      (response.status === 401
        ? 'Your session has ended: please sign in again'
        : `The server answered ${response.status}`),
    errors ?? {},
    Number.isFinite(retry) ? retry : null,
  )
}

/** An answer of a record route (shipments, positions): the status and the envelope's parts. */
export interface StaffAnswer<T> {
  status: number
  data?: T
  message?: string
  errors?: Record<string, string>
}

/**
 * For forms that show their own fallback line: never throws for an answer, and a network
 * failure becomes status 0 with a message, so every caller shows something.
 */
export async function staffRequest<T>(
  method: StaffMethod,
  path: string,
  body?: unknown,
): Promise<StaffAnswer<T>> {
  try {
    const { response, payload } = await sendToStaffApi(path, { method, body })
    const { data, message, errors } = (payload ?? {}) as StaffEnvelope
    return { status: response.status, data: data as T | undefined, message, errors }
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return { status: 0, message: error.message }
  }
}

/** "5 minutes", "40 seconds": how long Retry-After asks to wait. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`
  return `${Math.ceil(seconds / 60)} minutes`
}
