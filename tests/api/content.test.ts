import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ABOUT_US,
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
import { SERVICE_GUIDES } from '#content/service-guides.ts'
import { TEAM } from '#content/team.ts'
import { POSITION_BANGLA_FIELDS } from '#schemas/positions.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { getJson, wire } from './support/http.ts'
import { publishPosition } from './support/positions.ts'
import { removeDataDir, ROOT, startServer, type RunningServer } from './support/server.ts'
import { SEEDED_OPEN_POSITIONS, SEEDED_POSITIONS } from '../support/seeded-positions.ts'

let server: RunningServer
const get = (pathAndQuery: string) => getJson(`${server.url}${pathAndQuery}`)

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** Each call answers the same with and without its trailing slash. */
function bothWays(pathAndQuery: string): [string, string] {
  const [pathname = '', query] = pathAndQuery.split('?')
  const suffix = query === undefined ? '' : `?${query}`
  const bare = pathname.replace(/\/$/, '')
  return [`${bare}${suffix}`, `${bare}/${suffix}`]
}

async function expectData(pathAndQuery: string, expected: unknown) {
  for (const variant of bothWays(pathAndQuery)) {
    const { status, body } = await get(variant)
    expect(status, variant).toBe(200)
    expect(body, variant).toEqual({ data: wire(expected) })
  }
}

/** A seeded position as the public API answers it: its Bangla in the `…Bn` fields. */
function onTheWire({ bn, ...position }: (typeof SEEDED_POSITIONS)[number]) {
  const bangla = Object.fromEntries(
    Object.entries(POSITION_BANGLA_FIELDS).map(([field, banglaField]) => [
      banglaField,
      bn[field as keyof typeof bn],
    ]),
  )
  return {
    ...(wire(position) as object),
    ...bangla,
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  }
}

/** A position hr published as the public API answers it, open today. */
function publishedOnTheWire(position: StaffPosition) {
  return {
    id: position.id,
    slug: position.slug,
    title: position.title,
    department: position.department,
    location: position.location,
    type: position.type,
    closingDate: position.applyBy,
    summary: position.summary,
    description: position.description,
    responsibilities: position.responsibilities,
    requirements: position.requirements,
    ...Object.fromEntries(
      Object.values(POSITION_BANGLA_FIELDS).map((banglaField) => [
        banglaField,
        position[banglaField],
      ]),
    ),
    open: true,
    datePosted: position.publishedAt?.slice(0, 10),
  }
}

async function expectNotFound(pathAndQuery: string) {
  const { status, body } = await get(pathAndQuery)
  expect(status, pathAndQuery).toBe(404)
  expect(body).toEqual({ code: 404, message: expect.any(String) })
}

async function expectBadRequest(pathAndQuery: string, field: string) {
  const { status, body } = await get(pathAndQuery)
  expect(status, pathAndQuery).toBe(400)
  expect(body).toMatchObject({ code: 400, message: expect.any(String) })
  expect(Object.keys(body.errors as object), pathAndQuery).toContain(field)
  expect(body.message).toBe((body.errors as Record<string, string>)[field])
}

