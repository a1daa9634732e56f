import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { choice, fixed, group, line, list, number } from '../registry/fields.ts'
import { viewList, ViewId, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

const KIND_OPTIONS = [
  { value: 'headquarters', label: { en: 'Headquarters', bn: 'প্রধান কার্যালয়' } },
  { value: 'branch', label: { en: 'Branch', bn: 'শাখা' } },
] as const

/** An office as the pages show it (contact blocks, footer, structured data). */
export const OfficeSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  kind: z.enum(KIND_OPTIONS.map((option) => option.value)),
  /** e.g. "Dhaka Headquarters" */
  name: z.string(),
  address: z.object({
    street: z.string(),
    locality: z.string(),
    region: z.string(),
    postalCode: z.string(),
    /** ISO 3166-1 alpha-2 */
    country: z.literal('BD'),
  }),
  /** In international format: "+880 2 5505 1234" */
  phones: viewList(z.string()),
  email: z.string(),
  /** Digits only with country code, as wa.me expects: "8801711000000" */
  whatsapp: z.string(),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
})

/** An office: contact blocks, the footer, the header's phones and the structured data read it. */
export const officesCollection = defineCollection({
  label: { en: 'Offices', bn: 'অফিস' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.name.en,
  view: {
    schema: OfficeSchema,
    show: ({ id, slug, data }, { text }) => ({
      id,
      slug,
      kind: data.kind,
      name: text(data.name),
      address: {
        street: text(data.address.street),
        locality: text(data.address.locality),
        region: text(data.address.region),
        postalCode: data.address.postalCode,
        country: data.address.country,
      },
      phones: data.phones,
      email: data.email,
      whatsapp: data.whatsapp,
      geo: data.geo,
    }),
  },
  fields: {
    kind: choice({
      label: { en: 'Kind of office', bn: 'অফিসের ধরন' },
      hint: {
        en: 'The headquarters’ phones are the company’s.',
        bn: 'প্রধান কার্যালয়ের ফোন নম্বরই প্রতিষ্ঠানের ফোন নম্বর।',
      },
      options: KIND_OPTIONS,
    }),
    name: line({ label: { en: 'Name', bn: 'নাম' }, max: 120 }),
    address: group({
      label: { en: 'Address', bn: 'ঠিকানা' },
      fields: {
        street: line({ label: { en: 'Street', bn: 'রাস্তা' }, max: 200 }),
        locality: line({ label: { en: 'City', bn: 'শহর' }, max: 80 }),
        region: line({ label: { en: 'Division', bn: 'বিভাগ' }, max: 80 }),
        postalCode: line({ label: { en: 'Postcode', bn: 'পোস্টকোড' }, translated: false, max: 12 }),
        country: fixed('BD'),
      },
    }),
    phones: list({
      label: { en: 'Phones', bn: 'ফোন' },
      hint: {
        en: 'In international format, e.g. +880 2 5505 0101; the first is called first.',
        bn: 'আন্তর্জাতিক ফরম্যাটে, যেমন +880 2 5505 0101; প্রথমটিতে আগে ফোন করা হয়।',
      },
      of: line({ label: { en: 'Phone', bn: 'ফোন' }, translated: false, format: 'phone', max: 30 }),
      min: 2,
      max: 2,
    }),
    email: line({
      label: { en: 'Email', bn: 'ইমেইল' },
      translated: false,
      format: 'email',
      max: 254,
    }),
    whatsapp: line({
      label: { en: 'WhatsApp', bn: 'হোয়াটসঅ্যাপ' },
      hint: {
        en: 'Digits with the country code, e.g. 8801711000000.',
        bn: 'দেশের কোডসহ অঙ্ক, যেমন 8801711000000।',
      },
      translated: false,
      format: 'whatsapp',
      max: 15,
    }),
    geo: group({
      label: { en: 'Position on the map', bn: 'মানচিত্রে অবস্থান' },
      fields: {
        latitude: number({
          label: { en: 'Latitude', bn: 'অক্ষাংশ' },
          min: -90,
          max: 90,
          integer: false,
        }),
        longitude: number({
          label: { en: 'Longitude', bn: 'দ্রাঘিমাংশ' },
          min: -180,
          max: 180,
          integer: false,
        }),
      },
    }),
  },
})
export const officeSchema = officesCollection.schema

/** The headquarters (the first office when none is): its phones are the company's. */
export function headquartersIn<Office extends { kind: string }>(
  offices: readonly Office[],
): Office | undefined {
  return offices.find((office) => office.kind === 'headquarters') ?? offices[0]
}
export type OfficeData = DataOf<typeof officesCollection.fields>
