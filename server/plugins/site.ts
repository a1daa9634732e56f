import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

export interface SiteOptions {
  /** The built site: build/client. */
  clientDir: string
}

const HASHED_ASSETS = `${path.sep}assets${path.sep}`
const UNUSED_ON_HASHED_ASSETS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id']

/** Files that exist in the build but must never answer a URL of their own. */
function isHidden(pathName: string): boolean {
  const [first] = pathName.replace(/^\/+/, '').split('/')
  return first === 'api'
}

/** The first of `offered` (in our order of preference) that Accept-Encoding allows. */
export function preferredEncoding(
  header: string | undefined,
  offered: readonly string[],
): string | undefined {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  return offered.find((encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0)
}

/**
 * Serves the built assets: hashed files are cached for a year and everything else (icons,
 * robots.txt, the manifest) revalidates. Each file is a route of its own, found when the server
 * starts (the build does not change under a running server); every other path is a page's
 * route, or the not-found route's (plugins/pages.ts).
 */
export default fp<SiteOptions>(
  async (fastify, { clientDir }) => {
    if (!existsSync(clientDir)) {
      fastify.log.warn({ clientDir }, 'site build not found; serving the API only')
      return
    }

    // JavaScript's registered type (RFC 9239), without a charset: a module, a worker and a script
    // of these UTF-8 pages are all read as UTF-8 whatever the header says. 22 bytes less on each
    // of a page's scripts; @fastify/static names the type after its own headers hook has run.
    fastify.addHook('onSend', async (_request, reply) => {
      if (reply.getHeader('content-type') === 'application/javascript; charset=utf-8') {
        reply.header('content-type', 'text/javascript')
      }
    })

    await fastify.register(fastifyStatic, {
      root: clientDir,
      // A route per file, not a wildcard: the not-found page's `/*` is the pages' route.
      wildcard: false,
      // No folder of the build has an index.html, so a folder's address (/, /images/) falls
      // through to the rendered pages; `index: false` would answer it 403.
      index: ['index.html'],
      redirect: false,
      cacheControl: false,
      // The build writes .br and .gz next to every text file worth compressing; they are served with content-encoding and vary: accept-encoding.
      preCompressed: true,
      allowedPath: (pathName) => !isHidden(pathName),
      setHeaders: (reply, filePath) => {
        if (!filePath.includes(HASHED_ASSETS)) {
          reply.header('cache-control', 'no-cache')
          return
        }
        reply.header('cache-control', 'public, max-age=31536000, immutable')
        // Never revalidated nor fetched in parts, a hashed file needs no validators or ranges,
        // and names no request worth looking up; each is ~0.1 KB on a dozen scripts per page.
        for (const header of UNUSED_ON_HASHED_ASSETS) reply.removeHeader(header)
      },
    })
  },
  { name: 'site', dependencies: ['error-handler'] },
)
