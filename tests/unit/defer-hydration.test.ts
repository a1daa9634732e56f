import { describe, expect, it } from 'vitest'
import { BEFORE_PAINT, deferHydration } from '#server/defer-hydration.ts'

const BOOT = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script>`

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="stylesheet" href="/a.css"/>' +
  `</head><body><main>Hello</main><script>window.__reactRouterContext = {};</script>${BOOT}</body></html>`

describe('deferHydration', () => {
  const deferred = deferHydration(PAGE)

  it('marks the page as before its first paint, until the boot script has seen it', () => {
    expect(deferred).toMatch(/^<html data-before-paint="">/)
  })

  it('leaves no module preload link and no module script for the parser to fetch early', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/)
    expect(deferred).not.toMatch(/<script type="module"/)
    expect(deferred).toContain('<link rel="stylesheet" href="/a.css"/>')
    expect(deferred).toContain('<script>window.__reactRouterContext = {};</script>')
  })

  it('starts after the first contentful paint, preloads every chunk, imports each module in turn, then the entry', () => {
    const script = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? ''
    expect(script).toContain('"first-contentful-paint"')
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-4.js"].forEach')
    expect(script).toContain(
      'var list=["/assets/manifest-1.js","/assets/root-2.js","/assets/home-3.js"]',
    )
    expect(script).toContain('var route0=m[1],route1=m[2];')
    expect(script).toContain(
      'window.__reactRouterRouteModules={"root":route0,"routes/home":route1};setTimeout(function(){import("/assets/entry.client-4.js")})',
    )
    // The result is a script a browser can parse.
    expect(() => new Function(script.replace(/\bimport\(/g, 'load('))).not.toThrow()
  })

  /** Runs the boot script against a fake browser; `import()` becomes a recorded `load()`. */
  async function boot(paintTimingSupported: boolean) {
    const script = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? ''
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
    let routeModulesAtEntry: unknown
    /** Runs the queued timers one task at a time; what each task imported, in order. */
    async function runTasks(): Promise<string[][]> {
      const imported: string[][] = []
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve))
        const timer = timers.shift()
        if (!timer) return imported
        const before = loaded.length
        timer()
        imported.push(loaded.slice(before))
      }
    }
    return {
      appended,
      loaded,
      window,
      frames,
      timers,
      runTasks,
      routeModulesAtEntry: () => routeModulesAtEntry,
      paint: () => paintObserver,
      beforePaint: () => htmlAttributes.has(BEFORE_PAINT),
    }
  }

  it('starts nothing before the first contentful paint is reported, then hydrates one module per task', async () => {
    const page = await boot(true)
    expect(page.appended).toEqual([])
    page.paint()?.({ getEntriesByName: () => [] })
    expect(await page.runTasks()).toEqual([])
    expect(page.loaded).toEqual([])
    // Below-the-fold pictures still wait (app/styles/global.css).
    expect(page.beforePaint()).toBe(true)
    page.paint()?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
    const tasks = await page.runTasks()
    expect(page.beforePaint()).toBe(false)
    expect(page.appended).toEqual(['/assets/manifest-1.js', '/assets/entry.client-4.js'])
    // Each module is evaluated in a task of its own, so no task runs them all.
    expect(tasks.filter((imported) => imported.length > 0)).toEqual([
      ['/assets/manifest-1.js'],
      ['/assets/root-2.js'],
      ['/assets/home-3.js'],
      ['/assets/entry.client-4.js'],
    ])
    expect(page.routeModulesAtEntry()).toEqual({
      root: { url: '/assets/root-2.js' },
      'routes/home': { url: '/assets/home-3.js' },
    })
  })

  it('imports the shared chunks before the routes that import them, whatever the preload order', () => {
    // As on /quote: the route's chunk is preloaded before the forms chunk it imports.
    const page = deferHydration(
      PAGE.replace(
        '<link rel="modulepreload" href="/assets/entry.client-4.js"/>',
        '<link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
          '<link rel="modulepreload" href="/assets/shell-5.js"/>' +
          '<link rel="modulepreload" href="/assets/root-2.js"/>' +
          '<link rel="modulepreload" href="/assets/home-3.js"/>' +
          '<link rel="modulepreload" href="/assets/forms-6.js"/>',
      ),
    )
    expect(page).toContain(
      'var list=["/assets/manifest-1.js","/assets/shell-5.js","/assets/forms-6.js","/assets/root-2.js","/assets/home-3.js"]',
    )
    expect(page).toContain('var route0=m[3],route1=m[4];')
  })

  it('without paint timing, hydrates after the first frame', async () => {
    const page = await boot(false)
    expect(page.paint()).toBeNull()
    expect(page.beforePaint()).toBe(true)
    page.frames.splice(0).forEach((frame) => frame())
    await page.runTasks()
    expect(page.beforePaint()).toBe(false)
    expect(page.loaded.at(-1)).toBe('/assets/entry.client-4.js')
  })

  it('returns a page without React Router boot script unchanged', () => {
    const plain = '<html><body><p>Static</p></body></html>'
    expect(deferHydration(plain)).toBe(plain)
  })

  it('stops the build when the boot script holds anything it does not understand', () => {
    const changed = PAGE.replace('import("/assets/entry.client-4.js");', 'boot();')
    expect(() => deferHydration(changed)).toThrow(/unexpected line/)
    const withoutEntry = PAGE.replace('import("/assets/entry.client-4.js");', '')
    expect(() => deferHydration(withoutEntry)).toThrow(/lacks its route modules or entry/)
  })
})

describe('deferHydration on a page the server renders', () => {
  const NONCE = 'abc123=='
  const rendered = PAGE.replace(
    /<link rel="modulepreload" href="([^"]+)"\/>/g,
    `<link rel="modulepreload" href="$1" nonce="${NONCE}"/>`,
  )
    .replace('<script>window', `<script nonce="${NONCE}">window`)
    .replace('<script type="module" async="">', `<script nonce="${NONCE}" type="module" async="">`)
  const deferred = deferHydration(rendered, NONCE)

  it('rewrites React Router boot script with its nonce, and the new script carries the nonce', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/)
    expect(deferred).not.toMatch(/type="module"/)
    expect(deferred).toContain(`<script nonce="${NONCE}">(function(){`)
    expect(deferred).toContain(
      `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
    )
  })
})
