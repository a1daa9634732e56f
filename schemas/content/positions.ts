import type { EMPLOYMENT_TYPES, POSITION_LOCATIONS } from '#domain/position-rules.ts'
import {
  isPositionOpen,
  POSITION_DEPARTMENT_MAX,
  POSITION_ITEM_MAX,
  POSITION_ITEMS_MAX,
  POSITION_PARAGRAPH_MAX,
  POSITION_SUMMARY_MAX,
  POSITION_TITLE_MAX,
} from '#domain/position-rules.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import type { Localized } from '#domain/languages.ts'
import { JobPositionSchema, type JobPosition } from '../positions.ts'
import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import type { ShownItem } from '../registry/view.ts'
import { choice, date, line, list, text, yesNo } from '../registry/fields.ts'

const LOCATION_OPTIONS = [
  { value: 'Dhaka', label: { en: 'Dhaka', bn: 'ঢাকা' } },
  { value: 'Chattogram', label: { en: 'Chattogram', bn: 'চট্টগ্রাম' } },
] as const satisfies readonly { value: (typeof POSITION_LOCATIONS)[number]; label: Localized }[]

const TYPE_OPTIONS = [
  { value: 'Full-time', label: { en: 'Full-time', bn: 'পূর্ণকালীন' } },
  { value: 'Part-time', label: { en: 'Part-time', bn: 'খণ্ডকালীন' } },
  { value: 'Contract', label: { en: 'Contract', bn: 'চুক্তিভিত্তিক' } },
  { value: 'Internship', label: { en: 'Internship', bn: 'ইন্টার্নশিপ' } },
] as const satisfies readonly { value: (typeof EMPLOYMENT_TYPES)[number]; label: Localized }[]

/** The English, or the Bangla, of each entry of a list, leaving out the entries without one. */
function entriesIn(items: readonly Localized[], language: keyof Localized): string[] {
  return items.map((item) => item[language]).filter((entry) => entry !== '')
}

const positionFields = {
  title: line({ label: { en: 'Title', bn: 'পদের নাম' }, max: POSITION_TITLE_MAX }),
  department: line({
    label: { en: 'Department or service', bn: 'বিভাগ বা সেবা' },
    max: POSITION_DEPARTMENT_MAX,
  }),
  location: choice({ label: { en: 'Office', bn: 'অফিস' }, options: LOCATION_OPTIONS }),
  type: choice({ label: { en: 'Employment type', bn: 'চাকরির ধরন' }, options: TYPE_OPTIONS }),
  applyBy: date({
    label: { en: 'Apply by', bn: 'আবেদনের শেষ তারিখ' },
    hint: {
      en: 'The last day applications are taken, in Dhaka; the next day it leaves the list.',
      bn: 'ঢাকার সময়ে আবেদনের শেষ দিন; পরদিন পদটি তালিকা থেকে সরে যায়।',
    },
  }),
  closed: yesNo({
    label: { en: 'Closed early', bn: 'আগেই বন্ধ' },
    hint: {
      en: 'Takes no more applications and leaves the list; its page stays, saying so.',
      bn: 'আর কোনো আবেদন নেয় না, তালিকা থেকে সরে যায়; পাতাটি থাকে, সে কথা জানিয়ে।',
    },
  }),
  summary: line({ label: { en: 'Summary', bn: 'সারসংক্ষেপ' }, max: POSITION_SUMMARY_MAX }),
  description: list({
    label: { en: 'Description', bn: 'বিবরণ' },
    of: text({ label: { en: 'Paragraph', bn: 'অনুচ্ছেদ' }, max: POSITION_PARAGRAPH_MAX }),
    max: POSITION_ITEMS_MAX,
  }),
  responsibilities: list({
    label: { en: 'Responsibilities', bn: 'দায়িত্ব' },
    of: line({ label: { en: 'Responsibility', bn: 'দায়িত্ব' }, max: POSITION_ITEM_MAX }),
    min: 1,
    max: POSITION_ITEMS_MAX,
  }),
  requirements: list({
    label: { en: 'Requirements', bn: 'যোগ্যতা' },
    of: line({ label: { en: 'Requirement', bn: 'যোগ্যতা' }, max: POSITION_ITEM_MAX }),
    min: 1,
    max: POSITION_ITEMS_MAX,
  }),
}

export type PositionData = DataOf<typeof positionFields>

/**
 * The shape /api/jobs/position has always answered: both languages at once (the careers pages
 * pick theirs), whether it is open decided at each read, and the day it was first published.
 */
export function showPosition({
  id,
  slug,
  data,
  firstPublishedOn,
}: ShownItem<PositionData>): JobPosition {
  return {
    id,
    slug,
    title: data.title.en,
    department: data.department.en,
    location: data.location,
    type: data.type,
    closingDate: data.applyBy,
    summary: data.summary.en,
    description: entriesIn(data.description, 'en'),
    responsibilities: entriesIn(data.responsibilities, 'en'),
    requirements: entriesIn(data.requirements, 'en'),
    titleBn: data.title.bn,
    departmentBn: data.department.bn,
    summaryBn: data.summary.bn,
    descriptionBn: entriesIn(data.description, 'bn'),
    responsibilitiesBn: entriesIn(data.responsibilities, 'bn'),
    requirementsBn: entriesIn(data.requirements, 'bn'),
    open: isPositionOpen(data),
    datePosted: firstPublishedOn ?? dhakaToday(),
  }
}

/**
 * A vacancy, written by hr: visitors see it on /careers while it is published, not closed early
 * and its apply-by day has not passed in Dhaka; a closed one (or one past its day) keeps its page,
 * takes no applications and leaves the list. Ids are kept from content/job-positions-seed.ts, so
 * /careers/1 stays the same position, and applications name the id.
 */
export const positionsCollection = defineCollection({
  label: { en: 'Job positions', bn: 'শূন্য পদ' },
  singleton: false,
  slugged: true,
  editors: ['hr'],
  public: true,
  name: (data) => data.title.en,
  fields: positionFields,
  view: { schema: JobPositionSchema, show: showPosition },
})
