import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { line, number } from '../registry/fields.ts'
import { z } from '../zod.ts'

/** A count-up tile as visitors and the public API see it. */
export const StatisticSchema = z.object({
  /** The number that counts up. */
  value: z.number(),
  /** Text after the number: "+", "/7", "%". */
  suffix: z.string(),
  label: z.string(),
})

/** A count-up tile beside the home page's About block. */
export const statisticsCollection = defineCollection({
  label: { en: 'Statistics', bn: 'পরিসংখ্যান' },
  singleton: false,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: (data) => data.label.en,
  view: {
    schema: StatisticSchema,
    show: ({ data }, { text }) => ({
      value: data.value,
      suffix: data.suffix,
      label: text(data.label),
    }),
  },
  fields: {
    value: number({ label: { en: 'Value', bn: 'সংখ্যা' }, min: 0, max: 1_000_000 }),
    suffix: line({
      label: { en: 'Suffix', bn: 'সংখ্যার পরের চিহ্ন' },
      hint: { en: 'Shown after the number: +, /7, %.', bn: 'সংখ্যার পরে দেখায়: +, /7, %।' },
      translated: false,
      optional: true,
      max: 6,
    }),
    label: line({ label: { en: 'Label', bn: 'লেবেল' }, max: 60 }),
  },
})
export const statisticSchema = statisticsCollection.schema
export type StatisticData = DataOf<typeof statisticsCollection.fields>
