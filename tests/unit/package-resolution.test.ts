import { execFile } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { isBareSpecifier, lookupScope, packageResolutionHooks } from '#server/package-resolution.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const inRoot = (file: string) => pathToFileURL(path.join(ROOT, file)).href
const IMPORT = {
  conditions: ['node', 'import', 'module-sync', 'node-addons'],
  importAttributes: {},
}
const REQUIRE = {
  conditions: ['node', 'require', 'module-sync', 'node-addons'],
  importAttributes: {},
}

type Context = Parameters<ReturnType<typeof packageResolutionHooks>['resolve']>[1]
const context = (parentURL: string, base = IMPORT): Context => ({ ...base, parentURL })

describe('which specifiers name a package', () => {
  it('package names and paths in them do; relative, absolute, # imports and URLs do not', () => {
    for (const bare of [
      'drizzle-orm',
      'drizzle-orm/pg-core',
      '@fastify/static',
      'react-dom/server',
    ])
      expect(isBareSpecifier(bare), bare).toBe(true)
    for (const other of ['./a.js', '../a.js', '/a.js', '#server/app.ts', 'node:fs', 'file:///a.js'])
      expect(isBareSpecifier(other), other).toBe(false)
  })

  it("looks a package name up from the importing package's folder, or the app's", () => {
    expect(lookupScope(inRoot('server/app.ts'))).toBe('')
    expect(lookupScope('file:///r/node_modules/a/lib/b.js')).toBe('file:///r/node_modules/a')
    expect(lookupScope('file:///r/node_modules/@s/a/b.js')).toBe('file:///r/node_modules/@s/a')
    expect(lookupScope('file:///r/node_modules/a/node_modules/c/d.js')).toBe(
      'file:///r/node_modules/a/node_modules/c',
    )
  })
})

describe('the resolve hook', () => {
  const unexpected = () => {
    throw new Error("Node's own resolution was not expected here")
  }

  it("a relative import inside a package: the file, in its package's format, without Node's lookup", () => {
    const { resolve } = packageResolutionHooks()
    // drizzle-orm's package.json says "type": "module".
    const drizzle = inRoot('node_modules/drizzle-orm/index.js')
    expect(resolve('./column.js', context(drizzle), unexpected)).toEqual({
      url: inRoot('node_modules/drizzle-orm/column.js'),
      format: 'module',
      shortCircuit: true,
    })
    // fastify's says "type": "commonjs"; an .mjs file is ESM whatever the package says.
    const fastify = inRoot('node_modules/fastify/fastify.js')
    expect(resolve('./lib/errors.js', context(fastify), unexpected)).toMatchObject({
      format: 'commonjs',
    })
    expect(resolve('./x.mjs', context(fastify), unexpected)).toMatchObject({ format: 'module' })
    expect(resolve('../y.cjs', context(drizzle), unexpected)).toMatchObject({ format: 'commonjs' })
  })

  it("leaves require(), the app's files, other extensions and packages without a type to Node", () => {
    const { resolve } = packageResolutionHooks()
    const next = vi.fn(() => ({ url: 'file:///resolved.js' }))
    const drizzle = inRoot('node_modules/drizzle-orm/index.js')
    resolve('./column.js', context(drizzle, REQUIRE), next)
    resolve('./data.json', context(drizzle), next)
    resolve('./app.ts', context(inRoot('server/server.ts')), next)
    resolve('#server/app.ts', context(inRoot('server/server.ts')), next)
    // pg's package.json names no type: Node tells a .js file's format by its syntax.
    resolve('../lib/index.js', context(inRoot('node_modules/pg/esm/index.mjs')), next)
    expect(next).toHaveBeenCalledTimes(5)
  })

  it("asks Node once per package name for the app's files, again from another package or for require()", () => {
    const { resolve } = packageResolutionHooks()
    const answer = { url: inRoot('node_modules/drizzle-orm/index.js'), format: 'module' }
    const next = vi.fn(() => answer)
    const first = resolve('drizzle-orm', context(inRoot('server/db/client.ts')), next)
    const second = resolve('drizzle-orm', context(inRoot('server/inbox/queries.ts')), next)
    expect(first).toEqual(answer)
    expect(second).toEqual({ ...answer, shortCircuit: true })
    expect(next).toHaveBeenCalledTimes(1)
    resolve('drizzle-orm', context(inRoot('node_modules/better-auth/dist/index.mjs')), next)
    resolve('drizzle-orm', context(inRoot('server/db/client.ts'), REQUIRE), next)
    expect(next).toHaveBeenCalledTimes(3)
  })
})

describe("against Node's own resolution", () => {
  it('every import of the server resolves to the same file in the same format', async () => {
    const record = (withHooks: boolean) =>
      new Promise<string[]>((resolve, reject) => {
        execFile(
          path.join(ROOT, 'node_modules/.bin/node'),
          ['tests/unit/support/record-resolution.ts'],
          {
            cwd: ROOT,
            env: { ...process.env, WITH_PACKAGE_RESOLUTION: withHooks ? '1' : '0' },
            maxBuffer: 64 * 1024 * 1024,
          },
          (error, stdout) => {
            if (error) reject(error)
            else resolve((JSON.parse(stdout) as unknown[]).map((entry) => JSON.stringify(entry)))
          },
        )
      })
    const [hooked, plain] = await Promise.all([record(true), record(false)])
    expect(hooked.length).toBeGreaterThan(500)
    expect([...new Set(hooked)].sort()).toEqual([...new Set(plain)].sort())
  }, 60_000)
})
