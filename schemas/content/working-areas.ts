import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { image, line, list, text } from '../registry/fields.ts'
import { viewList, ViewId, ViewImagePath, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

export const WorkingAreaSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  title: z.string(),
  description: z.string(),
  region: z.string(),
  /** The gateways with their codes, as written (not translated). */
  ports: viewList(z.string()),
  image: ViewImagePath,
})

/** A trade lane or region the company serves. */
export const workingAreasCollection = defineCollection({
  label: { en: 'Working areas', bn: 'কর্মক্ষেত্র' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: WorkingAreaSchema,
    show: ({ id, slug, data }, { text, imageUrl }) => ({
      id,
      slug,
      title: text(data.title),
      description: text(data.description),
      region: text(data.region),
      ports: data.ports,
      image: imageUrl(data.image),
    }),
  },
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 120 }),
    description: text({ label: { en: 'Description', bn: 'বিবরণ' }, max: 2000 }),
    region: line({ label: { en: 'Region', bn: 'অঞ্চল' }, max: 80 }),
    ports: list({
      label: { en: 'Gateways', bn: 'গেটওয়ে' },
      hint: {
        en: 'With their IATA or UN/LOCODE codes, one per line.',
        bn: 'IATA বা UN/LOCODE কোডসহ, প্রতি লাইনে একটি।',
      },
      of: line({ label: { en: 'Gateway', bn: 'গেটওয়ে' }, translated: false, max: 80 }),
      max: 20,
    }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
  },
})
export const workingAreaSchema = workingAreasCollection.schema
export type WorkingAreaData = DataOf<typeof workingAreasCollection.fields>
