import { z } from '../zod.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

export const initiativeSchema = z.object({
  title: localizedText({ label: 'Title', max: 120 }),
  description: localizedText({ label: 'Description', max: 1500, multiLine: true }),
  image: imageRefSchema,
})
export type InitiativeData = z.infer<typeof initiativeSchema>
