import { z } from '../zod.ts'
import { localizedText } from './localized.ts'

/** An industry category, shared by case studies, projects and portfolio items. */
export const categorySchema = z.object({
  name: localizedText({ label: 'Name', max: 80 }),
})
export type CategoryData = z.infer<typeof categorySchema>
