// The build's own Vite plugins (vite/plugins/) against the framework's real code: each fails
// loudly when what it rewrites has changed. tests/api/build-output.test.ts checks what they
// made of the last build.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
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
