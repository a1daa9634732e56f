import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { group, line, list } from '../registry/fields.ts'
import { viewList } from '../registry/view.ts'
import { z } from '../zod.ts'

/** The settings as the footer and About read them: written the same in both languages. */
export const SettingsSchema = z.object({
  /** Social profiles; empty when none are public. */
  social: viewList(z.object({ label: z.string(), href: z.url() })),
  /** Empty until the company enters it. */
  tradeLicence: z.string(),
  memberships: viewList(z.string()),
})

/** Site-wide settings (one entry), shown in the footer and on About when filled. */
export const siteSettingsCollection = defineCollection({
  label: { en: 'Site settings', bn: 'সাইটের সেটিংস' },
  singleton: true,
  slugged: false,
  editors: ['editor'],
  public: true,
  name: () => 'Site settings',
  view: {
    schema: SettingsSchema,
    show: ({ data }) => ({
      social: data.social,
      tradeLicence: data.tradeLicence,
      memberships: data.memberships,
    }),
  },
  fields: {
    social: list({
      label: { en: 'Social networks', bn: 'সামাজিক যোগাযোগমাধ্যম' },
      of: group({
        label: { en: 'Social network', bn: 'সামাজিক যোগাযোগমাধ্যম' },
        fields: {
          label: line({ label: { en: 'Network', bn: 'নেটওয়ার্ক' }, translated: false, max: 40 }),
          href: line({
            label: { en: 'Profile address', bn: 'প্রোফাইলের ঠিকানা' },
            translated: false,
            format: 'web-address',
            max: 500,
          }),
        },
      }),
      max: 10,
    }),
    tradeLicence: line({
      label: { en: 'Trade licence', bn: 'ট্রেড লাইসেন্স' },
      hint: { en: 'Empty until the company enters it.', bn: 'প্রতিষ্ঠান না দেওয়া পর্যন্ত খালি।' },
      translated: false,
      optional: true,
      max: 60,
    }),
    memberships: list({
      label: { en: 'Memberships', bn: 'সদস্যপদ' },
      hint: {
        en: 'IATA, BAFFA, FIATA…: written the same in both languages, one per line.',
        bn: 'IATA, BAFFA, FIATA…: দুই ভাষায় একই রকম লেখা, প্রতি লাইনে একটি।',
      },
      of: line({ label: { en: 'Membership', bn: 'সদস্যপদ' }, translated: false, max: 80 }),
      max: 12,
    }),
  },
})
export const siteSettingsSchema = siteSettingsCollection.schema
export type SiteSettingsData = DataOf<typeof siteSettingsCollection.fields>
