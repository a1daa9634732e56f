import { COMMITMENT, MISSION, OBJECTIVES, VALUES, VISION } from '#content/about.ts'
import { COMPANY } from '#content/company.ts'
import { OFFICES } from '#content/offices.ts'
import {
  CLIENT_BACKGROUND,
  CLIENTS,
  COMPANY_OVERVIEW,
  INITIATIVES,
  REVIEWS,
  SITE_SETTINGS,
  SLIDES,
} from '#content/records.ts'
import { CATEGORIES, PORTFOLIOS, WORKING_AREAS } from '#content/showcase-records.ts'
import {
  CASE_STUDIES,
  GALLERY_CATEGORIES,
  GALLERY_ITEMS,
  PROJECTS,
} from '#content/story-records.ts'
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
import { SERVICE_GUIDES } from '#content/service-guides.ts'
import { SERVICE_GUIDES_BN, type ServiceGuideBangla } from '#content/bn/service-guides.ts'
import {
  CONTENT_COLLECTIONS,
  CONTENT_COLLECTION_NAMES,
  type ContentCollection,
  type ContentData,
} from '#schemas/content/collections.ts'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { Database } from '#server/db/client.ts'
import { contentEntries, contentVersions } from '#server/db/schema.ts'
import { advanceGeneration } from './published.ts'
import { seedPositions } from './seed-positions.ts'
import { banglaAt, both, bothLists, textsOf } from './seed-texts.ts'
import { claimOnce } from '#server/db/run-once.ts'

const SEED_NAME = 'site-content'

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

/**
 * Items of content/ as a collection's seed: each keeps its id and slug (none for a collection
 * without slugs), and its data is made from the item and its Bangla (content/bn/, by id).
 */
function seeded<
  Item extends { id: number; slug?: string },
  BanglaById extends Readonly<Record<Item['id'], unknown>>,
  C extends ContentCollection,
>(
  items: readonly Item[],
  banglaById: BanglaById,
  data: (item: Item, bangla: BanglaById[Item['id']]) => ContentData<C>,
): SeedItem<C>[] {
  return items.map((item) => ({
    id: item.id,
    slug: item.slug ?? null,
    data: data(item, banglaById[item.id as Item['id']]),
  }))
}

const slugOf = <T extends { slug: string }>(items: readonly T[], slug: string, what: string) => {
  const found = items.find((item) => item.slug === slug) as { id: number } | undefined
  if (!found) throw new Error(`content/: no ${what} with slug "${slug}"`)
  return found.id
}

/** What shippers look for on a service's page (content/service-guides.ts), in both languages. */
function serviceGuide(id: keyof typeof SERVICE_GUIDES) {
  const guide = SERVICE_GUIDES[id]
  const bangla: ServiceGuideBangla = SERVICE_GUIDES_BN[id]
  const what = `service ${id}`
  return {
    transitTimes: guide.transitTimes.map((lane, index) => {
      const { lane: laneBn, note } = banglaAt(bangla.transitTimes, index, `${what} transit time`)
      return {
        lane: both(lane.lane, laneBn),
        fastestDays: lane.fastestDays,
        slowestDays: lane.slowestDays,
        note: both(lane.note, note),
      }
    }),
    documents: guide.documents.map((document, index) => {
      const { name, providedBy } = banglaAt(bangla.documents, index, `${what} document`)
      return { name: both(document.name, name), providedBy: both(document.providedBy, providedBy) }
    }),
    faq: guide.faq.map((entry, index) => {
      const { question, answer } = banglaAt(bangla.faq, index, `${what} question`)
      return { question: both(entry.question, question), answer: both(entry.answer, answer) }
    }),
    caseStudyIds: guide.caseStudies.map((slug) => slugOf(CASE_STUDIES, slug, 'case study')),
  }
}

