import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { choice, group, image, line, list, number, references, text } from '../registry/fields.ts'
import { viewList, ViewId, ViewImagePath, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'
import { caseStudiesCollection } from './case-studies.ts'

const MODE_OPTIONS = [
  { value: 'air', label: { en: 'Air freight', bn: 'বিমানে মালবহন' } },
  { value: 'sea', label: { en: 'Sea freight', bn: 'সমুদ্রপথে মালবহন' } },
  { value: 'sea-air', label: { en: 'Sea–air', bn: 'সমুদ্র-বিমান' } },
  { value: 'warehousing', label: { en: 'Warehousing', bn: 'গুদামজাতকরণ' } },
  { value: 'road-air', label: { en: 'Road–air', bn: 'সড়ক-বিমান' } },
  { value: 'air-air', label: { en: 'Air–air', bn: 'বিমান-বিমান' } },
  { value: 'air-sea', label: { en: 'Air–sea', bn: 'বিমান-সমুদ্র' } },
  { value: 'project', label: { en: 'Project cargo', bn: 'প্রজেক্ট কার্গো' } },
] as const

export const SERVICE_MODES = MODE_OPTIONS.map((option) => option.value)

/** Days of a typical transit: same-day trucking to half a year at most. */
const days = (label: { en: string; bn: string }) => number({ label, min: 0, max: 180 })

/** What shippers look for on a service's page besides its description (issue 40). */
const shipperFields = {
  transitTimes: list({
    label: { en: 'Typical transit times', bn: 'সাধারণ ট্রানজিট সময়' },
    hint: {
      en: 'Lanes shippers ask about, with the days a shipment typically takes on them.',
      bn: 'শিপাররা যেসব রুট নিয়ে জানতে চান, আর সেখানে একটি শিপমেন্টে সাধারণত কত দিন লাগে।',
    },
    of: group({
      label: { en: 'Transit time', bn: 'ট্রানজিট সময়' },
      fields: {
        lane: line({
          label: { en: 'Lane', bn: 'রুট' },
          hint: {
            en: 'From → to, e.g. Chattogram → Hamburg.',
            bn: 'কোথা থেকে → কোথায়, যেমন চট্টগ্রাম → হামবুর্গ।',
          },
          max: 80,
        }),
        fastestDays: days({ en: 'Fewest days', bn: 'সর্বনিম্ন দিন' }),
        slowestDays: days({ en: 'Most days', bn: 'সর্বোচ্চ দিন' }),
        note: line({
          label: { en: 'Note', bn: 'টীকা' },
          hint: {
            en: 'The routing or what the days count from.',
            bn: 'রাউটিং, বা দিন গোনা শুরু কোথা থেকে।',
          },
          optional: true,
          max: 160,
        }),
      },
    }),
    max: 8,
  }),
  documents: list({
    label: { en: 'Documents needed', bn: 'প্রয়োজনীয় কাগজপত্র' },
    of: group({
      label: { en: 'Document', bn: 'কাগজ' },
      fields: {
        name: line({ label: { en: 'Document', bn: 'কাগজ' }, max: 120 }),
        providedBy: line({
          label: { en: 'Who provides it', bn: 'কে দেবেন' },
          hint: {
            en: 'The shipper, their bank, BGMEA or BKMEA, or we.',
            bn: 'শিপার, তাঁর ব্যাংক, BGMEA বা BKMEA, অথবা আমরা।',
          },
          max: 120,
        }),
      },
    }),
    max: 12,
  }),
  faq: list({
    label: { en: 'Questions and answers', bn: 'প্রশ্ন ও উত্তর' },
    of: group({
      label: { en: 'Question', bn: 'প্রশ্ন' },
      fields: {
        question: line({ label: { en: 'Question', bn: 'প্রশ্ন' }, max: 200 }),
        answer: text({ label: { en: 'Answer', bn: 'উত্তর' }, max: 1200 }),
      },
    }),
    max: 8,
  }),
  caseStudyIds: references({
    label: { en: 'Related case studies', bn: 'সংশ্লিষ্ট কেস স্টাডি' },
    hint: {
      en: 'Shown as links on the service page, in this order.',
      bn: 'সেবার পাতায় লিংক হিসেবে, এই ক্রমে দেখানো হয়।',
    },
    collection: 'case-studies',
    max: 4,
  }),
}

/**
 * The API's view of a service: `image` is the picture's path. Its transit times, documents,
 * questions and case studies are what its page shows shippers.
 */
export const ServiceSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  title: z.string(),
  image: ViewImagePath,
  summary: z.string(),
  description: z.string(),
  highlights: viewList(z.string()),
  transitTimes: viewList(
    z.object({
      lane: z.string().meta({ example: 'Chattogram → Hamburg' }),
      fastestDays: z.number().int().meta({ description: 'Typical transit, fewest days' }),
      slowestDays: z.number().int().meta({ description: 'Typical transit, most days' }),
      note: z
        .string()
        .meta({ description: 'The routing, or what the days count from; may be empty' }),
    }),
  ),
  documents: viewList(z.object({ name: z.string(), providedBy: z.string() })),
  faq: viewList(z.object({ question: z.string(), answer: z.string() })),
  caseStudies: viewList(
    z.object({ id: ViewId, slug: ViewSlug, title: z.string() }).meta({
      description:
        'A published case study of the service (GET /api/case/detail/{slug}); its page is /case-studies/{id}',
    }),
  ),
})

