import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { choices, group, line, list, number, text, time } from '../registry/fields.ts'
import { viewList } from '../registry/view.ts'
import { z } from '../zod.ts'
import { headquartersIn, officesCollection } from './offices.ts'

const DAYS = [
  { value: 'Saturday', label: { en: 'Saturday', bn: 'শনিবার' } },
  { value: 'Sunday', label: { en: 'Sunday', bn: 'রবিবার' } },
  { value: 'Monday', label: { en: 'Monday', bn: 'সোমবার' } },
  { value: 'Tuesday', label: { en: 'Tuesday', bn: 'মঙ্গলবার' } },
  { value: 'Wednesday', label: { en: 'Wednesday', bn: 'বুধবার' } },
  { value: 'Thursday', label: { en: 'Thursday', bn: 'বৃহস্পতিবার' } },
  { value: 'Friday', label: { en: 'Friday', bn: 'শুক্রবার' } },
] as const

/** The company as every page's shell, home and About show it. */
export const CompanySchema = z.object({
  name: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  /** One or two sentences, used in the footer. */
  blurb: z.string(),
  /** Paragraphs for the home "About" block and the About page introduction. */
  introduction: viewList(z.string()),
  foundedYear: z.number().int(),
  /** Its headquarters' phones. */
  phones: viewList(z.string()),
  email: z.string(),
  openingHours: z.object({
    /** Shown to visitors verbatim. */
    label: z.string(),
    /** schema.org day names, in order. */
    days: viewList(z.enum(DAYS.map((day) => day.value))),
    /** 24-hour "HH:MM" */
    opens: z.string(),
    closes: z.string(),
  }),
})

/**
 * The company (one entry): names, texts of the home and About pages, the general email and the
 * opening hours. Its phones are its headquarters' (offices.ts): one fact, one record, so a number
 * changed in Offices is the number every page, email and structured data shows.
 */
export const companyCollection = defineCollection({
  label: { en: 'Company', bn: 'প্রতিষ্ঠান' },
  singleton: true,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: (data) => data.name.en,
  view: {
    schema: CompanySchema,
    show: ({ data }, { text, texts, shown }) => {
      const headquarters = headquartersIn(shown(officesCollection))
      return {
        name: text(data.name),
        legalName: text(data.legalName),
        tagline: text(data.tagline),
        blurb: text(data.blurb),
        introduction: texts(data.introduction),
        foundedYear: data.foundedYear,
        phones: headquarters?.phones ?? [],
        email: data.email,
        openingHours: {
          label: text(data.openingHours.label),
          days: data.openingHours.days,
          opens: data.openingHours.opens,
          closes: data.openingHours.closes,
        },
      }
    },
  },
  fields: {
    name: line({ label: { en: 'Name', bn: 'নাম' }, max: 120 }),
    legalName: line({ label: { en: 'Legal name', bn: 'আইনগত নাম' }, max: 160 }),
    tagline: line({ label: { en: 'Tagline', bn: 'ট্যাগলাইন' }, max: 160 }),
    blurb: text({
      label: { en: 'Blurb', bn: 'সংক্ষিপ্ত পরিচিতি' },
      hint: {
        en: 'A few sentences for the footer and search results.',
        bn: 'ফুটার ও সার্চ ফলাফলের জন্য কয়েকটি বাক্য।',
      },
      max: 400,
    }),
    introduction: list({
      label: { en: 'Introduction', bn: 'পরিচিতি' },
      of: text({ label: { en: 'Introduction', bn: 'পরিচিতি' }, max: 2000 }),
      min: 1,
      max: 6,
    }),
    overviewHeadline: line({
      label: { en: 'Overview headline', bn: 'সংক্ষিপ্ত বিবরণের শিরোনাম' },
      max: 160,
    }),
    overview: list({
      label: { en: 'Overview', bn: 'সংক্ষিপ্ত বিবরণ' },
      of: text({ label: { en: 'Overview', bn: 'সংক্ষিপ্ত বিবরণ' }, max: 2000 }),
      min: 1,
      max: 4,
    }),
    foundedYear: number({
      label: { en: 'Founded year', bn: 'প্রতিষ্ঠার বছর' },
      min: 1900,
      max: 2100,
    }),
    email: line({
      label: { en: 'Email', bn: 'ইমেইল' },
      translated: false,
      format: 'email',
      max: 254,
    }),
    openingHours: group({
      label: { en: 'Opening hours', bn: 'অফিস সময়' },
      fields: {
        label: line({
          label: { en: 'Opening hours', bn: 'অফিস সময়' },
          hint: {
            en: 'As visitors read it, e.g. Sat–Thu 9:00–18:00',
            bn: 'যেমন: শনি–বৃহস্পতি ৯:০০–১৮:০০',
          },
          max: 120,
        }),
        days: choices({
          label: { en: 'Days open', bn: 'খোলা থাকার দিন' },
          options: DAYS,
          min: 1,
          max: 7,
        }),
        opens: time({ label: { en: 'Opening time', bn: 'খোলার সময়' } }),
        closes: time({ label: { en: 'Closing time', bn: 'বন্ধের সময়' } }),
      },
    }),
  },
})
export const companySchema = companyCollection.schema
export type CompanyData = DataOf<typeof companyCollection.fields>
