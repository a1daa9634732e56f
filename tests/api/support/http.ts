/** What a test needs from a JSON answer. */
export interface JsonAnswer {
  status: number
  headers: Headers
  // Tests assert on the shape, so the body stays loosely typed here.
  body: Record<string, unknown>
}

export async function getJson(url: string, init?: RequestInit): Promise<JsonAnswer> {
  const response = await fetch(url, init)
  const text = await response.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    throw new Error(`${url} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`)
  }
  return { status: response.status, headers: response.headers, body }
}

export function postJson(url: string, payload: unknown): Promise<JsonAnswer> {
  return getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
}

/** The JSON a constant becomes on the wire, for toEqual comparisons. */
export function wire<T>(value: T): unknown {
  return JSON.parse(JSON.stringify(value))
}
