import type { Config } from '@react-router/dev/config'

export default {
  // Every page is rendered per request from the published content (docs/decisions/0014-…).
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  // One chunk per route: the chunking plugin (vite/plugins/client-chunking.ts) decides what a page
  // shares, and split route modules would add requests to every page.
  splitRouteModules: false,
} satisfies Config
