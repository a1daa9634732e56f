import { COMMITMENT, MISSION, OBJECTIVES, VALUES, VISION } from '#content/about.ts'
import { COMPANY } from '#content/company.ts'
import { OFFICES } from '#content/offices.ts'
import {
  CASE_STUDIES,
  CATEGORIES,
  CLIENT_BACKGROUND,
  CLIENTS,
  COMPANY_OVERVIEW,
  GALLERY_CATEGORIES,
  GALLERY_ITEMS,
  INITIATIVES,
  PORTFOLIOS,
  PROJECTS,
  REVIEWS,
  SITE_SETTINGS,
  SLIDES,
  WORKING_AREAS,
} from '#content/records.ts'
import { SERVICES } from '#content/services.ts'
import { STATISTICS } from '#content/statistics.ts'
import { TEAM } from '#content/team.ts'
import {
  CONTENT_COLLECTIONS,
  type ContentCollection,
  type ContentData,
} from '#schemas/content/collections.ts'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { Localized } from '#schemas/content/localized.ts'
import type { Database } from '#server/db/client.ts'
import { contentEntries, contentSeeds, contentVersions } from '#server/db/schema.ts'
import { advanceGeneration } from './published.ts'

const SEED_NAME = 'site-content'

/** An English text of content/, before anyone translates it. */
const en = (text: string): Localized => ({ en: text, bn: '' })
const enList = (texts: readonly string[]): Localized[] => texts.map(en)
const drawing = (path: string): ImageRef => ({ kind: 'illustration', path })

interface SeedItem<C extends ContentCollection> {
  id: number
  slug: string | null
  data: ContentData<C>
}

type SeedItems = { [C in ContentCollection]: SeedItem<C>[] }

const slugOf = <T extends { slug: string }>(items: readonly T[], slug: string, what: string) => {
  const found = items.find((item) => item.slug === slug) as { id: number } | undefined
  if (!found) throw new Error(`content/: no ${what} with slug "${slug}"`)
  return found.id
}

