import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { image, line, reference, text } from '../registry/fields.ts'
import { ViewId, ViewImagePath, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'
import { servicesCollection } from './services.ts'
import { workingAreasCollection } from './working-areas.ts'

export const PortfolioSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  title: z.string(),
  description: z.string(),
  categoryId: ViewId,
  serviceSlug: ViewSlug,
  workingAreaSlug: ViewSlug,
  image: ViewImagePath,
})

/** A portfolio item, found by service, working area and category. */
export const portfolioCollection = defineCollection({
  label: { en: 'Portfolio', bn: 'পোর্টফোলিও' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  view: {
    schema: PortfolioSchema,
    show: ({ id, slug, data }, { text, imageUrl, shown }) => {
      const service = shown(servicesCollection).find(({ id }) => id === data.serviceId)
      const area = shown(workingAreasCollection).find(({ id }) => id === data.workingAreaId)
      // Not shown while its service or area is not: its filters could not find it.
      if (!service || !area) return null
      return {
        id,
        slug,
        title: text(data.title),
        description: text(data.description),
        categoryId: data.categoryId,
        serviceSlug: service.slug,
        workingAreaSlug: area.slug,
        image: imageUrl(data.image),
      }
    },
  },
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
