import { describe, expect, it } from 'vitest'
import { z } from '#schemas/zod.ts'
import { AboutSchema } from '#schemas/content/about.ts'
import { ClientBackgroundSchema } from '#schemas/content/client-background.ts'
import { CONTENT_COLLECTION_NAMES, CONTENT_COLLECTIONS } from '#schemas/content/collections.ts'
import {
  AboutUsSchema,
  CompanyOverviewSchema,
  SiteSettingsSchema,
} from '#schemas/content/company-blocks.ts'
import { CompanySchema } from '#schemas/content/company.ts'
import { NoticeSchema } from '#schemas/content/notices.ts'
import { OfficeSchema } from '#schemas/content/offices.ts'
import { PortfolioSchema } from '#schemas/content/portfolio.ts'
import { publicRecords, type PublishedCollections } from '#schemas/content/public-records.ts'
import { ServiceSchema } from '#schemas/content/services.ts'
import { SettingsSchema } from '#schemas/content/site-settings.ts'
import { StatisticSchema } from '#schemas/content/statistics.ts'
import { seedItems } from '#server/content/seed.ts'

/** The seed's items as if every one were published, in the seed's order. */
function publishedSeed(): PublishedCollections {
  const items = seedItems()
  return Object.fromEntries(
    CONTENT_COLLECTION_NAMES.map((collection) => [
      collection,
      items[collection].map((item, index) => ({ ...item, sortOrder: index })),
    ]),
  ) as PublishedCollections
}

describe('the public views', () => {
  it('are in the definition of every collection visitors see, and of no staff-only one', () => {
    const withoutView = CONTENT_COLLECTION_NAMES.filter(
      (collection) =>
        CONTENT_COLLECTIONS[collection].public && !('view' in CONTENT_COLLECTIONS[collection]),
    )
    expect(withoutView).toEqual([])
    const staffOnlyWithView = CONTENT_COLLECTION_NAMES.filter(
      (collection) =>
        !CONTENT_COLLECTIONS[collection].public && 'view' in CONTENT_COLLECTIONS[collection],
    )
    expect(staffOnlyWithView).toEqual([])
  })

  it.each(['en', 'bn'] as const)(
    'show the seed in %s as their schemas (the API and its OpenAPI document) describe it',
    (language) => {
      const records = publicRecords(publishedSeed(), language, new Map())
      const described: [string, unknown, z.ZodType][] = [
        ['company', records.company, CompanySchema],
        ['about', records.about, AboutSchema],
        ['offices', records.offices, z.array(OfficeSchema).min(2)],
        ['statistics', records.statistics, z.array(StatisticSchema).min(1)],
        ['services', records.services, z.array(ServiceSchema).min(1)],
        ['portfolio', records.portfolio, z.array(PortfolioSchema).min(1)],
        ['notices', records.notices, z.array(NoticeSchema)],
        ['settings', records.settings, SettingsSchema],
        ['clientBackground', records.clientBackground, ClientBackgroundSchema],
        ['aboutUs', records.aboutUs, AboutUsSchema],
        ['siteSettings', records.siteSettings, SiteSettingsSchema],
        ['companyOverview', records.companyOverview, CompanyOverviewSchema],
      ]
      for (const [name, record, schema] of described) {
        expect(schema.safeParse(record).error?.issues, name).toBeUndefined()
      }
      // The joins: the company's phones are its headquarters', a portfolio item names its
      // service's and area's slugs, and the overview shows the statistics.
      const headquarters = records.offices.find((office) => office.kind === 'headquarters')
      expect(records.company?.phones).toEqual(headquarters?.phones)
      expect(records.siteSettings?.phones).toEqual(headquarters?.phones)
      const slugs = new Set(records.services.map((service) => service.slug))
      expect(records.portfolio.every((item) => slugs.has(item.serviceSlug))).toBe(true)
      expect(records.companyOverview?.statistics).toEqual(records.statistics)
    },
  )

  it('leave out a portfolio item whose service is not published, and the company’s blocks without the company', () => {
    const content = publishedSeed()
    const [first, ...others] = content.services
    const records = publicRecords({ ...content, services: others }, 'en', new Map())
    expect(records.portfolio.length).toBeGreaterThan(0)
    expect(records.portfolio.some((item) => item.serviceSlug === first?.slug)).toBe(false)

    const withoutCompany = publicRecords({ ...content, company: [] }, 'en', new Map())
    expect(withoutCompany.company).toBeUndefined()
    expect(withoutCompany.aboutUs).toBeUndefined()
    expect(withoutCompany.siteSettings).toBeUndefined()
    expect(withoutCompany.companyOverview).toBeUndefined()
    expect(withoutCompany.settings).toEqual({ social: [], tradeLicence: '', memberships: [] })
  })
})
