import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { image, line, text } from '../registry/fields.ts'

export const initiativesCollection = defineCollection({
  label: { en: 'Initiatives', bn: 'উদ্যোগ' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 120 }),
    description: text({ label: { en: 'Description', bn: 'বিবরণ' }, max: 1500 }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
  },
})
export const initiativeSchema = initiativesCollection.schema
export type InitiativeData = DataOf<typeof initiativesCollection.fields>
