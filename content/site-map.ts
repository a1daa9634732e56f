import { SERVICES } from './services.ts'

/**
 * An address no route of its own answers: the not-found route renders the 404 page there, with
 * status 404, as it does for every unknown address.
 */
export const NOT_FOUND_PATH = '/404'

/**
 * Every public page shows what staff edit (the header and footer at least: phones, offices,
 * notices), so each is rendered per request from the database
 * (docs/decisions/0011-content-in-the-database.md); nothing is prerendered any more. Kept, empty,
 * for the prerender setting and the server, which serve prerendered routes as files.
 */
export const PRERENDERED_PATHS: readonly string[] = []

/** Not-found pages and shared links that used to be prerendered: the routes render them now. */
export const NOT_FOUND_PATHS: readonly string[] = []
export const SHARED_LINK_PAGES: readonly { prefix: string; path: string }[] = []
export function notFoundPathFor(_pathname: string): string {
  return NOT_FOUND_PATH
}

/** The public pages with a fixed address, in the order the sitemap lists them. */
export const FIXED_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/quote',
  '/track',
  '/notices',
  '/careers',
]

/**
 * The seeded services' pages: what tests and the screenshots visit. The sitemap lists the
 * services published now (server/routes/sitemap.ts).
 */
export const SEEDED_SERVICE_PATHS: readonly string[] = SERVICES.map(
  (service) => `/service-detail/${service.id}`,
)

/** Every public page of the seeded site, for tests and screenshots. */
export const PUBLIC_PATHS: readonly string[] = [...FIXED_PUBLIC_PATHS, ...SEEDED_SERVICE_PATHS]
