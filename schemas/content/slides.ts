import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { ViewId, ViewImagePath } from '../registry/view.ts'
import { z } from '../zod.ts'

export const SlideSchema = z.object({
  id: ViewId,
  title: z.string(),
  subtitle: z.string(),
  image: ViewImagePath,
  ctaLabel: z.string(),
  ctaHref: z.string(),
})
import { image, line } from '../registry/fields.ts'

/** A slide of the home page's hero slider. */
export const slidesCollection = defineCollection({
  label: { en: 'Slider', bn: 'স্লাইডার' },
  singleton: false,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: SlideSchema,
    show: ({ id, data }, { text, imageUrl }) => ({
      id,
      title: text(data.title),
      subtitle: text(data.subtitle),
      image: imageUrl(data.image),
      ctaLabel: text(data.ctaLabel),
      ctaHref: data.ctaHref,
    }),
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 120 }),
    subtitle: line({ label: { en: 'Subtitle', bn: 'উপশিরোনাম' }, max: 200 }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
    ctaLabel: line({ label: { en: 'Button text', bn: 'বোতামের লেখা' }, max: 40 }),
    ctaHref: line({
      label: { en: 'Button link', bn: 'বোতামের লিংক' },
      hint: {
        en: 'An address on this site, starting with "/", e.g. /contact.',
        bn: 'এই সাইটের একটি ঠিকানা, "/" দিয়ে শুরু, যেমন /contact।',
      },
      translated: false,
      format: 'site-path',
      max: 200,
    }),
  },
})
export const slideSchema = slidesCollection.schema
export type SlideData = DataOf<typeof slidesCollection.fields>
