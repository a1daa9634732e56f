import {
  CONTENT_COLLECTION_NAMES,
  CONTENT_COLLECTIONS,
  type ContentCollection,
  type ContentData,
} from './collections.ts'
import type { ImageRef } from './image-ref.ts'
import type { PublicView, ViewHelpers } from '../registry/view.ts'
import { teamCollection } from './team.ts'
import { galleryCollection } from './gallery.ts'
import { projectsCollection } from './projects.ts'
import { caseStudiesCollection } from './case-studies.ts'
import { galleryCategoriesCollection } from './gallery-categories.ts'
import { categoriesCollection } from './categories.ts'
import { reviewsCollection } from './reviews.ts'
import { initiativesCollection } from './initiatives.ts'
import { slidesCollection } from './slides.ts'
import { workingAreasCollection } from './working-areas.ts'
import { clientsCollection } from './clients.ts'
import { aboutCollection } from './about.ts'
import { clientBackgroundCollection } from './client-background.ts'
import { companyCollection, type CompanyData } from './company.ts'
import { aboutUsView, companyOverviewView, siteSettingsView } from './company-blocks.ts'
import { noticesCollection } from './notices.ts'
import { officesCollection } from './offices.ts'
import { portfolioCollection } from './portfolio.ts'
import { servicesCollection } from './services.ts'
import { siteSettingsCollection, type SiteSettingsData } from './site-settings.ts'
import { statisticsCollection } from './statistics.ts'
import { emptyRecord } from '../registry/values.ts'
import { pickLanguage, type Language, type Localized } from './localized.ts'

/** A published item as visitors see it: its data is what its collection's schema accepted. */
export interface PublishedItem<C extends ContentCollection = ContentCollection> {
  id: number
  slug: string | null
  sortOrder: number
  /** Its latest publication (a vacancy's lastmod in the sitemap). */
  publishedAt: Date
  /** The day of its first publication, 2026-12-01 (a vacancy's datePosted). */
  firstPublishedOn: string
  data: ContentData<C>
}

export type PublishedCollections = { [C in ContentCollection]: PublishedItem<C>[] }

/**
 * The published content in the shapes the seed's API has always answered and the pages read, in
 * one language: each collection as its definition's view shows it, and the company's blocks
 * (company-blocks.ts). Built once per language each time the
 * content is read from the database, and frozen: routes answer these objects as they are.
 */

/**
 * The URL an image field carries in the API: the illustration's path, or the media picture's
 * largest card-sized file (`mediaUrls`, read with the content). Publishing refuses a picture
 * without its sizes, so a published item's picture has one; '' only if it was remade since.
 */
function imageUrlIn(mediaUrls: ReadonlyMap<string, string>) {
  return (image: ImageRef): string =>
    image.kind === 'illustration' ? image.path : (mediaUrls.get(image.id) ?? '')
}

function slugOf(item: PublishedItem): string {
  return item.slug ?? String(item.id)
}

export function publicRecords(
  content: PublishedCollections,
  language: Language,
  mediaUrls: ReadonlyMap<string, string>,
) {
  const imageUrl = imageUrlIn(mediaUrls)
  const t = (text: Localized) => pickLanguage(text, language).text
  const ts = (texts: readonly Localized[]) => texts.map(t)
  /** Each of `items` as `view` shows it, leaving out those it does not show. */
  const showEach = <Data, Shape>(items: readonly PublishedItem[], view: PublicView<Data, Shape>) =>
    items.flatMap((item) => {
      const record = view.show(
        { id: item.id, slug: slugOf(item), data: item.data as Data },
        helpers,
      )
      return record === null ? [] : [record]
    })
  // Each collection is shown once per language, whichever views join it.
  const shownByCollection = new Map<object, readonly unknown[]>()
  const showing = new Set<object>()
  const helpers: ViewHelpers = {
    text: t,
    texts: ts,
    imageUrl,
    shown: <Shape>(collection: { view: PublicView<never, Shape> }): readonly Shape[] => {
      const held = shownByCollection.get(collection)
      if (held) return held as readonly Shape[]
      const name = CONTENT_COLLECTION_NAMES.find((key) => CONTENT_COLLECTIONS[key] === collection)
      if (!name) throw new Error('A view joins a collection the registry does not list')
      if (showing.has(collection)) throw new Error(`The views joining ${name} go round in a circle`)
      showing.add(collection)
      const records = showEach(content[name], collection.view as PublicView<unknown, Shape>)
      showing.delete(collection)
      shownByCollection.set(collection, records)
      return records
    },
  }
  const { shown } = helpers
  /** A block made from the company (one entry); undefined while it is not published. */
  const companyBlock = <Shape>(view: PublicView<CompanyData, Shape>): Shape | undefined =>
    showEach(content.company, view)[0]

  const clients = shown(clientsCollection)
  const records = {
    company: shown(companyCollection)[0],
    about: shown(aboutCollection)[0],
    offices: shown(officesCollection),
    statistics: shown(statisticsCollection),
    services: shown(servicesCollection),
    slides: shown(slidesCollection),
    aboutUs: companyBlock(aboutUsView),
    clients,
    clientLogos: clients.map(({ id, slug, name, logo }) => ({ id, slug, name, logo })),
    clientBackground: shown(clientBackgroundCollection)[0],
    siteSettings: companyBlock(siteSettingsView),
    settings:
      shown(siteSettingsCollection)[0] ??
      (emptyRecord(siteSettingsCollection.fields) as SiteSettingsData),
    companyOverview: companyBlock(companyOverviewView),
    initiatives: shown(initiativesCollection),
    reviews: shown(reviewsCollection),
    team: shown(teamCollection),
    categories: shown(categoriesCollection),
    caseStudies: shown(caseStudiesCollection),
    projects: shown(projectsCollection),
    workingAreas: shown(workingAreasCollection),
    portfolio: shown(portfolioCollection),
    galleryCategories: shown(galleryCategoriesCollection),
    gallery: shown(galleryCollection),
    /** What the quote form offers: the published services, with the rule their weight is charged by. */
    serviceChoices: content.services.map((item) => ({
      slug: slugOf(item),
      title: t(item.data.title),
      mode: item.data.mode,
    })),
    notices: shown(noticesCollection),
  }
  return deepFreeze(records)
}

export type PublicRecords = ReturnType<typeof publicRecords>

/** Frozen objects let the serializer reuse their JSON (server/constant-responses.ts). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
