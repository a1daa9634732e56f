import { oneLineAddress } from '#domain/postal-address.ts'
import { viewList, type PublicView } from '../registry/view.ts'
import { z } from '../zod.ts'
import { aboutCollection } from './about.ts'
import type { CompanyData } from './company.ts'
import { headquartersIn, officesCollection } from './offices.ts'
import { SettingsSchema, siteSettingsCollection } from './site-settings.ts'
import { StatisticSchema, statisticsCollection } from './statistics.ts'

/**
 * The blocks the public API answers whole, each a second view of the company (one entry) joined
 * with the records it names: the home page's About-us block, the header and footer's settings,
 * the company overview. The company's own view is in its definition (company.ts).
 */

/** The "About us" block: the company's introduction with the About page's mission and vision. */
export const AboutUsSchema = z.object({
  title: z.string(),
  body: viewList(z.string()),
  mission: z.string(),
  vision: z.string(),
})

export const aboutUsView: PublicView<CompanyData, z.output<typeof AboutUsSchema>> = {
  schema: AboutUsSchema,
  show: ({ data }, { text, texts, shown }) => {
    const about = shown(aboutCollection)[0]
    if (!about) return null
    return {
      title: `About ${text(data.name)}`,
      body: texts(data.introduction),
      mission: about.mission,
      vision: about.vision,
    }
  },
}

/** What the header and footer show: the company, its offices on one line each, its profiles. */
export const SiteSettingsSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  email: z.string(),
  /** The headquarters' phones. */
  phones: viewList(z.string()),
  openingHours: z.string(),
  offices: viewList(z.object({ name: z.string(), address: z.string() })),
  social: SettingsSchema.shape.social,
})

export const siteSettingsView: PublicView<CompanyData, z.output<typeof SiteSettingsSchema>> = {
  schema: SiteSettingsSchema,
  show: ({ data }, { text, shown }) => {
    const offices = shown(officesCollection)
    const headquarters = headquartersIn(offices)
    return {
      siteName: text(data.name),
      tagline: text(data.tagline),
      email: data.email,
      phones: headquarters?.phones ?? [],
      openingHours: text(data.openingHours.label),
      offices: offices.map((office) => ({
        name: office.name,
        address: oneLineAddress(office.address),
      })),
      social: shown(siteSettingsCollection)[0]?.social ?? [],
    }
  },
}

/** The home page's overview: its headline and paragraphs, with the count-up statistics. */
export const CompanyOverviewSchema = z.object({
  headline: z.string(),
  paragraphs: viewList(z.string()),
  statistics: viewList(StatisticSchema),
  foundedYear: z.number().int(),
})

export const companyOverviewView: PublicView<
  CompanyData,
  z.output<typeof CompanyOverviewSchema>
> = {
  schema: CompanyOverviewSchema,
  show: ({ data }, { text, texts, shown }) => ({
    headline: text(data.overviewHeadline),
    paragraphs: texts(data.overview),
    statistics: shown(statisticsCollection),
    foundedYear: data.foundedYear,
  }),
}
