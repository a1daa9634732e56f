import { z } from '../zod.ts'
import { itemId } from './fields.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

/** A portfolio item, found by service, working area and category. */
export const portfolioSchema = z.object({
  title: localizedText({ label: 'Title', max: 160 }),
  description: localizedText({ label: 'Description', max: 1500, multiLine: true }),
  categoryId: itemId('Category'),
  serviceId: itemId('Service'),
  workingAreaId: itemId('Working area'),
  image: imageRefSchema,
})
export type PortfolioData = z.infer<typeof portfolioSchema>
