import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { ViewId, ViewImagePath, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

export const InitiativeSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  title: z.string(),
  description: z.string(),
  image: ViewImagePath,
})
import { image, line, text } from '../registry/fields.ts'

export const initiativesCollection = defineCollection({
  label: { en: 'Initiatives', bn: 'উদ্যোগ' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: InitiativeSchema,
    show: ({ id, slug, data }, { text, imageUrl }) => ({
      id,
      slug,
      title: text(data.title),
      description: text(data.description),
      image: imageUrl(data.image),
    }),
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 120 }),
    description: text({ label: { en: 'Description', bn: 'বিবরণ' }, max: 1500 }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
  },
})
export const initiativeSchema = initiativesCollection.schema
export type InitiativeData = DataOf<typeof initiativesCollection.fields>
