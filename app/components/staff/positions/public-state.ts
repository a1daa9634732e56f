import type { StaffPosition } from '#schemas/positions.ts'

/** What the public sees of a position now: open, closed, past its date, or nothing (a draft). */
export function publicState(position: Pick<StaffPosition, 'status' | 'open'>): string {
  if (position.status === 'draft') return 'Draft: not on the public site'
  if (position.status === 'closed') return 'Closed: its page says so, applications are refused'
  return position.open
    ? 'Open: listed on the careers page, taking applications'
    : 'Past its apply-by date: its page says so, applications are refused'
}
