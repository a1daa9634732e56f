import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { ViewId, ViewIsoDate, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

export const CaseStudySchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  title: z.string(),
  categoryId: ViewId,
  client: z.string(),
  summary: z.string(),
  challenge: z.string(),
  solution: z.string(),
  result: z.string(),
  publishedOn: ViewIsoDate,
})
import { date, line, reference, text } from '../registry/fields.ts'

const story = (label: { en: string; bn: string }) => text({ label, max: 2000 })

export const caseStudiesCollection = defineCollection({
  label: { en: 'Case studies', bn: 'কেস স্টাডি' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: CaseStudySchema,
    show: ({ id, slug, data }, { text }) => ({
      id,
      slug,
      title: text(data.title),
      categoryId: data.categoryId,
      client: data.client,
      summary: text(data.summary),
      challenge: text(data.challenge),
      solution: text(data.solution),
      result: text(data.result),
      publishedOn: data.publishedOn,
    }),
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 160 }),
    categoryId: reference({ label: { en: 'Category', bn: 'ক্যাটাগরি' }, collection: 'categories' }),
    client: line({ label: { en: 'Client', bn: 'গ্রাহক' }, translated: false, max: 120 }),
    summary: line({ label: { en: 'Summary', bn: 'সারসংক্ষেপ' }, max: 400 }),
    challenge: story({ en: 'Challenge', bn: 'চ্যালেঞ্জ' }),
    solution: story({ en: 'Solution', bn: 'সমাধান' }),
    result: story({ en: 'Result', bn: 'ফলাফল' }),
    publishedOn: date({ label: { en: 'Publication date', bn: 'প্রকাশের তারিখ' } }),
  },
})
export const caseStudySchema = caseStudiesCollection.schema
export type CaseStudyData = DataOf<typeof caseStudiesCollection.fields>
