import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { ViewId, ViewImagePath, ViewIsoDate, ViewSlug, viewList } from '../registry/view.ts'
import { z } from '../zod.ts'

export const ProjectSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  title: z.string(),
  categoryId: ViewId,
  description: z.string(),
  tags: viewList(z.string()),
  year: z.number().int(),
  featured: z.boolean(),
  completedOn: ViewIsoDate,
  image: ViewImagePath,
})
import { date, image, line, list, reference, text, yesNo } from '../registry/fields.ts'

/** The year the API serves is the completion date's: one fact, stored once. */
export const projectsCollection = defineCollection({
  label: { en: 'Projects', bn: 'প্রকল্প' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: ProjectSchema,
    show: ({ id, slug, data }, { text, imageUrl }) => ({
      id,
      slug,
      title: text(data.title),
      categoryId: data.categoryId,
      description: text(data.description),
      tags: data.tags,
      year: Number(data.completedOn.slice(0, 4)),
      featured: data.featured,
      completedOn: data.completedOn,
      image: imageUrl(data.image),
    }),
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 160 }),
    categoryId: reference({ label: { en: 'Category', bn: 'ক্যাটাগরি' }, collection: 'categories' }),
    description: text({ label: { en: 'Description', bn: 'বিবরণ' }, max: 2000 }),
    tags: list({
      label: { en: 'Tags', bn: 'ট্যাগ' },
      hint: {
        en: 'Search words in lower case, one per line: not shown as text, so not translated.',
        bn: 'ছোট হাতের অক্ষরে খোঁজার শব্দ, প্রতি লাইনে একটি: লেখা হিসেবে দেখায় না, তাই অনুবাদ লাগে না।',
      },
      of: line({ label: { en: 'Tag', bn: 'ট্যাগ' }, translated: false, format: 'keyword', max: 40 }),
      max: 12,
    }),
    featured: yesNo({ label: { en: 'Featured', bn: 'বিশেষভাবে দেখানো' } }),
    completedOn: date({ label: { en: 'Completion date', bn: 'সমাপ্তির তারিখ' } }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
  },
})
export const projectSchema = projectsCollection.schema
export type ProjectData = DataOf<typeof projectsCollection.fields>