describe('lists answer { data: [...] } from content/', () => {
  it.each([
    ['/api/home/slider', SLIDES],
    ['/api/client/', CLIENTS],
    ['/api/initiative/', INITIATIVES],
    ['/api/working-area/', WORKING_AREAS],
    ['/api/reviews/', REVIEWS],
    ['/api/team/', TEAM],
    ['/api/case/', CASE_STUDIES],
    ['/api/category/', CATEGORIES],
    ['/api/projects/', PROJECTS],
    ['/api/gallery/category/', GALLERY_CATEGORIES],
    ['/api/gallery/', GALLERY_ITEMS],
  ] as const)('%s', async (pathname, records) => {
    expect(records.length).toBeGreaterThanOrEqual(3)
    await expectData(pathname, records)
  })

  it('client logos carry id, slug, name and logo', async () => {
    await expectData(
      '/api/client/logo',
      CLIENTS.map(({ id, slug, name, logo }) => ({ id, slug, name, logo })),
    )
  })

  it('case categories are the categories that have case studies', async () => {
    const { body } = await get('/api/case/category/')
    const data = body.data as { id: number }[]
    expect(data.length).toBeGreaterThan(0)
    for (const category of data) {
      expect(CATEGORIES.map(({ id }) => id)).toContain(category.id)
      expect(CASE_STUDIES.some((study) => study.categoryId === category.id)).toBe(true)
    }
    await expectData('/api/case/category', data)
  })

  it('/api/jobs/position: the positions open today, from the database', async () => {
    // The seeded positions close on fixed dates (none may be open on the day this runs), so the
    // list is checked with one hr publishes now as well.
    const published = await publishPosition(server)
    const expected = [...SEEDED_OPEN_POSITIONS.map(onTheWire), publishedOnTheWire(published)]
    for (const variant of bothWays('/api/jobs/position')) {
      const { status, body } = await get(variant)
      expect(status, variant).toBe(200)
      expect(body, variant).toEqual({ data: expected })
    }
  })
})

describe('single records answer { data: {...} }', () => {
  it.each([
    ['/api/aboutus/view', ABOUT_US],
    ['/api/home/client-bg/', CLIENT_BACKGROUND],
    ['/api/home/settings/', SITE_SETTINGS],
    ['/api/home/company-overview/', COMPANY_OVERVIEW],
  ] as const)('%s', async (pathname, record) => {
    await expectData(pathname, record)
  })
})

describe('services', () => {
  const expected = SERVICES.map((service) => ({
    id: service.id,
    slug: service.slug,
    title: service.title,
    image: `/images/services/${service.slug}.svg`,
    summary: service.summary,
    description: service.description,
    highlights: service.highlights,
    transitTimes: SERVICE_GUIDES[service.id].transitTimes,
    documents: SERVICE_GUIDES[service.id].documents,
    faq: SERVICE_GUIDES[service.id].faq,
    caseStudies: SERVICE_GUIDES[service.id].caseStudies.map((slug) => {
      const study = CASE_STUDIES.find((candidate) => candidate.slug === slug)
      return { id: study?.id, slug, title: study?.title }
    }),
  }))

  it('lists the eight services in order, with image paths that exist', async () => {
    await expectData('/api/services/', expected)
    expect(expected.map(({ title }) => title)).toEqual([
      'AIR FREIGHT',
      'OCEAN FREIGHT',
      'SEA-AIR',
      'WAREHOUSING',
      'ROAD-AIR',
      'AIR-AIR',
      'AIR-SEA',
      'PROJECTS & CHARTERS',
    ])
    for (const { image } of expected)
      expect(existsSync(path.join(ROOT, 'public', image))).toBe(true)
  })

  it('answers a service by slug and by id', async () => {
    await expectData('/api/services/detail/ocean-freight', expected[1])
    await expectData('/api/services/detail/2', expected[1])
  })

  it('answers 404 for an unknown service', async () => {
    await expectNotFound('/api/services/detail/space-freight')
    await expectNotFound('/api/services/detail/9')
    await expectNotFound('/api/services/detail/0/')
  })
})

describe('details by slug or id', () => {
  it.each([
    ['/api/working-area/detail/', WORKING_AREAS],
    ['/api/case/detail/', CASE_STUDIES],
    ['/api/projects/details/', PROJECTS],
    ['/api/gallery/detail/', GALLERY_ITEMS],
  ] as const)('%s{slug}', async (prefix, records) => {
    const record = records[records.length - 1]
    if (!record) throw new Error('no records')
    await expectData(`${prefix}${record.slug}`, record)
    await expectData(`${prefix}${record.id}`, record)
    await expectNotFound(`${prefix}no-such-record`)
    await expectNotFound(`${prefix}999999`)
  })
})

