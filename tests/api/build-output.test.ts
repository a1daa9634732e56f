// What the build's own Vite plugins (vite/plugins/) and the pages' deferred hydration
// (app/utils/deferred-hydration.server.ts) make of the last `npm run build`, on the pages as
// served: should the framework's output change so that one of them no longer applies, this fails
// before a visitor gets a page that hydrates at once or loads too much.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '#content/site-map.ts'
import { LEFT_OUT_MESSAGE } from '../../vite/plugins/react-router-route-discovery.ts'
import { removeDataDir, ROOT, startServer, type RunningServer } from './support/server.ts'

const CLIENT = path.join(ROOT, 'build/client')

/** The scripts a page imports once painted, as the boot script lists them. */
function bootScripts(html: string): string[] {
  const list = /var list=(\[[^\]]*\])/.exec(html)?.[1]
  if (!list) throw new Error('the page has no deferred boot script')
  return JSON.parse(list) as string[]
}

let server: RunningServer
const pages = new Map<string, string>()
beforeAll(async () => {
  server = await startServer()
  for (const pagePath of PUBLIC_PATHS) {
    pages.set(pagePath, await (await fetch(`${server.url}${pagePath}`)).text())
  }
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('the build', () => {
  it('defers hydration in every public page (app/utils/deferred-hydration.server.ts)', () => {
    expect(pages.size).toBe(PUBLIC_PATHS.length)
    for (const [pagePath, html] of pages) {
      expect.soft(html, pagePath).not.toMatch(/<script[^>]*type="module"/)
      expect.soft(html, pagePath).not.toMatch(/<link rel="modulepreload"/)
      expect.soft(html, pagePath).toContain('"first-contentful-paint"')
    }
  })

  it("ships one shell, compiled eagerly and with React DOM's stackless markers, to every page (client-chunking, react-dom-stackless-markers)", async () => {
    const shells = new Set<string>()
    for (const [pagePath, html] of pages) {
      const shell = bootScripts(html).filter((src) => /\/assets\/shell-[\w-]+\.js$/.test(src))
      expect.soft(shell, pagePath).toHaveLength(1)
      for (const src of shell) shells.add(src)
    }
    expect(shells.size).toBe(1)
    const [shell = ''] = shells
    const code = await readFile(path.join(CLIENT, shell), 'utf8')
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(code).toContain('Object.create(Error.prototype)')
  })

  it("leaves React Router's route discovery out of every page's scripts (react-router-route-discovery)", async () => {
    const scripts = new Set([...pages.values()].flatMap((html) => bootScripts(html)))
    const shell = [...scripts].find((src) => /\/assets\/shell-[\w-]+\.js$/.test(src))
    const code = await readFile(path.join(CLIENT, shell ?? ''), 'utf8')
    // React Router's own route modules are in the shell, with the replacements in their place.
    expect(code).toContain(LEFT_OUT_MESSAGE)
    for (const src of scripts) {
      const script = await readFile(path.join(CLIENT, src), 'utf8')
      // Lazy discovery's watch for links, and the manifest requests of both modules.
      expect.soft(script, src).not.toContain('a[data-discover], form[data-discover]')
      expect.soft(script, src).not.toContain('/__manifest')
    }
  })

  it('loads the form helpers on the form pages only (client-chunking)', () => {
    const loadsForms = (pagePath: string) =>
      bootScripts(pages.get(pagePath) ?? '').some((src) => /\/assets\/forms-[\w-]+\.js$/.test(src))
    expect(loadsForms('/quote')).toBe(true)
    expect(loadsForms('/contact')).toBe(true)
    expect(loadsForms('/')).toBe(false)
    expect(loadsForms('/about')).toBe(false)
  })

  it("bundles React as modules: no page's first load has Rolldown's CommonJS helpers (react-as-modules)", async () => {
    const scripts = new Set([...pages.values()].flatMap((html) => bootScripts(html)))
    expect([...scripts].filter((src) => /rolldown-runtime/.test(src))).toEqual([])
    for (const src of scripts) {
      const code = await readFile(path.join(CLIENT, src), 'utf8')
      // Rolldown's __toESM, as every module that imported CommonJS React called it.
      expect.soft(code, src).not.toMatch(/\(\w+\(\),1\)/)
    }
  })
  it("draws no SVG image from any public page's stylesheets: each would be a document of its own", async () => {
    const sheets = new Set(
      [...pages.values()].flatMap((html) =>
        [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((link) => link[1]),
      ),
    )
    expect(sheets.size).toBeGreaterThan(3)
    for (const href of sheets) {
      const css = await readFile(path.join(CLIENT, href ?? ''), 'utf8')
      expect.soft(css.match(/url\(\s*["']?(data:image\/svg|[^)]*\.svg\b)[^)]*\)/g), href).toBeNull()
    }
  })
})
