// What the build's own Vite plugins (vite/plugins/) made of the last `npm run build`: should the
// framework's output change so that one of them no longer applies, this fails before a visitor
// gets a page that hydrates at once, breaks the CSP or loads too much.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { PRERENDERED_PATHS } from '#content/site-map.ts'
import { inlineScriptHashes } from '../../vite/plugins/csp-hashes.ts'
import { ROOT } from './support/server.ts'

const CLIENT = path.join(ROOT, 'build/client')

function pageFile(pagePath: string) {
  return path.join(CLIENT, pagePath, 'index.html')
}

/** The scripts a prerendered page imports once painted, as the boot script lists them. */
function bootScripts(html: string): string[] {
  const list = /var list=(\[[^\]]*\])/.exec(html)?.[1]
  if (!list) throw new Error('the page has no deferred boot script')
  return JSON.parse(list) as string[]
}

const pages = new Map<string, string>()
beforeAll(async () => {
  for (const pagePath of PRERENDERED_PATHS) {
    pages.set(pagePath, await readFile(pageFile(pagePath), 'utf8'))
  }
})

describe('the build', () => {
  it('defers hydration in every prerendered page (defer-hydration)', () => {
    for (const [pagePath, html] of pages) {
      expect.soft(html, pagePath).not.toMatch(/<script[^>]*type="module"/)
      expect.soft(html, pagePath).not.toMatch(/<link rel="modulepreload"/)
      expect.soft(html, pagePath).toContain('"first-contentful-paint"')
    }
  })

  it('lists the hash of every inline script of every page, and nothing else (csp-hashes)', async () => {
    const wanted = new Set<string>()
    for (const entry of await readdir(CLIENT, { recursive: true })) {
      if (!entry.endsWith('.html')) continue
      const html = await readFile(path.join(CLIENT, entry), 'utf8')
      for (const hash of inlineScriptHashes(html)) wanted.add(hash)
    }
    const { scriptSrc } = JSON.parse(
      await readFile(path.join(ROOT, 'build/csp-hashes.json'), 'utf8'),
    ) as { scriptSrc: string[] }
    expect(wanted.size).toBeGreaterThan(0)
    expect(scriptSrc).toEqual([...wanted].sort())
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
})