describe('job positions by slug or id', () => {
  it('a closed one still answers, with open: false', async () => {
    const closed = SEEDED_POSITIONS.find((position) => !position.open)
    if (!closed) throw new Error('no closed seeded position')
    for (const key of [closed.slug, String(closed.id)]) {
      const { status, body } = await get(`/api/jobs/position/${key}`)
      expect(status).toBe(200)
      expect(body).toEqual({ data: onTheWire(closed) })
    }
    await expectNotFound('/api/jobs/position/no-such-record')
    await expectNotFound('/api/jobs/position/999999')
  })
})

describe('by category', () => {
  it('case studies by category id', async () => {
    const category = CATEGORIES[0]
    await expectData(
      `/api/case/by-category/${category.id}`,
      CASE_STUDIES.filter((study) => study.categoryId === category.id),
    )
    await expectNotFound('/api/case/by-category/999')
  })

  it('gallery by category answers { Data: [...] } with a capital D', async () => {
    for (const variant of bothWays('/api/gallery/by-category/2')) {
      const { status, body } = await get(variant)
      expect(status).toBe(200)
      expect(body).toEqual({ Data: wire(GALLERY_ITEMS.filter((item) => item.categoryId === 2)) })
      expect(body).not.toHaveProperty('data')
    }
    await expectNotFound('/api/gallery/by-category/999')
  })

  it('projects by category slug (and id)', async () => {
    const inCategory = PROJECTS.filter((project) => project.categoryId === 1)
    expect(inCategory.length).toBeGreaterThan(1)
    await expectData('/api/projects/by-category/garments-and-textiles', inCategory)
    await expectData('/api/projects/by-category/1', inCategory)
    await expectData(
      '/api/projects/by-category/garments-and-textiles?count=1&include_newest=true',
      inCategory.toSorted((a, b) => b.completedOn.localeCompare(a.completedOn)).slice(0, 1),
    )
    await expectNotFound('/api/projects/by-category/toys')
    await expectBadRequest('/api/projects/by-category/garments-and-textiles?count=0', 'count')
  })
})

describe('portfolio filters answer { portfolios: [...] }', () => {
  it.each([
    ['/api/services/filter/portfolio', 'service_slug', 'air-freight', 'serviceSlug'],
    ['/api/working-area/filter/portfolio', 'working_area_slug', 'europe', 'workingAreaSlug'],
  ] as const)('%s', async (pathname, param, slug, key) => {
    const matching = PORTFOLIOS.filter((item) => item[key] === slug)
    expect(matching.length).toBeGreaterThan(0)
    for (const variant of bothWays(`${pathname}?${param}=${slug}`)) {
      const { status, body } = await get(variant)
      expect(status).toBe(200)
      expect(body).toEqual({ portfolios: wire(matching) })
    }

    const categoryId = matching[0]?.categoryId
    const both = await get(`${pathname}?${param}=${slug}&category_id=${categoryId}`)
    expect(both.body).toEqual({
      portfolios: wire(matching.filter((item) => item.categoryId === categoryId)),
    })

    const all = await get(pathname)
    expect(all.body).toEqual({ portfolios: wire(PORTFOLIOS) })

    await expectNotFound(`${pathname}?${param}=atlantis`)
    await expectNotFound(`${pathname}?category_id=999`)
    await expectBadRequest(`${pathname}?category_id=abc`, 'category_id')
  })
})

