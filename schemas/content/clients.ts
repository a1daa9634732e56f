import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { image, line } from '../registry/fields.ts'
import { ViewId, ViewImagePath, ViewSlug } from '../registry/view.ts'
import { z } from '../zod.ts'

export const ClientSchema = z.object({
  id: ViewId,
  slug: ViewSlug,
  name: z.string(),
  logo: ViewImagePath,
  /** Left out when the client is not linked. */
  website: z.url().optional(),
  industry: z.string(),
})

/** The logo strip's view of a client. */
export const ClientLogoSchema = ClientSchema.pick({ id: true, slug: true, name: true, logo: true })

/** A customer of the logo strip: its name is written as the client writes it. */
export const clientsCollection = defineCollection({
  label: { en: 'Clients', bn: 'গ্রাহক' },
  singleton: false,
  slugged: true,
  editors: ['editor'],
  public: true,
  name: (data) => data.name,
  view: {
    schema: ClientSchema,
    show: ({ id, slug, data }, { text, imageUrl }) => ({
      id,
      slug,
      name: data.name,
      logo: imageUrl(data.logo),
      ...(data.website ? { website: data.website } : {}),
      industry: text(data.industry),
    }),
  },
  fields: {
    name: line({
      label: { en: 'Name', bn: 'নাম' },
      hint: { en: 'As the client writes it.', bn: 'গ্রাহক যেভাবে লেখেন।' },
      translated: false,
      max: 120,
    }),
    logo: image({ label: { en: 'Logo', bn: 'লোগো' } }),
    website: line({
      label: { en: 'Website', bn: 'ওয়েবসাইট' },
      hint: { en: 'Empty when not linked.', bn: 'লিংক না থাকলে খালি।' },
      translated: false,
      optional: true,
      format: 'web-address',
      max: 500,
    }),
    industry: line({ label: { en: 'Industry', bn: 'শিল্পখাত' }, max: 80 }),
  },
})
export const clientSchema = clientsCollection.schema
export type ClientData = DataOf<typeof clientsCollection.fields>
