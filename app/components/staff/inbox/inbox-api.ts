import { StaffApiError, staffApi } from '#app/components/staff/api.ts'
import type { z } from '#schemas/zod.ts'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import {
  INBOX_KIND_ROLES,
  INBOX_STATUS_LABELS,
  InboxKindSchema,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
} from '#schemas/staff-inbox.ts'

/** New items must appear within 30 s without a reload; lists and counts refresh this often. */
export const INBOX_REFRESH_MS = 15_000

/** Fired on window when this page changed an item or a list found new ones: counts follow. */
export const INBOX_CHANGED_EVENT = 'staff-inbox-changed'

export function announceInboxChange(): void {
  window.dispatchEvent(new Event(INBOX_CHANGED_EVENT))
}

/** GET and check the answer against the API's own response schema. */
export async function getJson<T extends z.ZodType>(
  url: string,
  schema: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const parsed = schema.safeParse(await staffApi<unknown>(url, { signal }))
  if (!parsed.success) throw new StaffApiError(500, 'The server sent an unexpected answer')
  return parsed.data
}

/** POST a JSON body; resolves with the API's message. */
export async function postJson(url: string, body: unknown): Promise<string> {
  const answer = await staffApi<{ message?: unknown } | null>(url, { method: 'POST', body })
  const message = answer?.message
  return typeof message === 'string' ? message : 'Done'
}

export function inboxApi(kind: InboxKind): string {
  return `/api/staff/inbox/${kind}`
}

/** The filter as query parameters, leaving out what is not set. */
export function filterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['q', 'status', 'assignee', 'from', 'to', 'position'] as const) {
    const value = filter[key]
    if (value) params.set(key, String(value))
  }
  return params
}

export function statusLabel(status: InboxStatus): string {
  return INBOX_STATUS_LABELS[status]
}

/** Who may open a list or an item: the roles that work its kind. */
export const INBOX_SCREEN_HANDLE: StaffScreenHandle = {
  staffRoles: (params) => {
    const kind = InboxKindSchema.safeParse(params.kind)
    return kind.success ? INBOX_KIND_ROLES[kind.data] : undefined
  },
}
