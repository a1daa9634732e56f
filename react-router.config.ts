import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './content/site-map.ts'

export default {
  // Every page is static HTML built ahead of time; Fastify serves it and the API.
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  prerender: () => [...PRERENDERED_PATHS],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
