import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/** React Router's two route discovery modules, as the browser build imports them. */
const DISCOVERY_MODULE =
  /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]ssr[\\/](route-discovery|fog-of-war)\.js$/
/** The framework's browser router, from their folder: what calls them. */
const HYDRATED_ROUTER = '../../dom-export/hydrated-router.js'

/**
 * Said by a replaced function that 'initial' discovery without the flag never calls. Short: the
 * minifier may copy it to every place that calls one, and every public page loads it.
 */
export const LEFT_OUT_MESSAGE =
  'route discovery left out by vite/plugins/react-router-route-discovery.ts'

const LEFT_OUT = `function leftOut() { throw new Error(${JSON.stringify(LEFT_OUT_MESSAGE)}) }`

interface Replacement {
  /** What the module exports: the replacement exports the same names. */
  exports: readonly string[]
  code: string
}

/**
 * The replacements, by file. Every name that the browser build's modules import from them is
 * exported (hydrated-router.js through react-router's index, and dom/ssr/components.js).
 */
export const REPLACEMENTS: Record<'route-discovery.js' | 'fog-of-war.js', Replacement> = {
  // 8.5's runtime for future.unstable_customRouteDiscovery: the browser router builds it only
  // with the flag on (GUARDED_USES), and without a runtime calls none of it;
  // unstable_useRouteDiscovery throws without the flag.
  'route-discovery.js': {
    exports: [
      'RouteDiscoveryRuntime',
      'getCustomPatchRoutesOnNavigationFunction',
      'useCustomRouteDiscovery',
      'useRouteDiscovery',
    ],
    code: `${LEFT_OUT}
export class RouteDiscoveryRuntime { constructor() { leftOut() } }
export { leftOut as getCustomPatchRoutesOnNavigationFunction, leftOut as useCustomRouteDiscovery, leftOut as useRouteDiscovery }
`,
  },
  // Lazy discovery ("fog of war") without the flag. In 'initial' mode the browser router calls
  // two of its functions, and each does nothing: getPatchRoutesOnNavigationFunction returns
  // undefined, and useFogOFWarDiscovery's effect returns at once. <Scripts> asks
  // isFogOfWarEnabled, and only when it is true getPartialManifest. The rest serves
  // route-discovery.js and the server (URL_LIMIT, a number, is imported by nothing).
  'fog-of-war.js': {
    exports: [
      'URL_LIMIT',
      'getManifestPath',
      'getManifestPathsParam',
      'getPartialManifest',
      'getPatchRoutesOnNavigationFunction',
      'getPathsWithAncestors',
      'handleClientVersionMismatch',
      'isFogOfWarEnabled',
      'shouldUseInitialRouteDiscovery',
      'useFogOFWarDiscovery',
    ],
    code: `${LEFT_OUT}
export function isFogOfWarEnabled(routeDiscovery, ssr) { return routeDiscovery.mode === "lazy" && ssr }
export function getPatchRoutesOnNavigationFunction() {}
export function useFogOFWarDiscovery() {}
export { leftOut as URL_LIMIT, leftOut as getManifestPath, leftOut as getManifestPathsParam, leftOut as getPartialManifest, leftOut as getPathsWithAncestors, leftOut as handleClientVersionMismatch, leftOut as shouldUseInitialRouteDiscovery }
`,
  },
}

/**
 * How the browser router (hydrated-router.js, importing react-router's index's `UNSAFE_…`
 * names) reaches the two modules: the flag's runtime built only with the flag on and used only
 * once built; otherwise the two lazy-discovery functions that do nothing in 'initial' mode.
 */
