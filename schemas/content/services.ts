import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { choice, image, line, list, text } from '../registry/fields.ts'

const MODE_OPTIONS = [
  { value: 'air', label: { en: 'Air freight', bn: 'বিমানে মালবহন' } },
  { value: 'sea', label: { en: 'Sea freight', bn: 'সমুদ্রপথে মালবহন' } },
  { value: 'sea-air', label: { en: 'Sea–air', bn: 'সমুদ্র-বিমান' } },
  { value: 'warehousing', label: { en: 'Warehousing', bn: 'গুদামজাতকরণ' } },
  { value: 'road-air', label: { en: 'Road–air', bn: 'সড়ক-বিমান' } },
  { value: 'air-air', label: { en: 'Air–air', bn: 'বিমান-বিমান' } },
  { value: 'air-sea', label: { en: 'Air–sea', bn: 'বিমান-সমুদ্র' } },
  { value: 'project', label: { en: 'Project cargo', bn: 'প্রজেক্ট কার্গো' } },
] as const

export const SERVICE_MODES = MODE_OPTIONS.map((option) => option.value)

export const servicesCollection = defineCollection({
  label: { en: 'Services', bn: 'সেবা' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.title.en,
  fields: {
    title: line({ label: { en: 'Title', bn: 'শিরোনাম' }, max: 80 }),
    mode: choice({
      label: { en: 'Mode of transport', bn: 'পরিবহনের ধরন' },
      hint: {
        en: 'Decides which chargeable-weight rule a quote uses.',
        bn: 'কোটেশনে কোন চার্জযোগ্য ওজনের নিয়ম খাটবে, তা ঠিক করে।',
      },
      options: MODE_OPTIONS,
    }),
    image: image({ label: { en: 'Picture', bn: 'ছবি' } }),
    summary: line({ label: { en: 'Summary', bn: 'সারসংক্ষেপ' }, max: 300 }),
    description: text({ label: { en: 'Description', bn: 'বিবরণ' }, max: 3000 }),
    highlights: list({
      label: { en: 'Highlights', bn: 'বিশেষ দিক' },
      of: line({ label: { en: 'Highlights', bn: 'বিশেষ দিক' }, max: 120 }),
      min: 1,
      max: 8,
    }),
  },
})
export const serviceSchema = servicesCollection.schema
export type ServiceData = DataOf<typeof servicesCollection.fields>
export type ServiceMode = ServiceData['mode']
