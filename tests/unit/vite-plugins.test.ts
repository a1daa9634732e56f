// The build's own Vite plugins (vite/plugins/) against the framework's real code: each fails
// loudly when what it rewrites has changed. tests/api/build-output.test.ts checks what they
// made of the last build.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseAst } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { commonJsAsModule, reactAsModules } from '../../vite/plugins/react-as-modules.ts'
import {
  reactDomStacklessMarkers,
  STACKLESS_HELPER,
} from '../../vite/plugins/react-dom-stackless-markers.ts'
import {
  configNeedingDiscovery,
  exportedNames,
  LEFT_OUT_MESSAGE,
  reactRouterRouteDiscovery,
  REPLACEMENTS,
  unguardedUse,
  type ReactRouterPluginContext,
} from '../../vite/plugins/react-router-route-discovery.ts'

const require = createRequire(import.meta.url)

/** Calls a plugin's transform hook as the bundler would, with an error() that throws. */
function transform(code: string, id: string) {
  const plugin = reactDomStacklessMarkers()
  const hook = plugin.transform
  const handler = typeof hook === 'function' ? hook : hook?.handler
  if (!handler) throw new Error('react-dom-stackless-markers has no transform hook')
  const context = {
    error: vi.fn((message: string) => {
      throw new Error(message)
    }),
  }
  return handler.call(context as never, code, id) as { code: string } | null
}

