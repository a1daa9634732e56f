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

/** positionInput's texts in Bangla, as hr writes them beside the English. */
export const POSITION_BANGLA = {
  titleBn: 'সি ফ্রেইট এক্সিকিউটিভ',
  departmentBn: 'সি ফ্রেইট',
  summaryBn: 'চট্টগ্রাম বন্দর থেকে FCL রপ্তানির বুকিং ও ফলো-আপ।',
  descriptionBn: [
    'আমাদের আগ্রাবাদ টিম বড় হচ্ছে।',
    'আপনি সি ফ্রেইট বিভাগের প্রধানের কাছে রিপোর্ট করবেন।',
  ],
  responsibilitiesBn: ['ক্যারিয়ারের সঙ্গে স্পেস বুকিং করা', 'হাউস B/L ইস্যু করা'],
  requirementsBn: ['সি ফ্রেইটে কমপক্ষে ২ বছরের অভিজ্ঞতা', 'ইংরেজিতে ভালো লেখার দক্ষতা'],
} as const satisfies Partial<PositionInput>

/**
 * Publishes a position through the staff API as hr does, so the tests that apply for a job do
 * not depend on the seeded positions (content/job-positions-seed.ts), whose apply-by dates are
 * fixed and run out. Signs in a new hr member unless one is given. The staff API takes changes
 * only from SITE_URL's origin: `origin` names it for a server not started with the suite's.
 * `fields` replace positionInput's (its Bangla, say).
 */
export async function publishPosition(
  server: Pick<RunningServer, 'url' | 'dataDir'>,
  options: { hr?: SignedInStaff; origin?: string; fields?: Partial<PositionInput> } = {},
): Promise<StaffPosition> {
  const { origin } = options
  const hr = options.hr ?? (await signedInStaff(server, { role: 'hr', origin }))
  const answer = await staffFetch(server, '/api/staff/positions', {
    origin,
    body: {
      ...positionInput({ title: `Air Import Executive ${randomUUID().slice(0, 8)}` }),
      ...options.fields,
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

/** The JobPosting JSON-LD of a page, if any. */
export function jobPostingOf(html: string): Record<string, unknown> | undefined {
  for (const [, json = ''] of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    const data = JSON.parse(json) as Record<string, unknown>
    if (data['@type'] === 'JobPosting') return data
  }
  return undefined
}
