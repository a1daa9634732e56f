import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { ViewId } from '../registry/view.ts'
import { z } from '../zod.ts'

export const ReviewSchema = z.object({
  id: ViewId,
  author: z.string(),
  company: z.string(),
  role: z.string(),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  text: z.string(),
})
import { line, number, text } from '../registry/fields.ts'

export const reviewsCollection = defineCollection({
  label: { en: 'Reviews', bn: 'মতামত' },
  singleton: false,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: (data) => `${data.author}, ${data.company}`,
  view: {
    schema: ReviewSchema,
    show: ({ id, data }, { text }) => ({
      id,
      author: data.author,
      company: data.company,
      role: text(data.role),
      rating: data.rating as 1 | 2 | 3 | 4 | 5,
      text: text(data.text),
    }),
  },
  fields: {
    author: line({ label: { en: 'Name', bn: 'নাম' }, translated: false, max: 120 }),
    company: line({ label: { en: 'Company', bn: 'প্রতিষ্ঠান' }, translated: false, max: 120 }),
    role: line({ label: { en: 'Job title', bn: 'পদবি' }, max: 120 }),
    rating: number({
      label: { en: 'Rating', bn: 'রেটিং' },
      hint: { en: 'Stars, 1 to 5.', bn: 'তারকা, ১ থেকে ৫।' },
      min: 1,
      max: 5,
    }),
    text: text({ label: { en: 'Quote', bn: 'উক্তি' }, max: 1000 }),
  },
})
export const reviewSchema = reviewsCollection.schema
export type ReviewData = DataOf<typeof reviewsCollection.fields>
