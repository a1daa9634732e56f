import { z } from '../zod.ts'
import { localizedText } from './localized.ts'

export const galleryCategorySchema = z.object({
  name: localizedText({ label: 'Name', max: 80 }),
})
export type GalleryCategoryData = z.infer<typeof galleryCategorySchema>
