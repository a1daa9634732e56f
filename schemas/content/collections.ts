import type { z } from '../zod.ts'
import type { Collection } from '../registry/collection.ts'
import type { Field } from '../registry/fields.ts'
import type { StaffRole } from '../staff.ts'
import { aboutCollection } from './about.ts'
import { caseStudiesCollection } from './case-studies.ts'
import { categoriesCollection } from './categories.ts'
import { clientBackgroundCollection } from './client-background.ts'
import { clientsCollection } from './clients.ts'
import { exchangeRatesCollection } from './exchange-rates.ts'
import { companyCollection } from './company.ts'
import { galleryCategoriesCollection } from './gallery-categories.ts'
import { galleryCollection } from './gallery.ts'
import { initiativesCollection } from './initiatives.ts'
import type { Localized } from './localized.ts'
import { noticesCollection } from './notices.ts'
import { officesCollection } from './offices.ts'
import { portfolioCollection } from './portfolio.ts'
import { positionsCollection } from './positions.ts'
import { projectsCollection } from './projects.ts'
import { rateCardsCollection } from './rate-cards.ts'
import { reviewsCollection } from './reviews.ts'
import { sailingsCollection } from './sailings.ts'
import { servicesCollection } from './services.ts'
import { siteSettingsCollection } from './site-settings.ts'
import { slidesCollection } from './slides.ts'
import { statisticsCollection } from './statistics.ts'
import { teamCollection } from './team.ts'
import { workingAreasCollection } from './working-areas.ts'

/**
 * Every kind of content staff edit (the site's, and the staff-only rate cards and exchange
 * rates the estimate is priced from, and the sailings and flights it names), each defined once in the registry (schemas/registry/):
 * its fields, who edits it, whether visitors see it. The checks a save goes through, the
 * workspace's form and the types the pages read all come from that definition; the id, slug and
 * order are the entry's own columns.
 */
export const CONTENT_COLLECTIONS = {
  company: companyCollection,
  'site-settings': siteSettingsCollection,
  about: aboutCollection,
  'client-background': clientBackgroundCollection,
  offices: officesCollection,
  services: servicesCollection,
  statistics: statisticsCollection,
  team: teamCollection,
  slides: slidesCollection,
  clients: clientsCollection,
  reviews: reviewsCollection,
  initiatives: initiativesCollection,
  categories: categoriesCollection,
  'case-studies': caseStudiesCollection,
  projects: projectsCollection,
  'working-areas': workingAreasCollection,
  portfolio: portfolioCollection,
  'gallery-categories': galleryCategoriesCollection,
  gallery: galleryCollection,
  notices: noticesCollection,
  positions: positionsCollection,
  'rate-cards': rateCardsCollection,
  'exchange-rates': exchangeRatesCollection,
  sailings: sailingsCollection,
} satisfies Record<string, Collection>

export type ContentCollection = keyof typeof CONTENT_COLLECTIONS

/** A reference field of a collection: which collection it names, and how the field is called. */
export interface ContentReference {
  collection: ContentCollection
  label: string
}

/** Whether `name` is a collection the registry defines (rows of a removed one may remain). */
export function isContentCollection(name: string): name is ContentCollection {
  return Object.hasOwn(CONTENT_COLLECTIONS, name)
}

/**
 * The fields of `collection` that name items of another collection, by field name: a save is
 * refused when the item named does not exist there, so a case study cannot point at a category
 * nobody can see. Read from the definitions' reference fields.
 */
export function contentReferences(collection: ContentCollection): Record<string, ContentReference> {
  const fields: Record<string, Field> = CONTENT_COLLECTIONS[collection].fields
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]) => {
      if (field.kind !== 'reference') return []
      if (!isContentCollection(field.collection)) {
        throw new Error(`${collection}.${key} names an unknown collection: ${field.collection}`)
      }
      return [[key, { collection: field.collection, label: field.label.en.toLowerCase() }]]
    }),
  )
}

export const CONTENT_COLLECTION_NAMES = Object.keys(CONTENT_COLLECTIONS) as ContentCollection[]

/** Whether `role` works on `collection` in the workspace: admins on every one. */
export function mayEdit(role: StaffRole, collection: ContentCollection): boolean {
  const editors: readonly StaffRole[] = CONTENT_COLLECTIONS[collection].editors
  return role === 'admin' || editors.includes(role)
}

/** Every role that works on some collection (besides admins, who work on all). */
export const CONTENT_EDITOR_ROLES: readonly StaffRole[] = [
  ...new Set(CONTENT_COLLECTION_NAMES.flatMap((name) => CONTENT_COLLECTIONS[name].editors)),
]

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
  return parsed.success ? (rules.name as (data: unknown) => string)(parsed.data) : rules.label.en
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
