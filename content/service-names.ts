import type { ServiceName } from './types.ts'

/**
 * What identifies each service: enough for the quote form and the API's slugs, without the long
 * texts of services.ts, so that pages needing only the names do not download the descriptions.
 */
export const SERVICE_NAMES = [
  { id: 1, slug: 'air-freight', title: 'AIR FREIGHT', mode: 'air' },
  { id: 2, slug: 'ocean-freight', title: 'OCEAN FREIGHT', mode: 'sea' },
  { id: 3, slug: 'sea-air', title: 'SEA-AIR', mode: 'sea-air' },
  { id: 4, slug: 'warehousing', title: 'WAREHOUSING', mode: 'warehousing' },
  { id: 5, slug: 'road-air', title: 'ROAD-AIR', mode: 'road-air' },
  { id: 6, slug: 'air-air', title: 'AIR-AIR', mode: 'air-air' },
  { id: 7, slug: 'air-sea', title: 'AIR-SEA', mode: 'air-sea' },
  { id: 8, slug: 'projects-and-charters', title: 'PROJECTS & CHARTERS', mode: 'project' },
] as const satisfies readonly ServiceName[]
