import { SERVICES } from './services.ts'

/** The path whose prerendered HTML the server answers with for unknown URLs. */
export const NOT_FOUND_PATH = '/404'

/**
 * Unknown ids under a route with a parameter get a 404 page prerendered by that same route, so
 * that the page hydrates against the route the browser will match (the generic 404 page was
 * rendered by another route and would not hydrate cleanly there).
 */
export const ROUTE_NOT_FOUND_PATHS = [
  { prefix: '/service-detail/', path: '/service-detail/not-found' },
] as const

/**
 * Shareable links: any one segment under `prefix` (e.g. /track/DBL-K7M2P9QX) is answered with
 * the page prerendered at `path`, and the browser reads the segment. Not in the sitemap; the
 * server sends them with `X-Robots-Tag: noindex` and the page says noindex too.
 */
export const SHARED_LINK_PAGES = [{ prefix: '/track/', path: '/track/link' }] as const

/** The public pages built ahead of time, in the order the sitemap lists them. */
export const PRERENDERED_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/services',
  ...SERVICES.map((service) => `/service-detail/${service.id}`),
  '/about',
  '/contact',
  '/quote',
  '/track',
]

/**
 * Pages the server renders on each request from what staff edit in the database (see
 * docs/decisions/0007-careers-rendered-from-the-database.md): /careers, and /careers/:id for
 * each position, which the sitemap (server/routes/sitemap.ts) lists while it is open.
 */
export const LIVE_PUBLIC_PATHS: readonly string[] = ['/careers']

/** Every public page with a fixed address, in the order the sitemap lists them. */
export const PUBLIC_PATHS: readonly string[] = [...PRERENDERED_PUBLIC_PATHS, ...LIVE_PUBLIC_PATHS]

/** The not-found page for a path: the one of its route when it has one, else the generic one. */
export function notFoundPathFor(pathname: string): string {
  const routePage = ROUTE_NOT_FOUND_PATHS.find(
    ({ prefix }) => pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes('/'),
  )
  return routePage?.path ?? NOT_FOUND_PATH
}

export const NOT_FOUND_PATHS: readonly string[] = [
  NOT_FOUND_PATH,
  ...ROUTE_NOT_FOUND_PATHS.map(({ path }) => path),
]

export const PRERENDERED_PATHS: readonly string[] = [
  ...PRERENDERED_PUBLIC_PATHS,
  ...SHARED_LINK_PAGES.map(({ path }) => path),
  ...NOT_FOUND_PATHS,
]
