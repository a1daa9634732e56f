import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { parseEnv } from './schemas/env.ts'

const env = parseEnv(process.env)

/** The routes whose modules every public page runs: the root route and the public layout. */
const SHELL_ROUTES = /\/app\/(root|routes\/site-layout)\.tsx$/
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null
const routesOf = new Map<string, Set<string>>()

/** The route modules that import a module statically, directly or through other modules. */
function importingRoutes(id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()) {
  const known = routesOf.get(id)
  if (known) return known
  const routes = new Set<string>()
  seen.add(id)
  for (const importer of moduleInfo(id)?.importers ?? []) {
    const route = importer.split('?', 1)[0] ?? importer
    if (ROUTE_MODULE.test(route)) routes.add(route)
    else if (!seen.has(importer)) {
      for (const found of importingRoutes(importer, moduleInfo, seen)) routes.add(found)
    }
  }
  routesOf.set(id, routes)
  return routes
}

/**
 * Whether a module belongs in the shell chunk: the root route or the public layout imports it
 * (React and React Router among them). Every page loads the shell, as one response rather than
 * a dozen small files whose headers would cost as much as their code.
 */
function isShellModule(id: string, moduleInfo: ModuleInfoOf): boolean {
  // Stylesheets stay with the root route, which links them as its own.
  if (ROUTE_MODULE.test(id) || /\.css($|\?)/.test(id)) return false
  return [...importingRoutes(id, moduleInfo)].some((route) => SHELL_ROUTES.test(route))
}

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
        manualChunks: (id, { getModuleInfo }) =>
          isShellModule(id, getModuleInfo) ? 'shell' : undefined,
      },
    },
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
