import { randomUUID } from 'node:crypto'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import type { PositionInput, StaffPosition } from '#schemas/positions.ts'
import type { RunningServer } from './server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './staff.ts'

/**
 * How long a position made for a test stays open: far beyond any test run, so it is still
 * taking applications at the last test of a file, whatever day the suite runs on.
 */
export const TEST_POSITION_DAYS_OPEN = 30

/** A complete, valid position as hr writes it, applying until TEST_POSITION_DAYS_OPEN from today. */
export function positionInput(overrides: Partial<PositionInput> = {}): PositionInput {
  return {
    title: 'Sea Freight Executive',
    department: 'Ocean Freight',
    location: 'Chattogram',
    type: 'Full-time',
    applyBy: addDays(dhakaToday(), TEST_POSITION_DAYS_OPEN),
    summary: 'Book and follow FCL exports from Chittagong port.',
    description: ['Our Agrabad team is growing.', 'You will report to the Head of Ocean Freight.'],
    responsibilities: ['Book space with carriers', 'Issue house bills of lading'],
    requirements: ['Two years in ocean freight', 'Good written English'],
    ...overrides,
  }
}

/**
 * Publishes a position through the staff API as hr does, so the tests that apply for a job do
 * not depend on the seeded positions (content/job-positions-seed.ts), whose apply-by dates are
 * fixed and run out. Signs in a new hr member unless one is given. The staff API takes changes
 * only from SITE_URL's origin: `origin` names it for a server not started with the suite's.
 */
export async function publishPosition(
  server: Pick<RunningServer, 'url' | 'dataDir'>,
  options: { hr?: SignedInStaff; origin?: string } = {},
): Promise<StaffPosition> {
  const { origin } = options
  const hr = options.hr ?? (await signedInStaff(server, { role: 'hr', origin }))
  const answer = await staffFetch(server, '/api/staff/positions', {
    origin,
    body: {
      ...positionInput({ title: `Air Import Executive ${randomUUID().slice(0, 8)}` }),
      publish: true,
    },
    jar: hr.jar,
  })
  if (answer.status !== 200) {
    throw new Error(
      `publishing a position failed (${answer.status}): ${JSON.stringify(answer.body)}`,
    )
  }
  const position = answer.body?.data as StaffPosition
  if (!position.open) throw new Error(`the position published is not open: ${position.applyBy}`)
  return position
}