/** content/ as collections: ids and slugs kept, every text in English and Bangla (content/bn/). */
export function seedItems(): SeedItems {
  return withEveryCollection({
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
    services: seeded(SERVICES, SERVICES_BN, (service, bangla) => ({
      ...textsOf(service, bangla, 'title', 'summary', 'description'),
      mode: service.mode,
      image: drawing(`/images/services/${service.image}.svg`),
      highlights: bothLists(
        service.highlights,
        bangla.highlights,
        `service ${service.id} highlights`,
      ),
      ...serviceGuide(service.id),
    })),
    statistics: STATISTICS.map((statistic, index) => ({
      id: index + 1,
      slug: null,
      data: {
        value: statistic.value,
        suffix: statistic.suffix,
        label: both(statistic.label, statisticBangla(index).label),
      },
    })),
    team: seeded(TEAM, TEAM_BN, (member, bangla) => ({
      ...textsOf(member, bangla, 'name', 'designation', 'imageAlt'),
      image: drawing(member.image),
      // No profile is seeded: the company's people add their own.
      linkedIn: '',
    })),
    slides: seeded(SLIDES, SLIDES_BN, (slide, bangla) => ({
      ...textsOf(slide, bangla, 'title', 'subtitle', 'ctaLabel'),
      image: drawing(slide.image),
      ctaHref: slide.ctaHref,
    })),
    clients: seeded(CLIENTS, CLIENTS_BN, (client, bangla) => ({
      name: client.name,
      logo: drawing(client.logo),
      website: 'website' in client ? String(client.website) : '',
      ...textsOf(client, bangla, 'industry'),
    })),
    reviews: seeded(REVIEWS, REVIEWS_BN, (review, bangla) => ({
      author: review.author,
      company: review.company,
      rating: review.rating,
      ...textsOf(review, bangla, 'role', 'text'),
    })),
    initiatives: seeded(INITIATIVES, INITIATIVES_BN, (initiative, bangla) => ({
      ...textsOf(initiative, bangla, 'title', 'description'),
      image: drawing(initiative.image),
    })),
    categories: seeded(CATEGORIES, CATEGORIES_BN, (category, bangla) =>
      textsOf(category, bangla, 'name'),
    ),
    'case-studies': seeded(CASE_STUDIES, CASE_STUDIES_BN, (study, bangla) => ({
      ...textsOf(study, bangla, 'title', 'summary', 'challenge', 'solution', 'result'),
      categoryId: study.categoryId,
      client: study.client,
      publishedOn: study.publishedOn,
    })),
    projects: seeded(PROJECTS, PROJECTS_BN, (project, bangla) => ({
      ...textsOf(project, bangla, 'title', 'description'),
      categoryId: project.categoryId,
      tags: [...project.tags],
      featured: project.featured,
      completedOn: project.completedOn,
      image: drawing(project.image),
    })),
    'working-areas': seeded(WORKING_AREAS, WORKING_AREAS_BN, (area, bangla) => ({
      ...textsOf(area, bangla, 'title', 'description', 'region'),
      ports: [...area.ports],
      image: drawing(area.image),
    })),
    portfolio: seeded(PORTFOLIOS, PORTFOLIOS_BN, (item, bangla) => ({
      ...textsOf(item, bangla, 'title', 'description'),
      categoryId: item.categoryId,
      serviceId: slugOf(SERVICES, item.serviceSlug, 'service'),
      workingAreaId: slugOf(WORKING_AREAS, item.workingAreaSlug, 'working area'),
      image: drawing(item.image),
    })),
    'gallery-categories': seeded(GALLERY_CATEGORIES, GALLERY_CATEGORIES_BN, (category, bangla) =>
      textsOf(category, bangla, 'name'),
    ),
    gallery: seeded(GALLERY_ITEMS, GALLERY_ITEMS_BN, (item, bangla) => ({
      ...textsOf(item, bangla, 'title', 'caption'),
      categoryId: item.categoryId,
      image: drawing(item.image),
      takenOn: item.takenOn,
    })),
    positions: seedPositions(),
  })
}

/** The seed with no items for the kinds staff fill from nothing (notices, rate cards…). */
function withEveryCollection(items: Partial<SeedItems>): SeedItems {
  return Object.fromEntries(
    CONTENT_COLLECTION_NAMES.map((collection) => [collection, items[collection] ?? []]),
  ) as SeedItems
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
    if (!(await claimOnce(tx, SEED_NAME))) return 0
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
    // An item already there is kept: job positions an earlier version held in a table of their
    // own moved in with their ids (migration 0020), before this database had any other content.
    const written = await tx
      .insert(contentEntries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ collection: contentEntries.collection, id: contentEntries.id })
    if (written.length === 0) return 0
    const isWritten = (row: { collection: string; id: number }) =>
      written.some((item) => item.collection === row.collection && item.id === row.id)
    await tx
      .insert(contentVersions)
      .values(
        rows
          .filter(isWritten)
          .map((row) => ({ collection: row.collection, entryId: row.id, data: row.published })),
      )
    await advanceGeneration(tx)
    return written.length
  })
}
