import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { clientOutDir, filesUnder } from './build-output.ts'

/** Outside build/client, so it is never served; server/plugins/security.ts reads it. */
export const CSP_HASHES_FILE = 'csp-hashes.json'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** The CSP source of every inline script of a page: SHA-256 of its text, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    // JSON-LD and other data blocks are never executed, so they need no hash.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type === 'application/ld+json' || type === 'application/json') continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The Content-Security-Policy allows no inline script but those of the prerendered pages, by
 * hash: this writes them to build/csp-hashes.json once the pages are final (after
 * defer-hydration). A build whose pages have no inline script at all stops: React Router always
 * writes some, so its output has changed in a way the CSP does not know.
 */
export function cspHashes(): Plugin {
  return {
    name: 'csp-hashes',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const dir = clientOutDir(builder)
        const hashes = new Set<string>()
        for await (const file of filesUnder(dir)) {
          if (path.extname(file) !== '.html') continue
          for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash)
        }
        if (hashes.size === 0)
          throw new Error(`csp-hashes: no inline script in the pages of ${dir}`)
        const scriptSrc = [...hashes].sort()
        const out = path.join(dir, '..', CSP_HASHES_FILE)
        await writeFile(out, `${JSON.stringify({ scriptSrc }, null, 2)}\n`)
        builder.config.logger.info(`csp-hashes: ${scriptSrc.length} inline script hashes in ${out}`)
      },
    },
  }
}
