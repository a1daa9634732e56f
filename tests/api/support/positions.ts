import { randomUUID } from 'node:crypto'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import type { JobPosition } from '#schemas/positions.ts'
import type { StaffContentItem } from '#schemas/staff-content.ts'
import type { RunningServer } from './server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './staff.ts'

/**
 * How long a position made for a test stays open: far beyond any test run, so it is still
 * taking applications at the last test of a file, whatever day the suite runs on.
 */
export const TEST_POSITION_DAYS_OPEN = 30

/** A position's fields as hr writes them, each Bangla (`…Bn`) beside its English. */
export interface PositionInput {
  title: string
  titleBn?: string
  department: string
  departmentBn?: string
  location: 'Dhaka' | 'Chattogram'
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship'
  applyBy: string
  summary: string
  summaryBn?: string
  description: readonly string[]
  descriptionBn?: readonly string[]
  responsibilities: readonly string[]
  responsibilitiesBn?: readonly string[]
  requirements: readonly string[]
  requirementsBn?: readonly string[]
}

/**
 * A position as a test made it: what hr wrote, in the public API's shape, with its apply-by
 * date, whether the public API says it is open, and when it was published (null: a draft).
 */
export type TestPosition = Omit<JobPosition, 'datePosted'> & {
  applyBy: string
  publishedAt: string | null
}

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

/** Each entry of an English list with the Bangla entry at its place ('' where there is none). */
function paired(english: readonly string[], bangla: readonly string[] = []) {
  return english.map((en, index) => ({ en, bn: bangla[index] ?? '' }))
}

/** `input` as the data of an item of the content's 'positions' collection. */
export function positionData(input: PositionInput, closed = false): Record<string, unknown> {
  return {
    title: { en: input.title, bn: input.titleBn ?? '' },
    department: { en: input.department, bn: input.departmentBn ?? '' },
    location: input.location,
    type: input.type,
    applyBy: input.applyBy,
    closed,
    summary: { en: input.summary, bn: input.summaryBn ?? '' },
    description: paired(input.description, input.descriptionBn),
    responsibilities: paired(input.responsibilities, input.responsibilitiesBn),
    requirements: paired(input.requirements, input.requirementsBn),
  }
}

type Server = Pick<RunningServer, 'url' | 'dataDir'>

async function contentCall(
  server: Server,
  hr: SignedInStaff,
  path: string,
  body: unknown,
  options: { origin?: string; method?: string } = {},
): Promise<StaffContentItem> {
  const answer = await staffFetch(server, `/api/staff/content/positions${path}`, {
    ...options,
    body,
    jar: hr.jar,
  })
  if (answer.status !== 200) {
    throw new Error(
      `${path || 'creating'} failed (${answer.status}): ${JSON.stringify(answer.body)}`,
    )
  }
  return answer.body?.data as StaffContentItem
}

/**
 * Creates a position through the generic content API as hr does, published unless `publish` is
 * false; resolves with what the public API shows of it (a draft: its id only, with applyBy).
 */
export async function createPosition(
  server: Server,
  hr: SignedInStaff,
  input: PositionInput,
  options: { origin?: string; publish?: boolean } = {},
): Promise<TestPosition> {
  const { origin, publish = true } = options
  const created = await contentCall(server, hr, '', { data: positionData(input) }, { origin })
  const item = publish
    ? await contentCall(
        server,
        hr,
        `/${created.id}/publish`,
        { revision: created.revision },
        {
          origin,
        },
      )
    : created
  // Open as the public API says, once published; a draft is not.
  const shown = publish ? await fetch(`${server.url}/api/jobs/position/${created.id}`) : undefined
  const open = shown ? ((await shown.json()) as { data: JobPosition }).data.open : false
  return {
    id: item.id,
    slug: item.slug ?? String(item.id),
    title: input.title,
    department: input.department,
    location: input.location,
    type: input.type,
    applyBy: input.applyBy,
    closingDate: input.applyBy,
    summary: input.summary,
    description: [...input.description],
    responsibilities: [...input.responsibilities],
    requirements: [...input.requirements],
    titleBn: input.titleBn ?? '',
    departmentBn: input.departmentBn ?? '',
    summaryBn: input.summaryBn ?? '',
    descriptionBn: [...(input.descriptionBn ?? [])],
    responsibilitiesBn: [...(input.responsibilitiesBn ?? [])],
    requirementsBn: [...(input.requirementsBn ?? [])],
    open,
    publishedAt: item.publishedAt,
  }
}

/**
 * Saves what `change` makes of a position's data (its draft, or what is published) and
 * publishes it, as hr does in the content editor.
 */
export async function republishPosition(
  server: Server,
  hr: SignedInStaff,
  id: number,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
  origin?: string,
): Promise<void> {
  const read = await staffFetch(server, `/api/staff/content/positions/${id}`, { jar: hr.jar })
  const item = read.body?.data as StaffContentItem
  const data = change(item.draft ?? item.published ?? {})
  const saved = await contentCall(
    server,
    hr,
    `/${id}`,
    { revision: item.revision, data },
    { origin, method: 'PUT' },
  )
  await contentCall(server, hr, `/${id}/publish`, { revision: saved.revision }, { origin })
}

/** Closes a position early, as hr does: "Closed early" set, and published. */
export function closePosition(
  server: Server,
  hr: SignedInStaff,
  id: number,
  origin?: string,
): Promise<void> {
  return republishPosition(server, hr, id, (data) => ({ ...data, closed: true }), origin)
}

/**
 * Publishes a position through the content API as hr does, so the tests that apply for a job do
 * not depend on the seeded positions (content/job-positions-seed.ts), whose apply-by dates are
 * fixed and run out. Signs in a new hr member unless one is given. The staff API takes changes
 * only from SITE_URL's origin: `origin` names it for a server not started with the suite's.
 * `fields` replace positionInput's (its Bangla, say).
 */
export async function publishPosition(
  server: Server,
  options: { hr?: SignedInStaff; origin?: string; fields?: Partial<PositionInput> } = {},
): Promise<TestPosition> {
  const { origin } = options
  const hr = options.hr ?? (await signedInStaff(server, { role: 'hr', origin }))
  const input = positionInput({
    title: `Air Import Executive ${randomUUID().slice(0, 8)}`,
    ...options.fields,
  })
  const position = await createPosition(server, hr, input, { origin })
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