export const servicesCollection = defineCollection({
  label: { en: 'Services', bn: 'সেবা' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: ServiceSchema,
    show: ({ id, slug, data }, { text, texts, imageUrl, shown }) => ({
      id,
      slug,
      title: text(data.title),
      image: imageUrl(data.image),
      summary: text(data.summary),
      description: text(data.description),
      highlights: texts(data.highlights),
      transitTimes: data.transitTimes.map((lane) => ({
        lane: text(lane.lane),
        fastestDays: lane.fastestDays,
        slowestDays: lane.slowestDays,
        note: text(lane.note),
      })),
      documents: data.documents.map((document) => ({
        name: text(document.name),
        providedBy: text(document.providedBy),
      })),
      faq: data.faq.map((entry) => ({
        question: text(entry.question),
        answer: text(entry.answer),
      })),
      // Only the published ones: a link to a case study taken off the site would lead to a 404.
      caseStudies: data.caseStudyIds.flatMap((caseStudyId) => {
        const study = shown(caseStudiesCollection).find(({ id }) => id === caseStudyId)
        return study ? [{ id: study.id, slug: study.slug, title: study.title }] : []
      }),
    }),
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 80 }),
    mode: choice({
      label: { en: 'Mode of transport', bn: 'পরিবহনের ধরন' },
      hint: {
        en: 'Decides which chargeable-weight rule a quote uses.',
        bn: 'কোটেশনে কোন চার্জযোগ্য ওজনের নিয়ম খাটবে, তা ঠিক করে।',
      },
      options: MODE_OPTIONS,
    }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
    summary: line({ label: { en: 'Summary', bn: 'সারসংক্ষেপ' }, max: 300 }),
    description: text({ label: { en: 'Description', bn: 'বিবরণ' }, max: 3000 }),
    highlights: list({
      label: { en: 'Highlights', bn: 'বিশেষ দিক' },
      of: line({ label: { en: 'Highlights', bn: 'বিশেষ দিক' }, max: 120 }),
      min: 1,
      max: 8,
    }),
    ...shipperFields,
  },
  check: (data) => {
    const index = data.transitTimes.findIndex((lane) => lane.slowestDays < lane.fastestDays)
    if (index === -1) return null
    return {
      path: ['transitTimes', String(index), 'slowestDays'],
      message: 'Most days cannot be fewer than fewest days.',
    }
  },
})
export const serviceSchema = servicesCollection.schema
export type ServiceData = DataOf<typeof servicesCollection.fields>
export type ServiceMode = ServiceData['mode']
