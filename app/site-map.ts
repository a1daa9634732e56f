import { JOB_POSITIONS } from '#content/records.ts'
import { SERVICES } from '#content/services.ts'

/** The path whose prerendered HTML the server answers with for unknown URLs. */
export const NOT_FOUND_PATH = '/404'

/** Every public page, in the order a sitemap lists them. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/services',
  ...SERVICES.map((service) => `/service-detail/${service.id}`),
  '/about',
  '/contact',
  '/quote',
  '/careers',
  ...JOB_POSITIONS.map((position) => `/careers/${position.id}`),
]

export const PRERENDERED_PATHS: readonly string[] = [...PUBLIC_PATHS, NOT_FOUND_PATH]
