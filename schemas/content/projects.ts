import { z } from '../zod.ts'
import { isoDate, itemId, plainLine } from './fields.ts'
import { imageRefSchema } from './image-ref.ts'
import { localizedText } from './localized.ts'

/** The year the API serves is the completion date's: one fact, stored once. */
export const projectSchema = z.object({
  title: localizedText({ label: 'Title', max: 160 }),
  categoryId: itemId('Category'),
  description: localizedText({ label: 'Description', max: 2000, multiLine: true }),
  /** Lower-case search keywords: not shown as text, so not translated. */
  tags: z.array(plainLine('Tag', 40).toLowerCase()).max(12),
  featured: z.boolean(),
  completedOn: isoDate('Completion date'),
  image: imageRefSchema,
})
export type ProjectData = z.infer<typeof projectSchema>
