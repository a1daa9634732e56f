import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { parseEnv } from './schemas/env.ts'
import { clientChunking } from './vite/plugins/client-chunking.ts'
import { reactAsModules } from './vite/plugins/react-as-modules.ts'
import { reactDomStacklessMarkers } from './vite/plugins/react-dom-stackless-markers.ts'
import { reactRouterRouteDiscovery } from './vite/plugins/react-router-route-discovery.ts'

const env = parseEnv(process.env)

export default defineConfig({
  plugins: [
    reactDomStacklessMarkers(),
    reactAsModules(),
    reactRouter(),
    reactRouterRouteDiscovery(),
    clientChunking(),
  ],
  define: {
    // Canonical and share URLs name the public site, whatever host served the page.
    'import.meta.env.SITE_URL': JSON.stringify(env.SITE_URL),
    // The copyright year the server renders (the build's): the pages hydrate with it, then show
    // the visitor's year (app/components/site-footer.tsx).
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // React Router preloads route modules itself; Vite's helper would only add bytes to every page.
    modulePreload: false,
    // Terser shaves a few more KB than esbuild off every page's first-load JavaScript.
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 3 },
      format: { comments: false },
    },
  },
})
