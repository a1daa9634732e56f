/**
 * Response schemas of the content records not yet shown item by item by their collection's own
 * view (schemas/registry/view.ts; e.g. the team's is in schemas/content/team.ts). They mirror
 * content/types.ts, whose comments describe each field; `satisfies` keeps the two in step.
 */
import { z } from '#schemas/zod.ts'
import { viewList, ViewId, ViewImagePath, ViewSlug } from '#schemas/registry/view.ts'
import type {
  AboutUs,
  ClientBackground,
  CompanyOverview,
  Portfolio,
  SiteSettings,
  Statistic,
} from '#content/types.ts'

const Id = ViewId
const Slug = ViewSlug
const ImagePath = ViewImagePath

export const AboutUsSchema = z.object({
  title: z.string(),
  body: viewList(z.string()),
  mission: z.string(),
  vision: z.string(),
}) satisfies z.ZodType<AboutUs>

export const ClientBackgroundSchema = z.object({
  image: ImagePath,
  overlayText: z.string(),
}) satisfies z.ZodType<ClientBackground>

export const PortfolioSchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  description: z.string(),
  categoryId: Id,
  serviceSlug: Slug,
  workingAreaSlug: Slug,
  image: ImagePath,
}) satisfies z.ZodType<Portfolio>

/**
 * The API's view of a service: `image` is the illustration's path, not its component key. Its
 * transit times, documents, questions and case studies are what its page shows shippers.
 */
export const ServiceSchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  image: ImagePath,
  summary: z.string(),
  description: z.string(),
  highlights: viewList(z.string()),
  transitTimes: viewList(
    z.object({
      lane: z.string().meta({ example: 'Chattogram → Hamburg' }),
      fastestDays: z.number().int().meta({ description: 'Typical transit, fewest days' }),
      slowestDays: z.number().int().meta({ description: 'Typical transit, most days' }),
      note: z
        .string()
        .meta({ description: 'The routing, or what the days count from; may be empty' }),
    }),
  ),
  documents: viewList(z.object({ name: z.string(), providedBy: z.string() })),
  faq: viewList(z.object({ question: z.string(), answer: z.string() })),
  caseStudies: viewList(
    z.object({ id: Id, slug: Slug, title: z.string() }).meta({
      description:
        'A published case study of the service (GET /api/case/detail/{slug}); its page is /case-studies/{id}',
    }),
  ),
})

export const SiteSettingsSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  email: z.string(),
  phones: viewList(z.string()),
  openingHours: z.string(),
  offices: viewList(z.object({ name: z.string(), address: z.string() })),
  social: viewList(z.object({ label: z.string(), href: z.url() })),
}) satisfies z.ZodType<SiteSettings>

const StatisticSchema = z.object({
  value: z.number(),
  suffix: z.string(),
  label: z.string(),
}) satisfies z.ZodType<Statistic>

export const CompanyOverviewSchema = z.object({
  headline: z.string(),
  paragraphs: viewList(z.string()),
  statistics: viewList(StatisticSchema),
  foundedYear: z.number().int(),
}) satisfies z.ZodType<CompanyOverview>
