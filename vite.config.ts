import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { parseEnv } from './schemas/env.ts'

const env = parseEnv(process.env)

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    // Canonical and share URLs are baked into the prerendered HTML.
    'import.meta.env.SITE_URL': JSON.stringify(env.SITE_URL),
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
})
