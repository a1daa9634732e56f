/**
 * What a job position is and when it is open, without zod: the public careers pages import it
 * into the browser, where a schema library would cost bytes for nothing (schemas/positions.ts
 * holds the schemas, for the workspace and the server).
 */
import { DHAKA_OFFSET, dhakaToday } from './dhaka-time.ts'

/** The offices a role can be based in (content/offices.ts, by locality). */
export const POSITION_LOCATIONS = ['Dhaka', 'Chattogram'] as const
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const
/** draft: only staff see it; published: public, open until its apply-by date; closed. */
export const POSITION_STATUSES = ['draft', 'published', 'closed'] as const

export type PositionLocation = (typeof POSITION_LOCATIONS)[number]
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]
export type PositionStatus = (typeof POSITION_STATUSES)[number]

export const POSITION_STATUS_LABELS: Record<PositionStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
}

export const POSITION_TITLE_MAX = 120
export const POSITION_DEPARTMENT_MAX = 80
export const POSITION_SUMMARY_MAX = 300
export const POSITION_PARAGRAPH_MAX = 2000
export const POSITION_ITEM_MAX = 300
export const POSITION_ITEMS_MAX = 20

/** Published and its apply-by day (the last day applications are taken) not over in Dhaka. */
export function isPositionOpen(
  position: { status: string; applyBy: string },
  now = new Date(),
): boolean {
  return position.status === 'published' && position.applyBy >= dhakaToday(now)
}

/** The end of the apply-by day in Dhaka, as schema.org's validThrough reads it. */
export function applyByEnd(applyBy: string): string {
  return `${applyBy}T23:59:59${DHAKA_OFFSET}`
}

/** "air-export-executive": the title as an address segment (the API finds positions by it). */
export function positionSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  // A slug of digits alone would be read as an id.
  return /^[0-9]*$/.test(slug) ? `position-${slug}`.replace(/-$/, '') : slug
}
