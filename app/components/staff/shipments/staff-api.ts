/** What the workspace's shipment API answers: the status and the parsed JSON. */
export interface StaffAnswer<T> {
  status: number
  data?: T
  message?: string
  errors?: Record<string, string>
}

/**
 * Calls /api/staff/shipments… with the session cookie. A network failure becomes a status 0
 * answer with a message, so every caller shows something.
 */
export async function staffRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<StaffAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const payload = (await response.json().catch(() => ({}))) as {
      data?: T
      message?: string
      errors?: Record<string, string>
    }
    return { status: response.status, ...payload }
  } catch {
    return { status: 0, message: 'The server could not be reached. Please try again.' }
  }
}
