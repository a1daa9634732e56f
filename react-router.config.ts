import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './app/site-map.ts'

export default {
  // Every page is static HTML built ahead of time; Fastify serves it and the API.
  ssr: false,
  prerender: () => [...PRERENDERED_PATHS],
} satisfies Config
