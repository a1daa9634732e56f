// The build's own Vite plugins (vite/plugins/) against the framework's real code: each fails
// loudly when what it rewrites has changed. tests/api/build-output.test.ts checks what they
// made of the last build.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes } from '../../vite/plugins/csp-hashes.ts'
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

describe('csp-hashes', () => {
  it('hashes each executable inline script as the browser does, and no data block or external script', () => {
    const html =
      '<script>alert(1)</script><script type="application/ld+json">{}</script>' +
      '<script src="/a.js"></script><script type="module">import "/b.js"</script>'
    expect(inlineScriptHashes(html)).toEqual([
      // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      // printf 'import "/b.js"' | openssl dgst -sha256 -binary | base64
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
    ])
  })
})