describe('search is case-insensitive and answers [] when nothing matches', () => {
  it('services search looks in one service’s portfolio', async () => {
    const expected = PORTFOLIOS.filter(
      (item) =>
        item.serviceSlug === 'air-freight' && /frankfurt/i.test(item.title + item.description),
    )
    expect(expected.length).toBeGreaterThan(0)
    await expectData('/api/services/search?search=FRANKFURT&service_slug=air-freight', expected)
    await expectData('/api/services/search?search=frankfurt&service_slug=air-freight', expected)
    await expectData('/api/services/search?search=zeppelin&service_slug=air-freight', [])
    await expectNotFound('/api/services/search?search=x&service_slug=atlantis')
  })

  it('working-area search looks in one area’s portfolio', async () => {
    const expected = PORTFOLIOS.filter(
      (item) => item.workingAreaSlug === 'europe' && /hamburg/i.test(item.title + item.description),
    )
    expect(expected.length).toBeGreaterThan(0)
    await expectData('/api/working-area/search?search=HamBurg&working_area_slug=europe', expected)
    await expectData('/api/working-area/search?search=zeppelin', [])
  })

  it('case search', async () => {
    const expected = CASE_STUDIES.filter((study) =>
      /shrimp/i.test(
        [study.title, study.summary, study.challenge, study.solution, study.result].join(' '),
      ),
    )
    expect(expected.length).toBeGreaterThan(0)
    await expectData('/api/case/search?q=SHRIMP', expected)
    await expectData('/api/case/search?q=zeppelin', [])
    await expectBadRequest(`/api/case/search?q=${'x'.repeat(201)}`, 'q')
  })

  it('project search covers title, description and tags; tags narrow it', async () => {
    const byText = PROJECTS.filter((project) =>
      [project.title, project.description, ...project.tags].some((text) => /europe/i.test(text)),
    )
    await expectData('/api/projects/search?q=EUROPE', byText)
    const tagged = PROJECTS.filter((project) =>
      ['air freight', 'garments'].every((tag) => project.tags.some((own) => own === tag)),
    )
    expect(tagged.length).toBeGreaterThan(0)
    await expectData('/api/projects/search?tags=Air%20Freight,garments', tagged)
    await expectData('/api/projects/search?q=zeppelin', [])
    await expectData('/api/projects/search?tags=zeppelin', [])
  })
})

describe('project options', () => {
  const byDate = (direction: 1 | -1) =>
    PROJECTS.toSorted((a, b) => direction * a.completedOn.localeCompare(b.completedOn))

  it('count limits the list', async () => {
    await expectData('/api/projects?count=2', PROJECTS.slice(0, 2))
    await expectData('/api/projects?count=100', PROJECTS)
  })

  it('include_newest and include_oldest sort by completion date', async () => {
    await expectData('/api/projects?include_newest=true', byDate(-1))
    await expectData('/api/projects?include_oldest=1', byDate(1))
    await expectData('/api/projects?include_newest=true&include_oldest=false', byDate(-1))
  })

  it('include_featured puts featured projects first', async () => {
    const featured = PROJECTS.filter((project) => project.featured)
    const rest = PROJECTS.filter((project) => !project.featured)
    await expectData('/api/projects?include_featured=true', [...featured, ...rest])
    await expectData('/api/projects?include_featured=0', PROJECTS)
    await expectData(
      '/api/projects?include_featured=1&include_newest=1&count=2',
      byDate(-1)
        .filter((project) => project.featured)
        .slice(0, 2),
    )
  })

  it('year keeps one year; empty values count as absent', async () => {
    await expectData(
      '/api/projects?year=2023',
      PROJECTS.filter((project) => project.year === 2023),
    )
    await expectData('/api/projects?year=1999', [])
    await expectData('/api/projects?count=&include_featured=&year=', PROJECTS)
  })

  it.each([
    ['count=0', 'count'],
    ['count=101', 'count'],
    ['count=abc', 'count'],
    ['count=1.5', 'count'],
    ['count=-1', 'count'],
    ['count=1&count=2', 'count'],
    ['include_featured=yes', 'include_featured'],
    ['include_newest=2', 'include_newest'],
    ['include_oldest=TRUE', 'include_oldest'],
    ['year=23', 'year'],
    ['year=20x4', 'year'],
    ['year=20245', 'year'],
    ['include_newest=true&include_oldest=true', 'include_oldest'],
  ])('%s answers 400', async (query, field) => {
    await expectBadRequest(`/api/projects?${query}`, field)
    await expectBadRequest(`/api/projects/?${query}`, field)
  })
})
