import { z } from '../zod.ts'
import { localizedList } from './fields.ts'
import { localizedText } from './localized.ts'

/** The About page's statements (one entry). */
export const aboutSchema = z.object({
  mission: localizedText({ label: 'Mission', max: 400, multiLine: true }),
  vision: localizedText({ label: 'Vision', max: 400, multiLine: true }),
  objectives: localizedList({ label: 'Objectives', max: 300 }, { min: 1, max: 10 }),
  values: z
    .array(
      z.object({
        title: localizedText({ label: 'Value', max: 60 }),
        text: localizedText({ label: 'Value text', max: 400 }),
      }),
    )
    .min(1)
    .max(8),
  commitment: z.object({
    statement: localizedList(
      { label: 'Commitment statement', max: 2000, multiLine: true },
      { min: 1, max: 4 },
    ),
    name: localizedText({ label: 'Signed by', max: 120 }),
    role: localizedText({ label: 'Their role', max: 120 }),
  }),
})
export type AboutData = z.infer<typeof aboutSchema>
