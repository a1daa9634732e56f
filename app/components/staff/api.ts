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

/**
 * Calls the workspace API from the browser: same-origin cookies, JSON both ways. Resolves with
 * the parsed body, or throws StaffApiError with the server's message.
 */
export async function staffApi<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new StaffApiError(
      0,
      'The server could not be reached. Check the connection and try again.',
    )
  }
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok) {
    const { message, errors } = (body ?? {}) as {
      message?: string
      errors?: Record<string, string>
    }
    const retry = Number.parseInt(response.headers.get('retry-after') ?? '', 10)
    throw new StaffApiError(
      response.status,
      message ?? `The server answered ${response.status}`,
      errors ?? {},
      Number.isFinite(retry) ? retry : null,
    )
  }
  return body as T
}

/** "5 minutes", "40 seconds": how long Retry-After asks to wait. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`
  return `${Math.ceil(seconds / 60)} minutes`
}
