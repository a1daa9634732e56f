import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { ViewId, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

export const GalleryCategorySchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  name: z.string(),
})
import { line } from '../registry/fields.ts'

export const galleryCategoriesCollection = defineCollection({
  label: { en: 'Gallery categories', bn: 'গ্যালারির ক্যাটাগরি' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.name.en,
  view: {
    schema: GalleryCategorySchema,
    show: ({ id, slug, data }, { text }) => ({ id, slug, name: text(data.name) }),
  },
  fields: {
    name: line({ label: { en: 'Name', bn: 'নাম' }, max: 80 }),
  },
})
export const galleryCategorySchema = galleryCategoriesCollection.schema
export type GalleryCategoryData = DataOf<typeof galleryCategoriesCollection.fields>