/** content/ as collections: ids and slugs kept, every English text as `{ en, bn: '' }`. */
export function seedItems(): SeedItems {
  return {
    company: [
      {
        id: 1,
        slug: null,
        data: {
          name: en(COMPANY.name),
          legalName: en(COMPANY.legalName),
          tagline: en(COMPANY.tagline),
          blurb: en(COMPANY.blurb),
          introduction: enList(COMPANY.introduction),
          overviewHeadline: en(COMPANY_OVERVIEW.headline),
          overview: enList(COMPANY_OVERVIEW.paragraphs),
          foundedYear: COMPANY.foundedYear,
          phones: [...COMPANY.phones],
          email: COMPANY.email,
          openingHours: {
            label: en(COMPANY.openingHours.label),
            days: [...COMPANY.openingHours.days] as ContentData<'company'>['openingHours']['days'],
            opens: COMPANY.openingHours.opens,
            closes: COMPANY.openingHours.closes,
          },
        },
      },
    ],
    'site-settings': [
      {
        id: 1,
        slug: null,
        data: {
          social: SITE_SETTINGS.social.map(({ label, href }) => ({ label, href })),
          tradeLicence: '',
          memberships: [],
        },
      },
    ],
    about: [
      {
        id: 1,
        slug: null,
        data: {
          mission: en(MISSION),
          vision: en(VISION),
          objectives: enList(OBJECTIVES),
          values: VALUES.map((value) => ({ title: en(value.title), text: en(value.text) })),
          commitment: {
            statement: enList(COMMITMENT.statement),
            name: en(COMMITMENT.name),
            role: en(COMMITMENT.role),
          },
        },
      },
    ],
    'client-background': [
      {
        id: 1,
        slug: null,
        data: {
          image: drawing(CLIENT_BACKGROUND.image),
          overlayText: en(CLIENT_BACKGROUND.overlayText),
        },
      },
    ],
    offices: OFFICES.map((office, index) => ({
      id: index + 1,
      slug: office.id,
      data: {
        kind: office.kind,
        name: en(office.name),
        address: {
          street: en(office.address.street),
          locality: en(office.address.locality),
          region: en(office.address.region),
          postalCode: office.address.postalCode,
          country: office.address.country,
        },
        phones: [...office.phones],
        email: office.email,
        whatsapp: office.whatsapp,
        geo: { ...office.geo },
      },
    })),
    services: SERVICES.map((service) => ({
      id: service.id,
      slug: service.slug,
      data: {
        title: en(service.title),
        mode: service.mode,
        image: drawing(`/images/services/${service.image}.svg`),
        summary: en(service.summary),
        description: en(service.description),
        highlights: enList(service.highlights),
      },
    })),
    statistics: STATISTICS.map((statistic, index) => ({
      id: index + 1,
      slug: null,
      data: { value: statistic.value, suffix: statistic.suffix, label: en(statistic.label) },
    })),
    team: TEAM.map((member) => ({
      id: member.id,
      slug: member.slug,
      data: {
        name: en(member.name),
        designation: en(member.designation),
        image: drawing(member.image),
        imageAlt: en(member.imageAlt),
      },
    })),
    slides: SLIDES.map((slide) => ({
      id: slide.id,
      slug: null,
      data: {
        title: en(slide.title),
        subtitle: en(slide.subtitle),
        image: drawing(slide.image),
        ctaLabel: en(slide.ctaLabel),
        ctaHref: slide.ctaHref,
      },
    })),
    clients: CLIENTS.map((client) => ({
      id: client.id,
      slug: client.slug,
      data: {
        name: client.name,
        logo: drawing(client.logo),
        website: 'website' in client ? String(client.website) : '',
        industry: en(client.industry),
      },
    })),
    reviews: REVIEWS.map((review) => ({
      id: review.id,
      slug: null,
      data: {
        author: review.author,
        company: review.company,
        role: en(review.role),
        rating: review.rating,
        text: en(review.text),
      },
    })),
    initiatives: INITIATIVES.map((initiative) => ({
      id: initiative.id,
      slug: initiative.slug,
      data: {
        title: en(initiative.title),
        description: en(initiative.description),
        image: drawing(initiative.image),
      },
    })),
    categories: CATEGORIES.map((category) => ({
      id: category.id,
      slug: category.slug,
      data: { name: en(category.name) },
    })),
    'case-studies': CASE_STUDIES.map((study) => ({
      id: study.id,
      slug: study.slug,
      data: {
        title: en(study.title),
        categoryId: study.categoryId,
        client: study.client,
        summary: en(study.summary),
        challenge: en(study.challenge),
        solution: en(study.solution),
        result: en(study.result),
        publishedOn: study.publishedOn,
      },
    })),
    projects: PROJECTS.map((project) => ({
      id: project.id,
      slug: project.slug,
      data: {
        title: en(project.title),
        categoryId: project.categoryId,
        description: en(project.description),
        tags: [...project.tags],
        featured: project.featured,
        completedOn: project.completedOn,
        image: drawing(project.image),
      },
    })),
    'working-areas': WORKING_AREAS.map((area) => ({
      id: area.id,
      slug: area.slug,
      data: {
        title: en(area.title),
        description: en(area.description),
        region: en(area.region),
        ports: [...area.ports],
        image: drawing(area.image),
      },
    })),
    portfolio: PORTFOLIOS.map((item) => ({
      id: item.id,
      slug: item.slug,
      data: {
        title: en(item.title),
        description: en(item.description),
        categoryId: item.categoryId,
        serviceId: slugOf(SERVICES, item.serviceSlug, 'service'),
        workingAreaId: slugOf(WORKING_AREAS, item.workingAreaSlug, 'working area'),
        image: drawing(item.image),
      },
    })),
    'gallery-categories': GALLERY_CATEGORIES.map((category) => ({
      id: category.id,
      slug: category.slug,
      data: { name: en(category.name) },
    })),
    gallery: GALLERY_ITEMS.map((item) => ({
      id: item.id,
      slug: item.slug,
      data: {
        title: en(item.title),
        categoryId: item.categoryId,
        image: drawing(item.image),
        caption: en(item.caption),
        takenOn: item.takenOn,
      },
    })),
    notices: [],
  }
}

/**
 * Copies content/ into an empty database, published, once: the marker row is written in the same
 * transaction, so of two servers starting together on one database only one seeds (the other
 * waits on the marker's key and finds it taken), and a database whose items staff removed later
 * is not seeded again. Each item goes through its collection's schema, as a save would.
 * Returns how many items were written.
 */
export async function seedContent(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(contentSeeds)
      .values({ name: SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name })
    if (!marked) return 0
    const items = seedItems()
    const rows = (Object.keys(items) as ContentCollection[]).flatMap((collection) =>
      items[collection].map((item: SeedItem<ContentCollection>, index) => ({
        collection,
        id: item.id,
        slug: item.slug,
        sortOrder: index + 1,
        published: CONTENT_COLLECTIONS[collection].schema.parse(item.data) as Record<
          string,
          unknown
        >,
        publishedAt: new Date(),
      })),
    )
    await tx.insert(contentEntries).values(rows)
    await tx
      .insert(contentVersions)
      .values(
        rows.map((row) => ({ collection: row.collection, entryId: row.id, data: row.published })),
      )
    await advanceGeneration(tx)
    return rows.length
  })
}
