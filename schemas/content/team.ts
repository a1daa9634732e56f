import { z } from '../zod.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

export const teamMemberSchema = z.object({
  name: localizedText({ label: 'Name', max: 120 }),
  designation: localizedText({ label: 'Designation', max: 120 }),
  image: imageRefSchema,
  /** For an illustration; a media image carries its own alt text. */
  imageAlt: localizedText({ label: 'Portrait description', max: 200 }),
})
export type TeamMemberData = z.infer<typeof teamMemberSchema>
