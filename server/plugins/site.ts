import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { NOT_FOUND_PATHS, notFoundPathFor, SHARED_LINK_PAGES } from '#content/site-map.ts'
import { readPath } from '#server/api-path.ts'

export interface SiteOptions {
  /** The built site: build/client. */
  clientDir: string
}

const HASHED_ASSETS = `${path.sep}assets${path.sep}`
const UNUSED_ON_HASHED_ASSETS = ['etag', 'last-modified', 'accept-ranges', 'x-request-id']

/** Files that exist in the build but must never answer a URL of their own. */
function isHidden(pathName: string): boolean {
  const normalised = `/${pathName.replace(/^\/+/, '')}`
  const [first] = normalised.slice(1).split('/')
  return (
    first === 'api' ||
    NOT_FOUND_PATHS.some((page) => normalised === page || normalised.startsWith(`${page}/`))
  )
}

/** A prerendered page answered from memory rather than by @fastify/static. */
interface MemoryPage {
  html: string
  /** Precompressed variants by content-encoding. */
  encoded: Map<string, Buffer>
}

async function readPage(clientDir: string, pagePath: string): Promise<MemoryPage> {
  const file = path.join(clientDir, pagePath, 'index.html')
  const encoded = new Map<string, Buffer>()
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(`${file}${extension}`)) {
      encoded.set(encoding, await readFile(`${file}${extension}`))
    }
  }
  return { html: await readFile(file, 'utf8'), encoded }
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
 * Serves the prerendered site: /services answers build/client/services/index.html (/services/
 * redirects there: plugins/canonical-paths.ts), hashed assets are cached for a year and
 * everything else revalidates. Unknown paths fall through to the not-found handler, which
 * answers with the 404 page.
 */
export default fp<SiteOptions>(
  async (fastify, { clientDir }) => {
    if (!existsSync(clientDir)) {
      fastify.log.warn({ clientDir }, 'site build not found; serving the API only')
      return
    }

    // Pages answered from memory pick their precompressed variant here, as @fastify/static
    // does for every other file.
    function sendPage(request: FastifyRequest, reply: FastifyReply, page: MemoryPage) {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
      const encoding = preferredEncoding(request.headers['accept-encoding'], [
        ...page.encoded.keys(),
      ])
      const encoded = encoding && page.encoded.get(encoding)
      if (!encoding || !encoded) return reply.send(page.html)
      return reply.header('content-encoding', encoding).send(encoded)
    }

    const notFoundPages = new Map<string, MemoryPage>()
    for (const pagePath of NOT_FOUND_PATHS) {
      notFoundPages.set(pagePath, await readPage(clientDir, pagePath))
    }
    fastify.sendNotFoundPage = (request, reply) => {
      const pathname = readPath(request.url).normalised
      const page = notFoundPages.get(notFoundPathFor(pathname))
      if (!page) return undefined
      return sendPage(request, reply.code(404), page)
    }

    // Shareable links such as /track/DBL-K7M2P9QX: one prerendered page answers them all and
    // the browser reads the last segment. They are somebody's shipment, not content to index.
    for (const { prefix, path: pagePath } of SHARED_LINK_PAGES) {
      const page = await readPage(clientDir, pagePath)
      fastify.get(`${prefix}:segment`, { schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply.header('x-robots-tag', 'noindex'), page),
      )
    }

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
