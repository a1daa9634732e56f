import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { ViewId, ViewImagePath, ViewIsoDate, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

export const GalleryItemSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  title: z.string(),
  categoryId: ViewId,
  image: ViewImagePath,
  caption: z.string(),
  takenOn: ViewIsoDate,
})
import { date, image, line, reference } from '../registry/fields.ts'

/** A photograph of the gallery. */
export const galleryCollection = defineCollection({
  label: { en: 'Gallery', bn: 'গ্যালারি' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: GalleryItemSchema,
    show: ({ id, slug, data }, { text, imageUrl }) => ({
      id,
      slug,
      title: text(data.title),
      categoryId: data.categoryId,
      image: imageUrl(data.image),
      caption: text(data.caption),
      takenOn: data.takenOn,
    }),
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 160 }),
    categoryId: reference({
      label: { en: 'Gallery category', bn: 'গ্যালারির ক্যাটাগরি' },
      collection: 'gallery-categories',
    }),
    image: image({ label: { en: 'Photo', bn: 'ছবি' } }),
    caption: line({ label: { en: 'Caption', bn: 'ক্যাপশন' }, max: 300 }),
    takenOn: date({ label: { en: 'Date taken', bn: 'তোলার তারিখ' } }),
  },
})
export const galleryItemSchema = galleryCollection.schema
export type GalleryItemData = DataOf<typeof galleryCollection.fields>
