import type { z } from '../zod.ts'
import { aboutSchema } from './about.ts'
import { caseStudySchema } from './case-studies.ts'
import { categorySchema } from './categories.ts'
import { clientBackgroundSchema } from './client-background.ts'
import { clientSchema } from './clients.ts'
import { companySchema } from './company.ts'
import { galleryCategorySchema } from './gallery-categories.ts'
import { galleryItemSchema } from './gallery.ts'
import { initiativeSchema } from './initiatives.ts'
import type { Localized } from './localized.ts'
import { noticeSchema } from './notices.ts'
import { officeSchema } from './offices.ts'
import { portfolioSchema } from './portfolio.ts'
import { projectSchema } from './projects.ts'
import { reviewSchema } from './reviews.ts'
import { serviceSchema } from './services.ts'
import { siteSettingsSchema } from './site-settings.ts'
import { slideSchema } from './slides.ts'
import { statisticSchema } from './statistics.ts'
import { teamMemberSchema } from './team.ts'
import { workingAreaSchema } from './working-areas.ts'

interface CollectionRules<Schema extends z.ZodType> {
  /** What the workspace calls the collection. */
  label: string
  schema: Schema
  /** One entry, id 1, that is never created nor deleted (the company, the site settings). */
  singleton: boolean
  /** Items are addressed by a slug (kept once made, so addresses stay). */
  slugged: boolean
  /** The English text that names an item in lists and in the audit log. */
  name(data: z.output<Schema>): string
}

function collection<Schema extends z.ZodType>(rules: CollectionRules<Schema>) {
  return rules
}

/**
 * Every kind of site content staff edit. Each collection's data is checked by its schema on save
 * (the workspace form uses the same one); the id, slug and order are the entry's own columns.
 */
export const CONTENT_COLLECTIONS = {
  company: collection({
    label: 'Company',
    schema: companySchema,
    singleton: true,
    slugged: false,
    name: (data) => data.name.en,
  }),
  'site-settings': collection({
    label: 'Site settings',
    schema: siteSettingsSchema,
    singleton: true,
    slugged: false,
    name: () => 'Site settings',
  }),
  about: collection({
    label: 'Mission, vision and values',
    schema: aboutSchema,
    singleton: true,
    slugged: false,
    name: () => 'Mission, vision and values',
  }),
  'client-background': collection({
    label: 'Clients background',
    schema: clientBackgroundSchema,
    singleton: true,
    slugged: false,
    name: (data) => data.overlayText.en,
  }),
  offices: collection({
    label: 'Offices',
    schema: officeSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.name.en,
  }),
  services: collection({
    label: 'Services',
    schema: serviceSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.title.en,
  }),
  statistics: collection({
    label: 'Statistics',
    schema: statisticSchema,
    singleton: false,
    slugged: false,
    name: (data) => data.label.en,
  }),
  team: collection({
    label: 'Team',
    schema: teamMemberSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.name.en,
  }),
  slides: collection({
    label: 'Slider',
    schema: slideSchema,
    singleton: false,
    slugged: false,
    name: (data) => data.title.en,
  }),
  clients: collection({
    label: 'Clients',
    schema: clientSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.name,
  }),
  reviews: collection({
    label: 'Reviews',
    schema: reviewSchema,
    singleton: false,
    slugged: false,
    name: (data) => `${data.author}, ${data.company}`,
  }),
  initiatives: collection({
    label: 'Initiatives',
    schema: initiativeSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.title.en,
  }),
  categories: collection({
    label: 'Categories',
    schema: categorySchema,
    singleton: false,
    slugged: true,
    name: (data) => data.name.en,
  }),
  'case-studies': collection({
    label: 'Case studies',
    schema: caseStudySchema,
    singleton: false,
    slugged: true,
    name: (data) => data.title.en,
  }),
  projects: collection({
    label: 'Projects',
    schema: projectSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.title.en,
  }),
  'working-areas': collection({
    label: 'Working areas',
    schema: workingAreaSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.title.en,
  }),
  portfolio: collection({
    label: 'Portfolio',
    schema: portfolioSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.title.en,
  }),
  'gallery-categories': collection({
    label: 'Gallery categories',
    schema: galleryCategorySchema,
    singleton: false,
    slugged: true,
    name: (data) => data.name.en,
  }),
  gallery: collection({
    label: 'Gallery',
    schema: galleryItemSchema,
    singleton: false,
    slugged: true,
    name: (data) => data.title.en,
  }),
  notices: collection({
    label: 'Notices',
    schema: noticeSchema,
    singleton: false,
    slugged: false,
    name: (data) => data.title.en,
  }),
}

export type ContentCollection = keyof typeof CONTENT_COLLECTIONS

/**
 * Fields that name items of another collection: a save is refused when the item named does not
 * exist there, so a case study cannot point at a category nobody can see.
 */
export const CONTENT_REFERENCES: Partial<
  Record<ContentCollection, Record<string, { collection: ContentCollection; label: string }>>
> = {
  'case-studies': { categoryId: { collection: 'categories', label: 'category' } },
  projects: { categoryId: { collection: 'categories', label: 'category' } },
  portfolio: {
    categoryId: { collection: 'categories', label: 'category' },
    serviceId: { collection: 'services', label: 'service' },
    workingAreaId: { collection: 'working-areas', label: 'working area' },
  },
  gallery: { categoryId: { collection: 'gallery-categories', label: 'gallery category' } },
  notices: { officeIds: { collection: 'offices', label: 'office' } },
}
export const CONTENT_COLLECTION_NAMES = Object.keys(CONTENT_COLLECTIONS) as ContentCollection[]

/** The data of one item of `C`, as its schema outputs it. */
export type ContentData<C extends ContentCollection> = z.output<
  (typeof CONTENT_COLLECTIONS)[C]['schema']
>

/** A `{ en, bn }` text, as the content's data holds it. */
export function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as Localized).en === 'string' &&
    typeof (value as Localized).bn === 'string'
  )
}

/**
 * How staff recognise an item in lists, the audit log and messages. Data saved under an earlier
 * version of the schema still gets a name: the collection's label.
 */
export function contentItemName(collection: ContentCollection, data: unknown): string {
  const rules = CONTENT_COLLECTIONS[collection]
  const parsed = rules.schema.safeParse(data)
  return parsed.success ? (rules.name as (data: unknown) => string)(parsed.data) : rules.label
}

/** True when some text has English but no Bangla yet: the workspace lists it as untranslated. */
export function lacksBangla(data: unknown): boolean {
  if (isLocalized(data)) return data.en !== '' && data.bn === ''
  if (Array.isArray(data)) return data.some(lacksBangla)
  if (typeof data === 'object' && data !== null) return Object.values(data).some(lacksBangla)
  return false
}

/** "weekly-garment-consolidation": an item's name as an address segment. */
export function contentSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  // A slug of digits alone would be read as an id.
  return /^[0-9]*$/.test(slug) ? fallback : slug
}