describe('react-dom-stackless-markers', () => {
  const file = path.join(
    path.dirname(require.resolve('react-dom/package.json')),
    'cjs/react-dom-client.production.js',
  )

  it('rewrites the five marker errors of the installed React DOM', async () => {
    const result = transform(await readFile(file, 'utf8'), file)
    const calls = result?.code.match(new RegExp(`Exception = ${STACKLESS_HELPER}\\(`, 'g')) ?? []
    expect(calls).toHaveLength(5)
    expect(result?.code).not.toMatch(/Exception = Error\(formatProdErrorMessage/)
    // What it returns still runs: React DOM is a CommonJS module.
    expect(() => new Function('module', 'exports', 'require', result?.code ?? '')).not.toThrow()
  })

  it('stops the build when React DOM no longer has them', () => {
    expect(() => transform('var SuspenseException = Error("x");', file)).toThrow(
      /expected 5 marker errors in React DOM, found 0/,
    )
  })

  it('leaves every other module alone', () => {
    expect(transform('var a = Error(1)', '/node_modules/react/index.js')).toBeNull()
  })
})

describe('react-as-modules', () => {
  /** What the browser build imports, and the production file each hands over to. */
  const PACKAGES = {
    react: 'react/cjs/react.production.js',
    'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    scheduler: 'scheduler/cjs/scheduler.production.js',
  } as const
  const installed = (file: string) => path.join(path.dirname(require.resolve('react')), '..', file)
  const asModule = (code: string, file = 'x.production.js') =>
    commonJsAsModule(code, parseAst(code) as never, file)

  /** Calls the plugin's resolveId hook as the bundler would, resolving as Node does. */
  async function resolve(source: string) {
    const hook = reactAsModules().resolveId
    const handler = typeof hook === 'function' ? hook : hook?.handler
    if (!handler) throw new Error('react-as-modules has no resolveId hook')
    const context = {
      resolve: (id: string) => Promise.resolve({ id: require.resolve(id), external: false }),
      error: (message: string) => {
        throw new Error(message)
      },
    }
    return (await handler.call(context as never, source, undefined, {} as never)) as string | null
  }

  it("resolves React's entry points to the production files they hand over to", async () => {
    for (const [source, file] of Object.entries(PACKAGES)) {
      expect(await resolve(source), source).toBe(installed(file))
    }
    expect(await resolve('react-router')).toBeNull()
  })

  it('makes modules of the installed React files that export what their CommonJS exports and run', async () => {
    // The five files as modules in a folder, importing one another as the bundle will.
    const dir = await mkdtemp(path.join(tmpdir(), 'react-as-modules-'))
    try {
      for (const [source, file] of Object.entries(PACKAGES)) {
        const { code, exports } = asModule(await readFile(installed(file), 'utf8'), file)
        expect(exports, file).toEqual(Object.keys(require(installed(file)) as object).sort())
        expect(code, file).not.toMatch(/\bexports\.|\brequire\(|\bmodule\.exports/)
        const local = code.replace(/from "([\w/-]+)"/g, (_match, imported: string) => {
          return `from "./${imported.replaceAll('/', '-')}.mjs"`
        })
        await writeFile(path.join(dir, `${source.replaceAll('/', '-')}.mjs`), local)
      }
      type Loaded = Record<string, unknown> & { default: Record<string, unknown> }
      const load = (name: string) =>
        import(pathToFileURL(path.join(dir, `${name}.mjs`)).href) as Promise<Loaded>
      const [react, jsxRuntime, scheduler, reactDomClient] = await Promise.all([
        load('react'),
        load('react-jsx-runtime'),
        load('scheduler'),
        load('react-dom-client'),
      ])
      const createElement = react.createElement as (type: string) => { type: string }
      const jsx = jsxRuntime.jsx as (type: string, props: object) => { type: string }
      expect(react.version).toBe((require('react') as { version: string }).version)
      expect(createElement('p').type).toBe('p')
      expect(react.default.useState).toBe(react.useState)
      expect(jsx('p', {}).type).toBe('p')
      // Assigned in a branch: the export is the value the branch set.
      expect(typeof (scheduler.unstable_now as () => number)()).toBe('number')
      expect(typeof reactDomClient.hydrateRoot).toBe('function')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('stops the build when a file uses exports, module or require otherwise', () => {
    expect(() => asModule('module.exports = {}')).toThrow(/uses module/)
    expect(() => asModule('exports["a"] = 1')).toThrow(/reads exports\[/)
    expect(() => asModule('var a = require("a"), b = 1; exports.a = a')).toThrow(/mixes require/)
    expect(() => asModule('f(require("a")); exports.a = 1')).toThrow(/uses require/)
    expect(() => asModule('var a = 1')).toThrow(/exports nothing/)
  })

  it('declares a value assigned once at the top level where it is assigned', () => {
    const { code } = asModule(
      'exports.a = function () {}; if (x) exports.b = 1; else exports.b = 2',
    )
    expect(code).toContain('var __exports_a = function () {}')
    expect(code).toContain('var __exports_b;')
    expect(code).toContain('export { __exports_a as a, __exports_b as b };')
  })
})

describe('react-router-route-discovery', () => {
  // The production build's files, which the browser build bundles.
  const ssrFolder = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/lib/dom/ssr',
  )
  const installed = (name: keyof typeof REPLACEMENTS) => path.join(ssrFolder, name)
  const hydratedRouter = path.join(ssrFolder, '../../dom-export/hydrated-router.js')
  const exportsOf = (code: string) => exportedNames(parseAst(code) as never)

  /** Calls the plugin's hooks as the bundler would, with an error() that throws. */
  function plugin() {
    const instance = reactRouterRouteDiscovery()
    const context = {
      parse: (code: string) => parseAst(code),
      error: (message: string) => {
        throw new Error(message)
      },
    }
    const hook = <T>(value: T | { handler: T } | undefined) =>
      (value && typeof value === 'object' && 'handler' in value ? value.handler : value) as
        ((...args: unknown[]) => unknown) | undefined
    return {
      load: (id: string) => hook(instance.load)?.call(context, id) as { code: string } | null,
      buildStart: () => hook(instance.buildStart)?.call(context),
      buildEnd: () => hook(instance.buildEnd)?.call(context),
      configResolved: (context: ReactRouterPluginContext) =>
        hook(instance.configResolved)?.call({}, { __reactRouterPluginContext: context }),
    }
  }

  /** A copy of React Router's files in a folder of the same layout, one of them changed. */
  async function changedCopy(file: string, change: (code: string) => string) {
    const root = await mkdtemp(path.join(tmpdir(), 'react-router-route-discovery-'))
    const ssr = path.join(root, 'react-router/dist/production/lib/dom/ssr')
    await mkdir(ssr, { recursive: true })
    await mkdir(path.join(ssr, '../../dom-export'), { recursive: true })
    for (const name of Object.keys(REPLACEMENTS)) {
      await copyFile(path.join(ssrFolder, name), path.join(ssr, name))
    }
    const router = path.join(ssr, '../../dom-export/hydrated-router.js')
    await copyFile(hydratedRouter, router)
    const target = file === 'hydrated-router.js' ? router : path.join(ssr, file)
    await writeFile(target, change(await readFile(target, 'utf8')))
    return { root, ssr }
  }

  it("gives the installed React Router's two modules replacements with their exports", async () => {
    const build = plugin()
    build.buildStart()
    for (const name of ['route-discovery.js', 'fog-of-war.js'] as const) {
      const original = exportsOf(await readFile(installed(name), 'utf8'))
      expect(original, name).toEqual([...REPLACEMENTS[name].exports].sort())
      expect(exportsOf(build.load(installed(name))?.code ?? ''), name).toEqual(original)
    }
    expect(() => build.buildEnd()).not.toThrow()
  })

  it("does what the real lazy discovery does in 'initial' mode, and refuses the rest", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'react-router-route-discovery-'))
    try {
      const load = async (name: keyof typeof REPLACEMENTS) => {
        const file = path.join(dir, name.replace(/\.js$/, '.mjs'))
        await writeFile(file, REPLACEMENTS[name].code)
        return (await import(pathToFileURL(file).href)) as Record<string, unknown>
      }
      type Functions = Record<string, (...args: unknown[]) => unknown>
      const fogOfWar = (await load('fog-of-war.js')) as Functions
      const real = (await import(pathToFileURL(installed('fog-of-war.js')).href)) as Functions
      for (const mode of ['initial', 'lazy']) {
        for (const ssr of [true, false]) {
          expect(fogOfWar.isFogOfWarEnabled?.({ mode }, ssr)).toBe(
            real.isFogOfWarEnabled?.({ mode }, ssr),
          )
        }
      }
      // As the browser router calls it (hydrated-router.js), in 'initial' mode.
      const initial = [() => null, { routes: {} }, {}, true, { mode: 'initial' }, false, '/']
      expect(real.getPatchRoutesOnNavigationFunction?.(...initial)).toBeUndefined()
      expect(fogOfWar.getPatchRoutesOnNavigationFunction?.(...initial)).toBeUndefined()
      expect(fogOfWar.useFogOFWarDiscovery?.(...initial)).toBeUndefined()
      expect(() => fogOfWar.getPartialManifest?.({}, {})).toThrow(LEFT_OUT_MESSAGE)

      const runtime = (await load('route-discovery.js')) as Functions & {
        RouteDiscoveryRuntime: new () => unknown
      }
      expect(() => new runtime.RouteDiscoveryRuntime()).toThrow(LEFT_OUT_MESSAGE)
      for (const name of REPLACEMENTS['route-discovery.js'].exports.slice(1)) {
        expect(() => runtime[name]?.(), name).toThrow(LEFT_OUT_MESSAGE)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it("finds the installed browser router calling them only as 'initial' without the flag allows", async () => {
    expect(unguardedUse(await readFile(hydratedRouter, 'utf8'))).toBeUndefined()
  })

  it('stops the build when the router calls the runtime unguarded, or a module exports otherwise', async () => {
    const unguarded = await changedCopy('hydrated-router.js', (code) =>
      code.replace('ssrInfo.context.future.unstable_customRouteDiscovery ? new', 'true ? new'),
    )
    const exporting = await changedCopy('fog-of-war.js', (code) => `${code}\nexport const more = 1`)
    try {
      expect(() => plugin().load(path.join(unguarded.ssr, 'route-discovery.js'))).toThrow(
        /hydrated-router\.js uses UNSAFE_RouteDiscoveryRuntime/,
      )
      expect(() => plugin().load(path.join(exporting.ssr, 'fog-of-war.js'))).toThrow(
        /fog-of-war\.js exports URL_LIMIT, getManifestPath, .*more/,
      )
    } finally {
      await rm(unguarded.root, { recursive: true, force: true })
      await rm(exporting.root, { recursive: true, force: true })
    }
  })

  it("stops the build unless React Router's config is 'initial' without the flag", () => {
    const config = (mode: string, flag: boolean) => ({
      reactRouterConfig: {
        routeDiscovery: { mode },
        future: { unstable_customRouteDiscovery: flag },
      },
    })
    expect(configNeedingDiscovery(config('initial', false))).toBeUndefined()
    expect(() => plugin().configResolved(config('initial', false))).not.toThrow()
    expect(() => plugin().configResolved(config('lazy', false))).toThrow(/mode is lazy/)
    expect(() => plugin().configResolved(config('initial', true))).toThrow(/flag|is on/)
    expect(() => plugin().configResolved({})).toThrow(/no React Router config/)
  })

  it('stops the build when the browser build never loaded them, and leaves other modules alone', () => {
    const build = plugin()
    build.buildStart()
    expect(build.load(path.join(ssrFolder, 'routes.js'))).toBeNull()
    expect(() => build.buildEnd()).toThrow(
      /never loaded React Router's route-discovery\.js, fog-of-war\.js/,
    )
  })
})
