import type { StatisticSchema } from '#schemas/content/statistics.ts'
import type { z } from '#schemas/zod.ts'

/** The count-up tiles beside the home page About block. */
export const STATISTICS = [
  { value: 10, suffix: '+', label: 'Years of Experience' },
  { value: 150, suffix: '+', label: 'Global Partners' },
  { value: 24, suffix: '/7', label: 'Customer Support' },
  { value: 99, suffix: '%', label: 'On-time Delivery Rate' },
] as const satisfies readonly z.output<typeof StatisticSchema>[]
