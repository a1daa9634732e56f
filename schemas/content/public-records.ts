import type { ContentCollection, ContentData } from './collections.ts'
import { oneLineAddress } from '#domain/postal-address.ts'
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
import { pickLanguage, type Language, type Localized } from './localized.ts'

/** A published item as visitors see it: its data is what its collection's schema accepted. */
export interface PublishedItem<C extends ContentCollection = ContentCollection> {
  id: number
  slug: string | null
  sortOrder: number
  data: ContentData<C>
}

export type PublishedCollections = { [C in ContentCollection]: PublishedItem<C>[] }

/**
 * The published content in the shapes the seed's API has always answered (server/routes/content/
 * record-schemas.ts) and the pages read, in one language. Built once per language each time the
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
  const helpers: ViewHelpers = { text: t, texts: ts, imageUrl }
  /** Each published item of a collection shown by the collection's own view. */
  const shown = <Data, Shape>(items: readonly PublishedItem[], view: PublicView<Data, Shape>) =>
    items.map((item) =>
      view.show({ id: item.id, slug: slugOf(item), data: item.data as Data }, helpers),
    )

  const company = content.company[0]?.data
  const about = content.about[0]?.data
  const background = content['client-background'][0]?.data
  const settings = content['site-settings'][0]?.data

  const offices = content.offices.map((item) => ({
    id: item.id,
    slug: slugOf(item),
    kind: item.data.kind,
    name: t(item.data.name),
    address: {
      street: t(item.data.address.street),
      locality: t(item.data.address.locality),
      region: t(item.data.address.region),
      postalCode: item.data.address.postalCode,
      country: item.data.address.country,
    },
    phones: item.data.phones,
    email: item.data.email,
    whatsapp: item.data.whatsapp,
    geo: item.data.geo,
  }))

  // The company's phones are its headquarters' (schemas/content/company.ts).
  const headquarters = offices.find((office) => office.kind === 'headquarters') ?? offices[0]
  const companyPhones: readonly string[] = headquarters?.phones ?? []

  const statistics = content.statistics.map(({ data }) => ({
    value: data.value,
    suffix: data.suffix,
    label: t(data.label),
  }))

  const caseStudies = shown(content['case-studies'], caseStudiesCollection.view)
  const caseStudiesById = new Map(caseStudies.map((study) => [study.id, study]))

  const services = content.services.map((item) => ({
    id: item.id,
    slug: slugOf(item),
    title: t(item.data.title),
    image: imageUrl(item.data.image),
    summary: t(item.data.summary),
    description: t(item.data.description),
    highlights: ts(item.data.highlights),
    transitTimes: item.data.transitTimes.map((lane) => ({
      lane: t(lane.lane),
      fastestDays: lane.fastestDays,
      slowestDays: lane.slowestDays,
      note: t(lane.note),
    })),
    documents: item.data.documents.map((document) => ({
      name: t(document.name),
      providedBy: t(document.providedBy),
    })),
    faq: item.data.faq.map((entry) => ({ question: t(entry.question), answer: t(entry.answer) })),
    // Only the published ones: a link to a case study taken off the site would lead to a 404.
    caseStudies: item.data.caseStudyIds.flatMap((id) => {
      const study = caseStudiesById.get(id)
      return study ? [{ id: study.id, slug: study.slug, title: study.title }] : []
    }),
  }))

  const workingAreas = shown(content['working-areas'], workingAreasCollection.view)

  const serviceSlugs = new Map(services.map((service) => [service.id, service.slug]))
  const areaSlugs = new Map(workingAreas.map((area) => [area.id, area.slug]))
  // An item whose service or area is not published is not shown: its filters could not find it.
  const portfolio = content.portfolio.flatMap((item) => {
    const serviceSlug = serviceSlugs.get(item.data.serviceId)
    const workingAreaSlug = areaSlugs.get(item.data.workingAreaId)
    if (serviceSlug === undefined || workingAreaSlug === undefined) return []
    return [
      {
        id: item.id,
        slug: slugOf(item),
        title: t(item.data.title),
        description: t(item.data.description),
        categoryId: item.data.categoryId,
        serviceSlug,
        workingAreaSlug,
        image: imageUrl(item.data.image),
      },
    ]
  })

  const clients = shown(content.clients, clientsCollection.view)

  const records = {
    company: company && {
      name: t(company.name),
      legalName: t(company.legalName),
      tagline: t(company.tagline),
      blurb: t(company.blurb),
      introduction: ts(company.introduction),
      foundedYear: company.foundedYear,
      phones: companyPhones,
      email: company.email,
      openingHours: {
        label: t(company.openingHours.label),
        days: company.openingHours.days,
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    },
    about: about && {
      mission: t(about.mission),
      vision: t(about.vision),
      objectives: ts(about.objectives),
      values: about.values.map((value) => ({ title: t(value.title), text: t(value.text) })),
      commitment: {
        statement: ts(about.commitment.statement),
        name: t(about.commitment.name),
        role: t(about.commitment.role),
      },
    },
    offices,
    statistics,
    services,
    slides: shown(content.slides, slidesCollection.view),
    aboutUs: company &&
      about && {
        title: `About ${t(company.name)}`,
        body: ts(company.introduction),
        mission: t(about.mission),
        vision: t(about.vision),
      },
    clients,
    clientLogos: clients.map(({ id, slug, name, logo }) => ({ id, slug, name, logo })),
    clientBackground: background && {
      image: imageUrl(background.image),
      overlayText: t(background.overlayText),
    },
    siteSettings: company && {
      siteName: t(company.name),
      tagline: t(company.tagline),
      email: company.email,
      phones: companyPhones,
      openingHours: t(company.openingHours.label),
      offices: offices.map((office) => ({
        name: office.name,
        address: oneLineAddress(office.address),
      })),
      social: settings?.social ?? [],
    },
    settings: settings ?? { social: [], tradeLicence: '', memberships: [] },
    companyOverview: company && {
      headline: t(company.overviewHeadline),
      paragraphs: ts(company.overview),
      statistics,
      foundedYear: company.foundedYear,
    },
    initiatives: shown(content.initiatives, initiativesCollection.view),
    reviews: shown(content.reviews, reviewsCollection.view),
    team: shown(content.team, teamCollection.view),
    categories: shown(content.categories, categoriesCollection.view),
    caseStudies,
    projects: shown(content.projects, projectsCollection.view),
    workingAreas,
    portfolio,
    galleryCategories: shown(content['gallery-categories'], galleryCategoriesCollection.view),
    gallery: shown(content.gallery, galleryCollection.view),
    /** What the quote form offers: the published services, with the rule their weight is charged by. */
    serviceChoices: content.services.map((item) => ({
      slug: slugOf(item),
      title: t(item.data.title),
      mode: item.data.mode,
    })),
    notices: content.notices.map((item) => ({
      id: item.id,
      title: t(item.data.title),
      text: t(item.data.text),
      severity: item.data.severity,
      officeIds: item.data.officeIds,
      startsAt: item.data.startsAt,
      endsAt: item.data.endsAt,
      /** When visitors first see it: announced ahead, or from its start. */
      showFrom: item.data.showFrom || item.data.startsAt,
    })),
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
