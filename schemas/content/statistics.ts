import { z } from '../zod.ts'
import { optionalLine } from './fields.ts'
import { localizedText } from './localized.ts'

/** A count-up tile beside the home page's About block. */
export const statisticSchema = z.object({
  value: z.number({ error: 'Value must be a number.' }).int().min(0).max(1_000_000),
  /** "+", "/7", "%": not translated. */
  suffix: optionalLine('Suffix', 6),
  label: localizedText({ label: 'Label', max: 60 }),
})
export type StatisticData = z.infer<typeof statisticSchema>
