import { CASE_STUDIES, PROJECTS } from './story-records.ts'
import { SERVICES } from './services.ts'

/**
 * An address no route of its own answers: the not-found route renders the 404 page there, with
 * status 404, as it does for every unknown address.
 */
export const NOT_FOUND_PATH = '/404'

/** The public pages with a fixed address, in the order the sitemap lists them. */
export const FIXED_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/quote',
  '/track',
  '/notices',
  '/schedules',
  '/careers',
  '/projects',
  '/case-studies',
  '/gallery',
  '/working-areas',
]

/**
 * The seeded services' pages: what tests and the screenshots visit. The sitemap lists the
 * services published now (server/routes/sitemap.ts).
 */
export const SEEDED_SERVICE_PATHS: readonly string[] = SERVICES.map(
  (service) => `/service-detail/${service.id}`,
)

/**
 * One seeded project's and one case study's page (the first of each), standing for the others
 * in the budgets, accessibility and markup checks, which are the same page with other data.
 */
export const SEEDED_SHOWCASE_PATHS: readonly string[] = [
  `/projects/${PROJECTS[0].id}`,
  `/case-studies/${CASE_STUDIES[0].id}`,
]

/** Every public page of the seeded site, for tests and screenshots. */
export const PUBLIC_PATHS: readonly string[] = [
  ...FIXED_PUBLIC_PATHS,
  ...SEEDED_SERVICE_PATHS,
  ...SEEDED_SHOWCASE_PATHS,
]
