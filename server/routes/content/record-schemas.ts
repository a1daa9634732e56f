/**
 * Response schemas of the content records. They mirror content/types.ts, whose comments
 * describe each field; `satisfies` keeps the two in step.
 */
import { z } from '#schemas/zod.ts'
import type {
  AboutUs,
  CaseStudy,
  Category,
  Client,
  ClientBackground,
  CompanyOverview,
  GalleryCategory,
  GalleryItem,
  Initiative,
  Portfolio,
  Project,
  Review,
  SiteSettings,
  Slide,
  Statistic,
  TeamMember,
  WorkingArea,
} from '#content/types.ts'

/** Content arrays are readonly constants, so response arrays are declared readonly too. */
export function list<T extends z.ZodType>(item: T) {
  return z.array(item).readonly()
}

const Id = z.number().int().positive()
const Slug = z.string()
const ImagePath = z.string().meta({ description: 'Image path under the site root' })
const IsoDate = z.iso.date()

export const SlideSchema = z.object({
  id: Id,
  title: z.string(),
  subtitle: z.string(),
  image: ImagePath,
  ctaLabel: z.string(),
  ctaHref: z.string(),
}) satisfies z.ZodType<Slide>

export const AboutUsSchema = z.object({
  title: z.string(),
  body: list(z.string()),
  mission: z.string(),
  vision: z.string(),
}) satisfies z.ZodType<AboutUs>

export const ClientSchema = z.object({
  id: Id,
  slug: Slug,
  name: z.string(),
  logo: ImagePath,
  website: z.url().optional(),
  industry: z.string(),
}) satisfies z.ZodType<Client>

export const ClientLogoSchema = ClientSchema.pick({ id: true, slug: true, name: true, logo: true })

export const ClientBackgroundSchema = z.object({
  image: ImagePath,
  overlayText: z.string(),
}) satisfies z.ZodType<ClientBackground>

export const InitiativeSchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  description: z.string(),
  image: ImagePath,
}) satisfies z.ZodType<Initiative>

export const CategorySchema = z.object({
  id: Id,
  slug: Slug,
  name: z.string(),
}) satisfies z.ZodType<Category>

export const WorkingAreaSchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  description: z.string(),
  region: z.string(),
  ports: list(z.string()),
  image: ImagePath,
}) satisfies z.ZodType<WorkingArea>

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

/** The API's view of a service: `image` is the illustration's path, not its component key. */
export const ServiceSchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  image: ImagePath,
  summary: z.string(),
  description: z.string(),
  highlights: list(z.string()),
})

export const ReviewSchema = z.object({
  id: Id,
  author: z.string(),
  company: z.string(),
  role: z.string(),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  text: z.string(),
}) satisfies z.ZodType<Review>

export const TeamMemberSchema = z.object({
  id: Id,
  slug: Slug,
  name: z.string(),
  designation: z.string(),
  image: ImagePath,
  imageAlt: z.string(),
}) satisfies z.ZodType<TeamMember>

export const SiteSettingsSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  email: z.string(),
  phones: list(z.string()),
  openingHours: z.string(),
  offices: list(z.object({ name: z.string(), address: z.string() })),
  social: list(z.object({ label: z.string(), href: z.url() })),
}) satisfies z.ZodType<SiteSettings>

const StatisticSchema = z.object({
  value: z.number(),
  suffix: z.string(),
  label: z.string(),
}) satisfies z.ZodType<Statistic>

export const CompanyOverviewSchema = z.object({
  headline: z.string(),
  paragraphs: list(z.string()),
  statistics: list(StatisticSchema),
  foundedYear: z.number().int(),
}) satisfies z.ZodType<CompanyOverview>

export const CaseStudySchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  categoryId: Id,
  client: z.string(),
  summary: z.string(),
  challenge: z.string(),
  solution: z.string(),
  result: z.string(),
  publishedOn: IsoDate,
}) satisfies z.ZodType<Omit<CaseStudy, 'publishedOn'>>

export const ProjectSchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  categoryId: Id,
  description: z.string(),
  tags: list(z.string()),
  year: z.number().int(),
  featured: z.boolean(),
  completedOn: IsoDate,
  image: ImagePath,
}) satisfies z.ZodType<Omit<Project, 'completedOn'>>

export const GalleryCategorySchema = z.object({
  id: Id,
  slug: Slug,
  name: z.string(),
}) satisfies z.ZodType<GalleryCategory>

export const GalleryItemSchema = z.object({
  id: Id,
  slug: Slug,
  title: z.string(),
  categoryId: Id,
  image: ImagePath,
  caption: z.string(),
  takenOn: IsoDate,
}) satisfies z.ZodType<Omit<GalleryItem, 'takenOn'>>
