import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './content/site-map.ts'

export default {
  // Every page is static HTML built ahead of time; Fastify serves it and the API.
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  prerender: () => [...PRERENDERED_PATHS],
  // One chunk per route: the chunking plugin (vite/plugins/client-chunking.ts) decides what a page
  // shares, and split route modules would add requests to every page.
  splitRouteModules: false,
} satisfies Config
