import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { image, line } from '../registry/fields.ts'
import { ViewId, ViewImagePath, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

/** A team member as visitors and the public API see it. */
export const TeamMemberSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  name: z.string(),
  designation: z.string(),
  image: ViewImagePath,
  imageAlt: z.string(),
  /** Present when the member has one. */
  linkedIn: z.url().optional(),
})

export const teamCollection = defineCollection({
  label: { en: 'Team', bn: 'টিম' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.name.en,
  view: {
    schema: TeamMemberSchema,
    show: ({ id, slug, data }, { text, imageUrl }) => ({
      id,
      slug,
      name: text(data.name),
      designation: text(data.designation),
      image: imageUrl(data.image),
      imageAlt: text(data.imageAlt),
      ...(data.linkedIn ? { linkedIn: data.linkedIn } : {}),
    }),
  },
  fields: {
    name: line({
      label: { en: 'Name', bn: 'নাম' },
      hint: {
        en: 'In Bangla script on Bangla pages, with the Latin form beside it.',
        bn: 'বাংলা পাতায় বাংলা হরফে, পাশে ইংরেজি বানানসহ।',
      },
      max: 120,
    }),
    designation: line({ label: { en: 'Designation', bn: 'পদবি' }, max: 120 }),
    image: image({ label: { en: 'Portrait', bn: 'প্রতিকৃতি' } }),
    imageAlt: line({
      label: { en: 'Portrait description', bn: 'প্রতিকৃতির বর্ণনা' },
      hint: {
        en: 'For a drawing; a photo from the library carries its own alt text.',
        bn: 'আঁকা ছবির জন্য; লাইব্রেরির ফটোর বর্ণনা ফটোর সঙ্গেই থাকে।',
      },
      max: 200,
    }),
    linkedIn: line({
      label: { en: 'LinkedIn profile', bn: 'লিংকডইন প্রোফাইল' },
      hint: {
        en: 'The address of their profile, e.g. https://www.linkedin.com/in/…; empty for none.',
        bn: 'প্রোফাইলের ঠিকানা, যেমন https://www.linkedin.com/in/…; না থাকলে খালি।',
      },
      translated: false,
      optional: true,
      format: 'web-address',
      max: 500,
    }),
  },
})
export const teamMemberSchema = teamCollection.schema
export type TeamMemberData = DataOf<typeof teamCollection.fields>
