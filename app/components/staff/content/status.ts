import type { ContentStatus } from '#schemas/staff-content.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'

export const STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Published, with unpublished changes',
  scheduled: 'Scheduled',
}

/** When a scheduled item goes on or off the site, in Dhaka. */
export function statusNote(item: { publishAt: string | null; unpublishAt: string | null }): string {
  const parts = [
    item.publishAt ? `publishes ${formatDhakaDateTime(item.publishAt)}` : '',
    item.unpublishAt ? `comes off ${formatDhakaDateTime(item.unpublishAt)}` : '',
  ].filter(Boolean)
  return parts.length > 0 ? `(${parts.join(', ')}, Dhaka time)` : ''
}
