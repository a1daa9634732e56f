import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { image, line } from '../registry/fields.ts'
import { ViewImagePath } from '../registry/view.ts'
import { z } from '../zod.ts'

export const ClientBackgroundSchema = z.object({
  image: ViewImagePath,
  /** Short line printed over the image. */
  overlayText: z.string(),
})

/** The picture and line behind the clients strip (one entry). */
export const clientBackgroundCollection = defineCollection({
  label: { en: 'Clients background', bn: 'গ্রাহক অংশের পটভূমি' },
  singleton: true,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: (data) => data.overlayText.en,
  view: {
    schema: ClientBackgroundSchema,
    show: ({ data }, { text, imageUrl }) => ({
      image: imageUrl(data.image),
      overlayText: text(data.overlayText),
    }),
  },
  fields: {
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
    overlayText: line({ label: { en: 'Overlay text', bn: 'ছবির ওপরের লেখা' }, max: 160 }),
  },
})
export const clientBackgroundSchema = clientBackgroundCollection.schema
export type ClientBackgroundData = DataOf<typeof clientBackgroundCollection.fields>
