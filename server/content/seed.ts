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
import { ABOUT_BN, TEAM_BN } from '#content/bn/about.ts'
import { CLIENT_BACKGROUND_BN, COMPANY_BN, OFFICES_BN, STATISTICS_BN } from '#content/bn/company.ts'
import {
  CASE_STUDIES_BN,
  CATEGORIES_BN,
  CLIENTS_BN,
  GALLERY_CATEGORIES_BN,
  GALLERY_ITEMS_BN,
  INITIATIVES_BN,
  PORTFOLIOS_BN,
  PROJECTS_BN,
  REVIEWS_BN,
  SLIDES_BN,
  WORKING_AREAS_BN,
} from '#content/bn/records.ts'
import { SERVICES_BN } from '#content/bn/services.ts'
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

/** A text of content/ with its Bangla from content/bn/. */
const both = (en: string, bn: string): Localized => ({ en, bn })

/** A list of content/ with its Bangla, which must have one text for each English one. */
function bothLists(en: readonly string[], bn: readonly string[], what: string): Localized[] {
  if (bn.length !== en.length) {
    throw new Error(`content/bn: ${what} has ${bn.length} Bangla texts for ${en.length} English`)
  }
  return en.map((text, index) => both(text, bn[index] ?? ''))
}

/** The Bangla of a statistic, by its position in content/statistics.ts. */
function statisticBangla(index: number) {
  const bangla = (STATISTICS_BN as readonly { label: string }[])[index]
  if (!bangla) throw new Error(`content/bn: no Bangla for statistic ${index + 1}`)
  return bangla
}

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

