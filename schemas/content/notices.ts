import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { CLOSED_PLACES, type ClosedPlace } from '#domain/sailings.ts'
import { choice, choices, dateTime, line, references, text } from '../registry/fields.ts'
import { viewList, ViewId } from '../registry/view.ts'
import { z } from '../zod.ts'

const SEVERITY_OPTIONS = [
  { value: 'information', label: { en: 'Information', bn: 'তথ্য' } },
  { value: 'disruption', label: { en: 'Disruption', bn: 'বিঘ্ন' } },
] as const

export const NOTICE_SEVERITIES = SEVERITY_OPTIONS.map((option) => option.value)

const CLOSED_PLACE_LABELS = {
  offices: { en: 'Our offices (cut-offs move earlier)', bn: 'আমাদের অফিস (কাট-অফ এগিয়ে আসে)' },
  seaport: { en: 'The seaport (sea departures)', bn: 'সমুদ্রবন্দর (জাহাজ ছাড়া)' },
  airport: { en: 'The airport (air departures)', bn: 'বিমানবন্দর (ফ্লাইট ছাড়া)' },
} as const satisfies Record<ClosedPlace, { en: string; bn: string }>

/** A notice as every public page's banner and /notices read it; instants with their offset. */
export const NoticeSchema = z.object({
  id: ViewId,
  title: z.string(),
  text: z.string(),
  severity: z.enum(NOTICE_SEVERITIES),
  /** None: it concerns the whole company. */
  officeIds: viewList(ViewId),
  startsAt: z.string(),
  endsAt: z.string(),
  /** When visitors first see it: announced ahead, or from its start. */
  showFrom: z.string(),
})

/**
 * A notice to shippers (Eid closures, port congestion, changed cut-offs): shown on every public
 * page from `startsAt` until `endsAt`, instants written with their offset. A closure can be
 * announced ahead: from `showFrom` the banner shows, saying from which day it applies.
 */
export const noticesCollection = defineCollection({
  label: { en: 'Notices', bn: 'নোটিশ' },
  singleton: false,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: NoticeSchema,
    show: ({ id, data }, { text }) => ({
      id,
      title: text(data.title),
      text: text(data.text),
      severity: data.severity,
      officeIds: data.officeIds,
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      showFrom: data.showFrom || data.startsAt,
    }),
  },
  check: (data) => {
    if (Date.parse(data.endsAt) <= Date.parse(data.startsAt))
      return { path: ['endsAt'], message: 'The end must come after the start.' }
    if (data.showFrom !== '' && Date.parse(data.showFrom) > Date.parse(data.startsAt))
      return { path: ['showFrom'], message: 'Show from must be at or before the start.' }
    return null
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 120 }),
    text: text({ label: { en: 'Text', bn: 'লেখা' }, max: 1000 }),
    severity: choice({
      label: { en: 'Severity', bn: 'গুরুত্ব' },
      hint: {
        en: 'A disruption is shown as a banner on every page.',
        bn: 'বিঘ্নের নোটিশ প্রতিটি পাতায় ব্যানার হিসেবে দেখায়।',
      },
      options: SEVERITY_OPTIONS,
    }),
    officeIds: references({
      label: { en: 'Offices', bn: 'অফিস' },
      hint: {
        en: 'None chosen: it concerns the whole company.',
        bn: 'কোনোটি বাছাই না করলে: পুরো প্রতিষ্ঠানের জন্য।',
      },
      collection: 'offices',
      max: 10,
    }),
    closes: choices({
      label: { en: 'Closes', bn: 'যা বন্ধ থাকে' },
      hint: {
        en: 'Moves or cancels the departures from Bangladesh on /schedules (decision 0021). None: a notice only.',
        bn: '/schedules-এ বাংলাদেশ থেকে ছাড়ার সূচি সরায় বা বাতিল করে (সিদ্ধান্ত ০০২১)। কোনোটি না: শুধু নোটিশ।',
      },
      options: CLOSED_PLACES.map((value) => ({ value, label: CLOSED_PLACE_LABELS[value] })),
      min: 0,
      max: CLOSED_PLACES.length,
    }),
    startsAt: dateTime({ label: { en: 'Start', bn: 'শুরু' } }),
    endsAt: dateTime({ label: { en: 'End', bn: 'শেষ' } }),
    showFrom: dateTime({
      label: { en: 'Show from', bn: 'দেখানো শুরু' },
      hint: {
        en: 'Optional: announce it before it starts. Until the start, the banner says from which day it applies.',
        bn: 'ঐচ্ছিক: শুরুর আগেই জানাতে। শুরু না হওয়া পর্যন্ত ব্যানারে লেখা থাকে কোন দিন থেকে কার্যকর।',
      },
      optional: true,
    }),
  },
})
export const noticeSchema = noticesCollection.schema
export type NoticeData = DataOf<typeof noticesCollection.fields>
