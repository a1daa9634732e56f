import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PERMISSIONS_POLICY } from './security.ts'
import { preferredEncoding } from './site.ts'

/** The SPA shell React Router writes for paths that are not prerendered. */
const SPA_FALLBACK = '__spa-fallback.html'

/** Passkeys need the WebAuthn "get" ceremony, which the public pages switch off. */
export const STAFF_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace(
  'publickey-credentials-get=()',
  'publickey-credentials-get=(self)',
)

/**
 * The workspace's pages (/staff and below) are not prerendered: each answers the SPA shell, whose
 * route modules then load their data from /api/staff/ in the browser. Personal pages: never
 * stored by a cache, never indexed.
 */
export default fp<{ clientDir: string }>(
  async (fastify, { clientDir }) => {
    const file = path.join(clientDir, SPA_FALLBACK)
    if (!existsSync(file)) {
      fastify.log.warn({ file }, 'no SPA shell in the build: the staff workspace is unavailable')
      return
    }
    const html = await readFile(file)
    const encoded = new Map<string, Buffer>()
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (existsSync(`${file}${extension}`))
        encoded.set(encoding, await readFile(`${file}${extension}`))
    }

    function sendShell(request: FastifyRequest, reply: FastifyReply) {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('permissions-policy', STAFF_PERMISSIONS_POLICY)
        .header('vary', 'accept-encoding')
      const encoding = preferredEncoding(request.headers['accept-encoding'], [...encoded.keys()])
      const body = encoding && encoded.get(encoding)
      if (!encoding || !body) return reply.send(html)
      return reply.header('content-encoding', encoding).send(body)
    }

    fastify.get('/staff', { schema: { hide: true } }, sendShell)
    fastify.get('/staff/*', { schema: { hide: true } }, sendShell)
  },
  { name: 'staff-pages' },
)
