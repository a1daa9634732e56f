import { createRequestHandler, useLoaderData, type ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import * as entryServer from '#app/entry.server.tsx'
import * as root from '#app/root.tsx'
import {
  bootPlan,
  publicManifest,
  publicManifestUrl,
  bootPlansOfEveryRoute,
  bootScript,
} from '#app/utils/deferred-hydration.server.ts'
import { BEFORE_PAINT } from '#app/utils/page-host.ts'
import type { PageHost } from '#domain/page-host.ts'

type Manifest = ServerBuild['assets']
type ManifestRoute = NonNullable<Manifest['routes'][string]>

function manifestRoute(route: Partial<ManifestRoute> & Pick<ManifestRoute, 'id'>): ManifestRoute {
  return {
    module: `/assets/${route.id}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    ...route,
  }
}

/**
 * A build's manifest as React Router writes it: the home route's chunk is listed before the forms
 * chunk it imports (as /quote's is), and the shell is shared by the entry and the root.
 */
const MANIFEST: Manifest = {
  version: '1',
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client-4.js', imports: ['/assets/shell-5.js'] },
  routes: {
    root: manifestRoute({
      id: 'root',
      path: '',
      module: '/assets/root-2.js',
      imports: ['/assets/shell-5.js'],
      hasErrorBoundary: true,
    }),
    'routes/home': manifestRoute({
      id: 'routes/home',
      parentId: 'root',
      index: true,
      module: '/assets/home-3.js',
      imports: ['/assets/forms-6.js'],
      hasLoader: true,
    }),
  },
}
const PAGE_ROUTES = ['root', 'routes/home']

describe('the boot plan, from React Router’s manifest', () => {
  const plan = bootPlan(MANIFEST, PAGE_ROUTES)

  it('preloads the manifest’s module, the entry and every chunk of the page’s routes, in React Router’s order', () => {
    expect(plan.preloads).toEqual([
      '/assets/manifest-1.public.js',
      '/assets/entry.client-4.js',
      '/assets/shell-5.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      '/assets/forms-6.js',
    ])
  })

  it('imports the shared chunks before the routes that import them, and the entry last', () => {
    expect(plan.steps).toEqual([
      '/assets/manifest-1.public.js',
      '/assets/shell-5.js',
      '/assets/forms-6.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
    ])
    expect(plan.routes).toEqual([
      { id: 'root', module: '/assets/root-2.js' },
      { id: 'routes/home', module: '/assets/home-3.js' },
    ])
    expect(plan.entry).toBe('/assets/entry.client-4.js')
  })

  it('loads the whole manifest on a page of a signed-in area (the workspace, the portal)', () => {
    const staff = {
      ...MANIFEST,
      routes: {
        ...MANIFEST.routes,
        'routes/staff/home': manifestRoute({
          id: 'routes/staff/home',
          parentId: 'root',
          path: 'staff',
          module: '/assets/staff-home-7.js',
        }),
      },
    }
    expect(bootPlan(staff, ['root', 'routes/staff/home']).preloads[0]).toBe('/assets/manifest-1.js')
  })

  it('cannot be made from a manifest without its entry, its own module or a route’s module', () => {
    const withoutEntry = { ...MANIFEST, entry: { imports: [] } } as unknown as Manifest
    expect(() => bootPlan(withoutEntry, PAGE_ROUTES)).toThrow(
      'deferred hydration: the manifest names no client entry module; no page could hydrate with this build',
    )
    expect(() => bootPlan({ ...MANIFEST, url: '' }, PAGE_ROUTES)).toThrow(
      'the manifest names no URL of its own module',
    )
    const withoutHome = { ...MANIFEST, routes: { root: MANIFEST.routes.root } }
    expect(() => bootPlan(withoutHome, PAGE_ROUTES)).toThrow(
      'the manifest has no module for route routes/home',
    )
    expect(() => bootPlan(MANIFEST, [])).toThrow('the page renders no route')
  })

  it('cannot be made from what the boot script does not load: split route modules, the development server’s manifest', () => {
    const split = {
      ...MANIFEST,
      routes: {
        ...MANIFEST.routes,
        'routes/home': {
          ...MANIFEST.routes['routes/home'],
          clientLoaderModule: '/assets/home-client-loader-7.js',
        } as ManifestRoute,
      },
    }
    expect(() => bootPlan(split, PAGE_ROUTES)).toThrow(
      'route routes/home is split into several modules',
    )
    const development = { ...MANIFEST, hmr: { runtime: '/@id/react-refresh' } }
    expect(() => bootPlan(development, PAGE_ROUTES)).toThrow('HMR runtime')
  })

  it('is made for every route of a build, with its parents, and names the route it cannot be made for', () => {
    expect(bootPlansOfEveryRoute(MANIFEST).map((each) => each.routes.map((r) => r.id))).toEqual([
      ['root'],
      ['root', 'routes/home'],
    ])
    const broken = {
      ...MANIFEST,
      routes: {
        ...MANIFEST.routes,
        'routes/about': { ...manifestRoute({ id: 'routes/about', parentId: 'root' }), module: '' },
      },
    }
    expect(() => bootPlansOfEveryRoute(broken)).toThrow(
      'the manifest has no module for route routes/about',
    )
  })
})

describe("the public pages' manifest", () => {
  const full = {
    ...MANIFEST,
    routes: {
      ...MANIFEST.routes,
      'routes/staff/layout': manifestRoute({
        id: 'routes/staff/layout',
        parentId: 'root',
        path: 'staff',
        module: '/assets/staff-7.js',
      }),
      'routes/staff/inbox': manifestRoute({
        id: 'routes/staff/inbox',
        parentId: 'routes/staff/layout',
        path: 'inbox',
        module: '/assets/inbox-8.js',
      }),
      'routes/account/home': manifestRoute({
        id: 'routes/account/home',
        parentId: 'root',
        path: 'account',
        module: '/assets/account-9.js',
      }),
    },
  }
  const moduleText = `window.__reactRouterManifest=${JSON.stringify(full)};`

  it("has every public route and none of the workspace's or the portal's, and names its own URL", () => {
    const written = publicManifest(moduleText, full.url)
    const found = /^window\.__reactRouterManifest=(\{.*\});$/s.exec(written)
    const manifest = JSON.parse(found?.[1] ?? 'null') as Manifest
    expect(Object.keys(manifest.routes)).toEqual(['root', 'routes/home'])
    expect(manifest.routes['routes/home']).toEqual(MANIFEST.routes['routes/home'])
    expect(manifest.url).toBe('/assets/manifest-1.public.js')
    expect(manifest.entry).toEqual(MANIFEST.entry)
  })

  it('stops the build when React Router writes its manifest otherwise, or a public route is inside a signed-in area', () => {
    expect(() => publicManifest('export const manifest = {}', full.url)).toThrow(
      'the manifest module does not set window.__reactRouterManifest',
    )
    const nested = {
      ...full,
      routes: {
        ...full.routes,
        'routes/notices': manifestRoute({
          id: 'routes/notices',
          parentId: 'routes/staff/layout',
          path: 'notices',
          module: '/assets/notices-10.js',
        }),
      },
    }
    expect(() =>
      publicManifest(`window.__reactRouterManifest=${JSON.stringify(nested)};`, full.url),
    ).toThrow("public route routes/notices is inside a signed-in area's route")
  })
})

describe('the boot script', () => {
  const script = bootScript(bootPlan(MANIFEST, PAGE_ROUTES))

  it('is a script a browser can parse', () => {
    expect(() => new Function(script.replace(/\bimport\(/g, 'load('))).not.toThrow()
  })

  /** Runs the boot script against a fake browser; `import()` becomes a recorded `load()`. */
  function boot(paintTimingSupported: boolean) {
    const appended: string[] = []
    const loaded: string[] = []
    let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null =
      null
    class FakeObserver {
      static supportedEntryTypes = paintTimingSupported ? ['paint', 'resource'] : undefined
      constructor(callback: typeof paintObserver) {
        paintObserver = callback
      }
      observe() {}
    }
    const window: Record<string, unknown> = { PerformanceObserver: FakeObserver }
    const htmlAttributes = new Set([BEFORE_PAINT])
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link.href) },
      documentElement: { removeAttribute: (name: string) => htmlAttributes.delete(name) },
    }
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    let routeModulesAtEntry: unknown
    const run = new Function(
      'window',
      'PerformanceObserver',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'load',
      script.replace(/\bimport\(/g, 'load('),
    ) as (...args: unknown[]) => void
    run(
      window,
      FakeObserver,
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (url: string) => {
        loaded.push(url)
        if (url.includes('entry.client')) routeModulesAtEntry = window.__reactRouterRouteModules
        return Promise.resolve({ url })
      },
    )
    /** What each task preloaded, in order (runTasks fills it). */
    const preloadedPerTask: string[][] = []
    /** Runs the queued timers one task at a time; what each task imported, in order. */
    async function runTasks(): Promise<string[][]> {
      const imported: string[][] = []
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve))
        const timer = timers.shift()
        if (!timer) return imported
        const [loadedBefore, appendedBefore] = [loaded.length, appended.length]
        timer()
        imported.push(loaded.slice(loadedBefore))
        preloadedPerTask.push(appended.slice(appendedBefore))
      }
    }
    return {
      appended,
      preloadedPerTask,
      loaded,
      frames,
      runTasks,
      routeModulesAtEntry: () => routeModulesAtEntry,
      paint: () => paintObserver,
      beforePaint: () => htmlAttributes.has(BEFORE_PAINT),
    }
  }

  it('starts nothing before the first contentful paint is reported, then hydrates one module per task', async () => {
    const page = boot(true)
    expect(page.appended).toEqual([])
    page.paint()?.({ getEntriesByName: () => [] })
    expect(await page.runTasks()).toEqual([])
    expect(page.loaded).toEqual([])
    // Below-the-fold pictures still wait (app/styles/global.css).
    expect(page.beforePaint()).toBe(true)
    page.paint()?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
    const tasks = await page.runTasks()
    expect(page.beforePaint()).toBe(false)
    expect(page.appended).toEqual(bootPlan(MANIFEST, PAGE_ROUTES).preloads)
    // Each preload link is appended in a task of its own too (a few milliseconds each).
    expect(Math.max(...page.preloadedPerTask.map((links) => links.length))).toBe(1)
    // Each module is evaluated in a task of its own, so no task runs them all.
    expect(tasks.filter((imported) => imported.length > 0)).toEqual([
      ['/assets/manifest-1.public.js'],
      ['/assets/shell-5.js'],
      ['/assets/forms-6.js'],
      ['/assets/root-2.js'],
      ['/assets/home-3.js'],
      ['/assets/entry.client-4.js'],
    ])
    expect(page.routeModulesAtEntry()).toEqual({
      root: { url: '/assets/root-2.js' },
      'routes/home': { url: '/assets/home-3.js' },
    })
  })

  it('without paint timing, hydrates after the first frame', async () => {
    const page = boot(false)
    expect(page.paint()).toBeNull()
    expect(page.beforePaint()).toBe(true)
    page.frames.splice(0).forEach((frame) => frame())
    await page.runTasks()
    expect(page.beforePaint()).toBe(false)
    expect(page.loaded.at(-1)).toBe('/assets/entry.client-4.js')
  })
})

/**
 * The app's root layout and server entry, rendered by React Router's own request handler on a
 * build with MANIFEST: a public page (hydrating after its first paint) and the same page as
 * React Router's `<Scripts>` writes it (as on a workspace page). Should React Router change what
 * `<Scripts>` does, the comparison fails here, not in a visitor's browser.
 */
describe('a page rendered with deferred hydration, against React Router’s <Scripts>', () => {
  const NONCE = 'abc123=='
  const LOADER_TEXT = 'Hello from the loader'

  function Home() {
    return <main>{useLoaderData<{ text: string }>().text}</main>
  }

  const build: ServerBuild = {
    // The failing loader's error is the test's, not one to log.
    entry: { module: { ...entryServer, handleError: () => {} } },
    routes: {
      root: { id: 'root', path: '', module: root },
      'routes/home': {
        id: 'routes/home',
        parentId: 'root',
        index: true,
        module: {
          default: Home,
          loader: ({ request }: { request: Request }) => {
            if (new URL(request.url).searchParams.has('fail')) throw new Error('loader failed')
            return { text: LOADER_TEXT }
          },
        },
      },
    },
    assets: MANIFEST,
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  }

  async function render(url: string, hydrateAfterPaint: boolean): Promise<string> {
    const handle = createRequestHandler(build, 'production')
    // The page renders nothing of the host's services but its nonce and how it hydrates.
    const host = { nonce: NONCE, hydrateAfterPaint } as PageHost
    const response = await handle(
      new Request(`http://localhost${url}`),
      entryServer.createLoadContext(host),
    )
    return response.text()
  }

  const nonced = (html: string, marker: string) =>
    new RegExp(`<script nonce="${NONCE}">(${marker}[\\s\\S]*?)</script>`).exec(html)?.[1]

  /** What React Router's `<Scripts>` loads, read from its module script and preload links. */
  function reactRoutersBoot(html: string) {
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    )
    const source =
      /<script nonce="[^"]*" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const modules = new Set<string>()
    const routeVariables = new Map<string, string>()
    let routeModules: Record<string, string> = {}
    let entry: string | undefined
    for (const line of source
      .split(/\n|;(?=import)/)
      .map((text) => text.trim().replace(/;$/, ''))
      .filter(Boolean)) {
      const sideEffect = /^import "([^"]+)"$/.exec(line)
      const namespace = /^import \* as (\w+) from "([^"]+)"$/.exec(line)
      const registry = /^window\.__reactRouterRouteModules = \{(.*)\}$/.exec(line)
      const entryImport = /^import\("([^"]+)"\)$/.exec(line)
      if (sideEffect?.[1]) modules.add(sideEffect[1])
      else if (namespace?.[1] && namespace[2]) {
        modules.add(namespace[2])
        routeVariables.set(namespace[1], namespace[2])
      } else if (registry?.[1] !== undefined) {
        routeModules = Object.fromEntries(
          registry[1].split(',').map((pair) => {
            const [id = '', variable = ''] = pair.split(':')
            return [JSON.parse(id) as string, routeVariables.get(variable) ?? variable]
          }),
        )
      } else if (entryImport?.[1]) entry = entryImport[1]
      else throw new Error(`<Scripts>' boot script does what the deferred boot does not: ${line}`)
    }
    return { preloads, modules, routeModules, entry }
  }

  /** What the deferred boot script loads, read from its lists. */
  function deferredBoot(html: string) {
    const script = nonced(html, String.raw`\(function\(\)`) ?? ''
    const preloads = JSON.parse(/var pre=(\[[^\]]*\])/.exec(script)?.[1] ?? '[]') as string[]
    const steps = JSON.parse(/var list=(\[[^\]]*\])/.exec(script)?.[1] ?? '[]') as string[]
    const registry = /window\.__reactRouterRouteModules=\{([^}]*)\}/.exec(script)?.[1] ?? ''
    const routeModules = Object.fromEntries(
      registry.split(',').map((pair) => {
        const [id = '', step = ''] = pair.split(':')
        return [JSON.parse(id) as string, steps[Number(/\d+/.exec(step)?.[0])]]
      }),
    )
    const entry = /setTimeout\(function\(\)\{import\("([^"]+)"\)\}\)/.exec(script)?.[1]
    return { preloads, modules: new Set(steps), routeModules, entry }
  }

  it('a public page has no script or preload that starts before its first paint, and is marked until then', async () => {
    const html = await render('/', true)
    expect(html).toContain(`<html ${BEFORE_PAINT}="" lang="en">`)
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).not.toMatch(/type="module"/)
    expect(nonced(html, String.raw`\(function\(\)`)).toContain('"first-contentful-paint"')
    // Its loader data is written into the page, as with React Router's scripts.
    expect(html).toContain(`<main>${LOADER_TEXT}</main>`)
    expect(nonced(html, 'window.__reactRouterContext.streamController.enqueue')).toContain(
      LOADER_TEXT,
    )
    expect(html).toContain(
      `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>`,
    )
  })

  it('a page that hydrates at once (the workspace’s) keeps React Router’s scripts', async () => {
    const html = await render('/', false)
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toContain(`<link rel="modulepreload" href="/assets/entry.client-4.js"`)
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async="">`)
    expect(html).not.toContain('first-contentful-paint')
  })

  for (const [page, url] of [
    ['a page', '/'],
    ['a page whose loader failed', '/?fail'],
  ] as const) {
    it(`${page} hands the client what <Scripts> hands it, and loads what <Scripts> loads`, async () => {
      // React Router's default error boundary logs the loader's error.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const [deferred, immediate] = await Promise.all([render(url, true), render(url, false)])
      logged.mockRestore()
      const context = String.raw`window\.__reactRouterContext = `
      expect(nonced(deferred, context)).toBeDefined()
      expect(nonced(deferred, context)).toBe(nonced(immediate, context))
      const ours = deferredBoot(deferred)
      const reactRouters = reactRoutersBoot(immediate)
      // The same, but for the manifest: public pages load the one without the signed-in areas.
      const publicUrl = (href: string | undefined) =>
        href === MANIFEST.url ? publicManifestUrl(MANIFEST.url) : href
      expect(ours.preloads).toEqual(reactRouters.preloads.map(publicUrl))
      // Every module <Scripts> imports, and the chunks it only preloads, each in a task; the
      // entry after them.
      const preloadedOnly = reactRouters.preloads.filter((href) => href !== reactRouters.entry)
      expect(ours.modules).toEqual(
        new Set([...reactRouters.modules, ...preloadedOnly].map(publicUrl)),
      )
      expect(Object.keys(ours.routeModules)).toEqual(['root', 'routes/home'])
      expect(ours.routeModules).toEqual(reactRouters.routeModules)
      expect(ours.entry).toBe(reactRouters.entry)
    })
  }
})