/** content/ as collections: ids and slugs kept, every text in English and Bangla (content/bn/). */
export function seedItems(): SeedItems {
  return {
    company: [
      {
        id: 1,
        slug: null,
        data: {
          name: both(COMPANY.name, COMPANY_BN.name),
          legalName: both(COMPANY.legalName, COMPANY_BN.legalName),
          tagline: both(COMPANY.tagline, COMPANY_BN.tagline),
          blurb: both(COMPANY.blurb, COMPANY_BN.blurb),
          introduction: bothLists(
            COMPANY.introduction,
            COMPANY_BN.introduction,
            'company introduction',
          ),
          overviewHeadline: both(COMPANY_OVERVIEW.headline, COMPANY_BN.overviewHeadline),
          overview: bothLists(COMPANY_OVERVIEW.paragraphs, COMPANY_BN.overview, 'company overview'),
          foundedYear: COMPANY.foundedYear,
          phones: [...COMPANY.phones],
          email: COMPANY.email,
          openingHours: {
            label: both(COMPANY.openingHours.label, COMPANY_BN.openingHours.label),
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
          mission: both(MISSION, ABOUT_BN.mission),
          vision: both(VISION, ABOUT_BN.vision),
          objectives: bothLists(OBJECTIVES, ABOUT_BN.objectives, 'objectives'),
          values: VALUES.map((value, index) => {
            const bangla = ABOUT_BN.values[index]
            if (!bangla) throw new Error(`content/bn: no Bangla for value ${value.title}`)
            return { title: both(value.title, bangla.title), text: both(value.text, bangla.text) }
          }),
          commitment: {
            statement: bothLists(
              COMMITMENT.statement,
              ABOUT_BN.commitment.statement,
              'commitment statement',
            ),
            name: both(COMMITMENT.name, ABOUT_BN.commitment.name),
            role: both(COMMITMENT.role, ABOUT_BN.commitment.role),
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
          overlayText: both(CLIENT_BACKGROUND.overlayText, CLIENT_BACKGROUND_BN.overlayText),
        },
      },
    ],
    offices: OFFICES.map((office, index) => {
      const bangla = OFFICES_BN[office.id]
      return {
        id: index + 1,
        slug: office.id,
        data: {
          kind: office.kind,
          name: both(office.name, bangla.name),
          address: {
            street: both(office.address.street, bangla.address.street),
            locality: both(office.address.locality, bangla.address.locality),
            region: both(office.address.region, bangla.address.region),
            postalCode: office.address.postalCode,
            country: office.address.country,
          },
          phones: [...office.phones],
          email: office.email,
          whatsapp: office.whatsapp,
          geo: { ...office.geo },
        },
      }
    }),
    services: SERVICES.map((service) => {
      const bangla = SERVICES_BN[service.id]
      return {
        id: service.id,
        slug: service.slug,
        data: {
          title: both(service.title, bangla.title),
          mode: service.mode,
          image: drawing(`/images/services/${service.image}.svg`),
          summary: both(service.summary, bangla.summary),
          description: both(service.description, bangla.description),
          highlights: bothLists(
            service.highlights,
            bangla.highlights,
            `service ${service.id} highlights`,
          ),
        },
      }
    }),
    statistics: STATISTICS.map((statistic, index) => ({
      id: index + 1,
      slug: null,
      data: {
        value: statistic.value,
        suffix: statistic.suffix,
        label: both(statistic.label, statisticBangla(index).label),
      },
    })),
    team: TEAM.map((member) => {
      const bangla = TEAM_BN[member.id]
      return {
        id: member.id,
        slug: member.slug,
        data: {
          name: both(member.name, bangla.name),
          designation: both(member.designation, bangla.designation),
          image: drawing(member.image),
          imageAlt: both(member.imageAlt, bangla.imageAlt),
        },
      }
    }),
    slides: SLIDES.map((slide) => {
      const bangla = SLIDES_BN[slide.id]
      return {
        id: slide.id,
        slug: null,
        data: {
          title: both(slide.title, bangla.title),
          subtitle: both(slide.subtitle, bangla.subtitle),
          image: drawing(slide.image),
          ctaLabel: both(slide.ctaLabel, bangla.ctaLabel),
          ctaHref: slide.ctaHref,
        },
      }
    }),
    clients: CLIENTS.map((client) => ({
      id: client.id,
      slug: client.slug,
      data: {
        name: client.name,
        logo: drawing(client.logo),
        website: 'website' in client ? String(client.website) : '',
        industry: both(client.industry, CLIENTS_BN[client.id].industry),
      },
    })),
    reviews: REVIEWS.map((review) => {
      const bangla = REVIEWS_BN[review.id]
      return {
        id: review.id,
        slug: null,
        data: {
          author: review.author,
          company: review.company,
          role: both(review.role, bangla.role),
          rating: review.rating,
          text: both(review.text, bangla.text),
        },
      }
    }),
    initiatives: INITIATIVES.map((initiative) => {
      const bangla = INITIATIVES_BN[initiative.id]
      return {
        id: initiative.id,
        slug: initiative.slug,
        data: {
          title: both(initiative.title, bangla.title),
          description: both(initiative.description, bangla.description),
          image: drawing(initiative.image),
        },
      }
    }),
    categories: CATEGORIES.map((category) => ({
      id: category.id,
      slug: category.slug,
      data: { name: both(category.name, CATEGORIES_BN[category.id].name) },
    })),
    'case-studies': CASE_STUDIES.map((study) => {
      const bangla = CASE_STUDIES_BN[study.id]
      return {
        id: study.id,
        slug: study.slug,
        data: {
          title: both(study.title, bangla.title),
          categoryId: study.categoryId,
          client: study.client,
          summary: both(study.summary, bangla.summary),
          challenge: both(study.challenge, bangla.challenge),
          solution: both(study.solution, bangla.solution),
          result: both(study.result, bangla.result),
          publishedOn: study.publishedOn,
        },
      }
    }),
    projects: PROJECTS.map((project) => {
      const bangla = PROJECTS_BN[project.id]
      return {
        id: project.id,
        slug: project.slug,
        data: {
          title: both(project.title, bangla.title),
          categoryId: project.categoryId,
          description: both(project.description, bangla.description),
          tags: [...project.tags],
          featured: project.featured,
          completedOn: project.completedOn,
          image: drawing(project.image),
        },
      }
    }),
    'working-areas': WORKING_AREAS.map((area) => {
      const bangla = WORKING_AREAS_BN[area.id]
      return {
        id: area.id,
        slug: area.slug,
        data: {
          title: both(area.title, bangla.title),
          description: both(area.description, bangla.description),
          region: both(area.region, bangla.region),
          ports: [...area.ports],
          image: drawing(area.image),
        },
      }
    }),
    portfolio: PORTFOLIOS.map((item) => {
      const bangla = PORTFOLIOS_BN[item.id]
      return {
        id: item.id,
        slug: item.slug,
        data: {
          title: both(item.title, bangla.title),
          description: both(item.description, bangla.description),
          categoryId: item.categoryId,
          serviceId: slugOf(SERVICES, item.serviceSlug, 'service'),
          workingAreaId: slugOf(WORKING_AREAS, item.workingAreaSlug, 'working area'),
          image: drawing(item.image),
        },
      }
    }),
    'gallery-categories': GALLERY_CATEGORIES.map((category) => ({
      id: category.id,
      slug: category.slug,
      data: { name: both(category.name, GALLERY_CATEGORIES_BN[category.id].name) },
    })),
    gallery: GALLERY_ITEMS.map((item) => {
      const bangla = GALLERY_ITEMS_BN[item.id]
      return {
        id: item.id,
        slug: item.slug,
        data: {
          title: both(item.title, bangla.title),
          categoryId: item.categoryId,
          image: drawing(item.image),
          caption: both(item.caption, bangla.caption),
          takenOn: item.takenOn,
        },
      }
    }),
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
