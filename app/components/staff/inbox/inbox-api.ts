import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import {
  INBOX_KIND_ROLES,
  INBOX_STATUS_LABELS,
  InboxKindSchema,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
} from '#schemas/staff-inbox.ts'

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