const GUARDED_USES = {
  UNSAFE_RouteDiscoveryRuntime:
    /ssrInfo\.context\.future\.unstable_customRouteDiscovery \? new UNSAFE_RouteDiscoveryRuntime\(/,
  UNSAFE_getCustomPatchRoutesOnNavigationFunction:
    /discoveryRuntime \? UNSAFE_getCustomPatchRoutesOnNavigationFunction\(/,
  UNSAFE_useCustomRouteDiscovery:
    /if \(discoveryRuntime\) discoveryState = UNSAFE_useCustomRouteDiscovery\(/,
  UNSAFE_getPatchRoutesOnNavigationFunction:
    /: UNSAFE_getPatchRoutesOnNavigationFunction\(\(\) => router, ssrInfo\.manifest, ssrInfo\.routeModules, ssr, ssrInfo\.context\.routeDiscovery,/,
  UNSAFE_useFogOFWarDiscovery:
    /else UNSAFE_useFogOFWarDiscovery\(router, ssrInfo\.manifest, ssrInfo\.routeModules, ssr, ssrInfo\.context\.routeDiscovery,/,
} as const

interface Node {
  type: string
  [key: string]: unknown
}

/** The names an ES module exports, from its top-level statements, sorted. */
export function exportedNames(program: Node): string[] {
  const names: string[] = []
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ExportDefaultDeclaration') names.push('default')
    if (statement.type !== 'ExportNamedDeclaration') continue
    for (const specifier of (statement.specifiers ?? []) as Node[]) {
      const exported = specifier.exported as Node
      names.push(String(exported.name ?? exported.value))
    }
    const declaration = statement.declaration as Node | null
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        names.push(String((declarator.id as Node).name))
      }
    } else if (declaration) names.push(String((declaration.id as Node).name))
  }
  return names.sort()
}

/**
 * How hydrated-router.js's text reaches the two modules otherwise than GUARDED_USES says, or
 * undefined when it does not.
 */
export function unguardedUse(hydratedRouter: string): string | undefined {
  // The import names them too: `import { UNSAFE_…, … } from "react-router";`.
  const body = hydratedRouter.replace(/^import \{[^}]*\} from "react-router";$/m, '')
  for (const [name, guarded] of Object.entries(GUARDED_USES)) {
    const uses = body.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0
    if (uses !== 1 || !guarded.test(body)) {
      return `uses ${name} ${uses} times, expected once, as ${String(guarded)}`
    }
  }
  return undefined
}

/** What this plugin reads of `@react-router/dev`'s context on Vite's resolved config. */
export interface ReactRouterPluginContext {
  reactRouterConfig?: {
    routeDiscovery?: { mode?: string }
    future?: { unstable_customRouteDiscovery?: boolean }
  }
}

/** Why the resolved React Router config needs the real modules, or undefined when it does not. */
export function configNeedingDiscovery(context: ReactRouterPluginContext | undefined) {
  const config = context?.reactRouterConfig
  if (!config) {
    return "Vite's config carries no React Router config (__reactRouterPluginContext)"
  }
  if (config.routeDiscovery?.mode !== 'initial') {
    return `routeDiscovery.mode is ${String(config.routeDiscovery?.mode)}, not 'initial'`
  }
  if (config.future?.unstable_customRouteDiscovery) {
    return 'future.unstable_customRouteDiscovery is on'
  }
  return undefined
}

/**
 * React Router's route discovery out of the browser build: 8.5's runtime for
 * `future.unstable_customRouteDiscovery` (route-discovery.js) and lazy discovery
 * (fog-of-war.js), which the browser router imports whatever the configuration, give their
 * place to modules with the same exports that do what 'initial' discovery without the flag
 * does: nothing, every route being in the manifest (REPLACEMENTS). The server keeps the real
 * modules. The build stops when React Router's resolved config is not 'initial' without the flag,
 * when a module's exports or the router's calls (GUARDED_USES) have changed, or when the browser
 * build never loaded one of them.
 */
export function reactRouterRouteDiscovery(): Plugin {
  const replaced = new Set<string>()
  return {
    name: 'react-router-route-discovery',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(
      config: ResolvedConfig & { __reactRouterPluginContext?: ReactRouterPluginContext },
    ) {
      const reason = configNeedingDiscovery(config.__reactRouterPluginContext)
      if (reason) {
        throw new Error(
          `react-router-route-discovery: ${reason}; the browser build needs React Router's ` +
            'route discovery: take this plugin out of vite.config.ts',
        )
      }
    },
    buildStart() {
      replaced.clear()
    },
    load: {
      filter: { id: DISCOVERY_MODULE },
      handler(id) {
        const file = id.split('?', 1)[0] ?? id
        if (!DISCOVERY_MODULE.test(file)) return null
        const name = path.basename(file) as keyof typeof REPLACEMENTS
        const { exports, code } = REPLACEMENTS[name]
        const exported = exportedNames(this.parse(readFileSync(file, 'utf8')) as unknown as Node)
        if (exported.join() !== [...exports].sort().join()) {
          return this.error(
            `react-router-route-discovery: ${name} exports ${exported.join(', ')}, not ` +
              `${[...exports].sort().join(', ')}`,
          )
        }
        const router = readFileSync(path.resolve(path.dirname(file), HYDRATED_ROUTER), 'utf8')
        const unguarded = unguardedUse(router)
        if (unguarded) {
          return this.error(`react-router-route-discovery: hydrated-router.js ${unguarded}`)
        }
        replaced.add(name)
        return { code, map: null }
      },
    },
    buildEnd(error) {
      const missing = Object.keys(REPLACEMENTS).filter((name) => !replaced.has(name))
      if (!error && missing.length > 0) {
        this.error(
          `react-router-route-discovery: the browser build never loaded React Router's ${missing.join(', ')}`,
        )
      }
    },
  }
}
