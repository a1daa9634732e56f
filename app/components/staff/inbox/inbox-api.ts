import { REQUEST_TIMEOUT_MS } from '#app/utils/api-client.ts'
import type { z } from 'zod'
import {
  INBOX_STATUS_LABELS,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
} from '#schemas/staff-inbox.ts'

/** New items must appear within 30 s without a reload; lists and counts refresh this often. */
export const INBOX_REFRESH_MS = 15_000

/** An answer that was not the data asked for, with the API's own message. */
export class InboxRequestError extends Error {
  readonly status: number
  readonly errors: Record<string, string> | undefined
  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message)
    this.status = status
    this.errors = errors
  }
}

function messageOf(payload: unknown, status: number): InboxRequestError {
  const body = (payload ?? {}) as { message?: unknown; errors?: unknown }
  const message =
    typeof body.message === 'string'
      ? body.message
      : status === 401
        ? 'Your session has ended: please sign in again'
        : `The server answered ${status}`
  const errors =
    typeof body.errors === 'object' && body.errors !== null
      ? (body.errors as Record<string, string>)
      : undefined
  return new InboxRequestError(status, message, errors)
}

async function request(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init?.headers },
      signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new InboxRequestError(0, 'The server could not be reached: check the connection')
  }
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) throw messageOf(payload, response.status)
  return payload
}

/** GET and check the answer against the API's own response schema. */
export async function getJson<T extends z.ZodType>(
  url: string,
  schema: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const payload = await request(url, signal ? { signal } : undefined)
  const parsed = schema.safeParse(payload)
  if (!parsed.success) throw new InboxRequestError(500, 'The server sent an unexpected answer')
  return parsed.data
}

/** POST a JSON body; resolves with the API's message. */
export async function postJson(url: string, body: unknown): Promise<string> {
  const payload = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const message = (payload as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : 'Done'
}

export function inboxApi(kind: InboxKind): string {
  return `/api/staff/inbox/${kind}`
}

/** The filter as query parameters, leaving out what is not set. */
export function filterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['q', 'status', 'assignee', 'from', 'to'] as const) {
    const value = filter[key]
    if (value) params.set(key, value)
  }
  return params
}

export function statusLabel(status: InboxStatus): string {
  return INBOX_STATUS_LABELS[status]
}
