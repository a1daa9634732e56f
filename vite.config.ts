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
    // React Router preloads route modules itself; Vite's helper would only add bytes to every page.
    modulePreload: false,
    // Shared modules of a few hundred bytes cost more in requests than they save; merge them.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 1000,
      },
    },
    // Terser shaves a few more KB than esbuild off every page's first-load JavaScript.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
  },
})
