import type { Localized } from '#domain/languages.ts'
import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { line } from '../registry/fields.ts'
import { ViewId, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

/** A category as visitors and the public API see it. */
export const CategorySchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  name: z.string(),
})

/** A collection of named categories that other items are filed under. */
export function categoryCollection(label: Localized) {
  return defineCollection({
    label,
    singleton: false,
    slugged: true,
    editors: ['editor'],
    public: true,
    name: (data) => data.name.en,
    view: {
      schema: CategorySchema,
      show: ({ id, slug, data }, { text }) => ({ id, slug, name: text(data.name) }),
    },
    fields: {
      name: line({ label: { en: 'Name', bn: 'নাম' }, max: 80 }),
    },
  })
}

/** An industry category, shared by case studies, projects and portfolio items. */
export const categoriesCollection = categoryCollection({ en: 'Categories', bn: 'ক্যাটাগরি' })
export const categorySchema = categoriesCollection.schema
export type CategoryData = DataOf<typeof categoriesCollection.fields>
