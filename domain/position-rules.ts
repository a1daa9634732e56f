/**
 * What a job position is and when it is open, without zod: the public careers pages import it
 * into the browser, where a schema library would cost bytes for nothing (the collection of the
 * content registry, schemas/content/positions.ts, holds the fields and checks).
 */
import { DHAKA_OFFSET, dhakaToday } from './dhaka-time.ts'

/** The offices a role can be based in (content/offices.ts, by locality). */
export const POSITION_LOCATIONS = ['Dhaka', 'Chattogram'] as const
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const

export type PositionLocation = (typeof POSITION_LOCATIONS)[number]
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]

export const POSITION_TITLE_MAX = 120
export const POSITION_DEPARTMENT_MAX = 80
export const POSITION_SUMMARY_MAX = 300
export const POSITION_PARAGRAPH_MAX = 2000
export const POSITION_ITEM_MAX = 300
export const POSITION_ITEMS_MAX = 20

/**
 * A published position takes applications unless hr closed it early, until its apply-by day (the
 * last day applications are taken) is over in Dhaka.
 */
export function isPositionOpen(
  position: { closed: boolean; applyBy: string },
  now = new Date(),
): boolean {
  return !position.closed && position.applyBy >= dhakaToday(now)
}

/** The end of the apply-by day in Dhaka, as schema.org's validThrough reads it. */
export function applyByEnd(applyBy: string): string {
  return `${applyBy}T23:59:59${DHAKA_OFFSET}`
}
