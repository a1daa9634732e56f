import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeStaffError, onStaffChange, StaffApiError, staffApi } from '#app/staff/api.ts'
import { staffActionResult } from '#app/staff/action-result.ts'
import { z } from '#schemas/zod.ts'

const Thing = z.object({ data: z.object({ id: z.string() }) })

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

function serve(response: Response | Error) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function failure(promise: Promise<unknown>): Promise<StaffApiError> {
  const caught: unknown = await promise.then(
    () => null,
    (error: unknown) => error,
  )
  expect(caught).toBeInstanceOf(StaffApiError)
  return caught as StaffApiError
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the workspace’s one way to the staff API', () => {
  it('sends JSON with the session cookie and resolves with the body', async () => {
    const fetch = serve(answer(200, { data: { id: 'a' } }))
    await expect(staffApi('/api/staff/x', Thing, { body: { name: 'Rahim' } })).resolves.toEqual({
      data: { id: 'a' },
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/staff/x')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.body).toBe('{"name":"Rahim"}')
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('reads only once the changes it sent are answered, and tells who listens of each change', async () => {
    let answerChange: (response: Response) => void = () => undefined
    const fetch = vi.fn((_url: string, init: RequestInit) =>
      init.method === 'GET'
        ? Promise.resolve(answer(200, { data: { id: 'read' } }))
        : new Promise<Response>((resolve) => (answerChange = resolve)),
    )
    vi.stubGlobal('fetch', fetch)
    const told: string[] = []
    const stopListening = onStaffChange(() => told.push('change sent'))
    const change = staffApi('/api/staff/x', Thing, { body: { name: 'Rahim' } })
    const read = staffApi('/api/staff/x', Thing)
    // Everything that can run before the change's answer has run: the read has not gone out.
    await new Promise((resolve) => setImmediate(resolve))
    expect(fetch.mock.calls.map(([, init]) => init.method)).toEqual(['POST'])
    expect(told).toEqual(['change sent'])
    answerChange(answer(200, { data: { id: 'changed' } }))
    await expect(change).resolves.toEqual({ data: { id: 'changed' } })
    await expect(read).resolves.toEqual({ data: { id: 'read' } })
    expect(fetch.mock.calls.map(([, init]) => init.method)).toEqual(['POST', 'GET'])
    stopListening()
    serve(answer(200, { data: { id: 'changed again' } }))
    await staffApi('/api/staff/x', Thing, { body: {} })
    expect(told).toEqual(['change sent'])
  })

  it('throws the server’s message, field errors and Retry-After', async () => {
    serve(
      answer(
        429,
        { code: 429, message: 'Slow down', errors: { email: 'Bad' } },
        { 'retry-after': '120' },
      ),
    )
    const error = await failure(staffApi('/api/staff/x', Thing))
    expect(error).toMatchObject({
      status: 429,
      code: 429,
      message: 'Slow down',
      errors: { email: 'Bad' },
      retryAfter: 120,
    })
  })

  it('says the session ended on a 401 without a message, and names the status otherwise', async () => {
    serve(answer(401, undefined))
    expect((await failure(staffApi('/api/staff/x', Thing))).message).toBe(
      'Your session has ended: please sign in again',
    )
    serve(new Response('<html>Bad gateway</html>', { status: 502 }))
    expect((await failure(staffApi('/api/staff/x', Thing))).message).toBe('The server answered 502')
  })

  it('turns a network failure into status 0 with a message, but passes an abort on', async () => {
    serve(new TypeError('fetch failed'))
    const error = await failure(staffApi('/api/staff/x', Thing))
    expect(error.status).toBe(0)
    expect(error.message).toMatch(/could not be reached/)

    serve(new DOMException('The operation was aborted.', 'AbortError'))
    await expect(staffApi('/api/staff/x', Thing)).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('answers only what the route’s response schema allows, parsed', async () => {
    serve(answer(200, { data: { id: 'a', extra: 'dropped' } }))
    await expect(staffApi('/api/staff/x', Thing)).resolves.toEqual({ data: { id: 'a' } })
    serve(answer(200, { data: { id: 3 } }))
    const wrong = await failure(staffApi('/api/staff/x', Thing))
    expect(wrong).toMatchObject({ status: 200, message: 'The server sent an unexpected answer' })
    serve(new Response('not JSON', { status: 200 }))
    expect((await failure(staffApi('/api/staff/x', Thing))).message).toBe(
      'The server sent an unexpected answer',
    )
  })

  it('gives an action the notice of a success, or the refusal with its field errors', async () => {
    await expect(staffActionResult(() => Promise.resolve('Saved.'))).resolves.toEqual({
      notice: 'Saved.',
    })
    serve(answer(400, { code: 400, message: 'Check the form', errors: { eta: 'Not a date' } }))
    await expect(
      staffActionResult(async () => {
        await staffApi('/api/staff/s', Thing, { body: {} })
        return 'Saved.'
      }),
    ).resolves.toEqual({ problem: 'Check the form', errors: { eta: 'Not a date' } })
    // A fault that is not the API's answer is for the route's ErrorBoundary, not the form.
    await expect(
      staffActionResult(() => Promise.reject(new TypeError('x is undefined'))),
    ).rejects.toThrow('x is undefined')
  })

  it('tells how long to wait after too many attempts, without saying it twice', () => {
    const lockout = new StaffApiError(
      429,
      'Too many failed attempts: wait a while and try again',
      {},
      300,
    )
    expect(describeStaffError(lockout)).toBe('Too many failed attempts. Try again in 5 minutes.')
    const limit = new StaffApiError(429, 'Too many requests. Please try again in 1 minute.', {}, 60)
    expect(describeStaffError(limit)).toBe('Too many requests. Please try again in 1 minute.')
    expect(describeStaffError(new TypeError('x is undefined'))).toBe(
      'Something went wrong. Please try again.',
    )
  })
})
