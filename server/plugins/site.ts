import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { NOT_FOUND_PATH } from '#app/site-map.ts'

export interface SiteOptions {
  /** The built site: build/client. */
  clientDir: string
}

const HASHED_ASSETS = `${path.sep}assets${path.sep}`

/** Files that exist in the build but must never answer a URL of their own. */
function isHidden(pathName: string): boolean {
  const [first] = pathName.replace(/^\/+/, '').split('/')
  return (
    first === 'api' ||
    first === NOT_FOUND_PATH.slice(1) ||
    first?.startsWith('__spa-fallback') === true
  )
}

/**
 * Serves the prerendered site: /services answers build/client/services/index.html, /services/
 * redirects to /services, hashed assets are cached for a year and everything else revalidates.
 * Unknown paths fall through to the not-found handler, which answers with the 404 page.
 */
export default fp<SiteOptions>(
  async (fastify, { clientDir }) => {
    if (!existsSync(clientDir)) {
      fastify.log.warn({ clientDir }, 'site build not found; serving the API only')
      return
    }

    fastify.notFoundPage = await readFile(
      path.join(clientDir, NOT_FOUND_PATH, 'index.html'),
      'utf8',
    )

    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return
      const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
      if (pathname.length < 2 || !pathname.endsWith('/') || pathname.startsWith('/api/')) return
      // Collapsing leading slashes and refusing backslashes keeps "//evil.example/" from becoming
      // a redirect to another site.
      if (pathname.includes('\\')) return
      const canonical = `/${pathname.replace(/^\/+|\/+$/g, '')}`
      return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 301)
    })

    await fastify.register(fastifyStatic, {
      root: clientDir,
      index: ['index.html'],
      redirect: false,
      cacheControl: false,
      // The build writes .br and .gz next to every text file worth compressing (pages included);
      // they are served with content-encoding and vary: accept-encoding.
      preCompressed: true,
      allowedPath: (pathName) => !isHidden(pathName),
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  },
  { name: 'site', dependencies: ['error-handler'] },
)
