import { z } from '../zod.ts'
import { plainLine } from './fields.ts'
import { localizedText } from './localized.ts'

export const reviewSchema = z.object({
  author: plainLine('Name', 120),
  company: plainLine('Company', 120),
  role: localizedText({ label: 'Job title', max: 120 }),
  rating: z.number().int('Rating must be 1 to 5 stars.').min(1).max(5),
  text: localizedText({ label: 'Quote', max: 1000, multiLine: true }),
})
export type ReviewData = z.infer<typeof reviewSchema>
