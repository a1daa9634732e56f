import { z } from '../zod.ts'
import { isoDate, itemId, plainLine } from './fields.ts'
import { localizedText } from './localized.ts'

const story = (label: string) => localizedText({ label, max: 2000, multiLine: true })

export const caseStudySchema = z.object({
  title: localizedText({ label: 'Title', max: 160 }),
  categoryId: itemId('Category'),
  client: plainLine('Client', 120),
  summary: localizedText({ label: 'Summary', max: 400 }),
  challenge: story('Challenge'),
  solution: story('Solution'),
  result: story('Result'),
  publishedOn: isoDate('Publication date'),
})
export type CaseStudyData = z.infer<typeof caseStudySchema>
