import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { image, line, reference, text } from '../registry/fields.ts'

/** A portfolio item, found by service, working area and category. */
export const portfolioCollection = defineCollection({
  label: { en: 'Portfolio', bn: 'পোর্টফোলিও' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 160 }),
    description: text({ label: { en: 'Description', bn: 'বিবরণ' }, max: 1500 }),
    categoryId: reference({ label: { en: 'Category', bn: 'ক্যাটাগরি' }, collection: 'categories' }),
    serviceId: reference({ label: { en: 'Service', bn: 'সেবা' }, collection: 'services' }),
    workingAreaId: reference({
      label: { en: 'Working area', bn: 'কর্মক্ষেত্র' },
      collection: 'working-areas',
    }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
  },
})
export const portfolioSchema = portfolioCollection.schema
export type PortfolioData = DataOf<typeof portfolioCollection.fields>
