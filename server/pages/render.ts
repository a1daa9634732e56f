import { randomBytes } from 'node:crypto'
import { createRequest, sendResponse } from '@mcansh/react-router-fastify'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ViteDevServer } from 'vite'
import type { PageHost } from '#domain/page-host.ts'
import { isStaffPagePath, readPath } from '#server/api-path.ts'
import { previewPictures, previewRecords } from '#server/content/published.ts'
import type { PageHandler } from './builds.ts'
import { compressed } from './compression.ts'
import { pageServices, type PageServicesOptions } from './page-services.ts'
import { documentPageServices } from '#server/portal/documents/page-services.ts'
import { asksForPreview, previewCheck } from './preview.ts'

export interface RenderOptions {
  /** Why the server refused the request before its body was read (its size, its spelling). */
  refusal?: PageHost['refusal']
  /** The address to render instead of the request's (a refused spelling's, canonical-paths.ts). */
  address?: string
}

export type Render = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: RenderOptions,
) => Promise<FastifyReply>

/**
 * The Fetch request React Router renders. A request refused for its spelling (canonical-paths.ts)
 * is rendered at the address it spells, so that the page is in that page's language and its form
 * posts to the address that takes it.
 */
function routedRequest(request: FastifyRequest, reply: FastifyReply, address?: string): Request {
  const fetchRequest = createRequest(request, reply)
  if (address === undefined) return fetchRequest
  const url = new URL(fetchRequest.url)
  url.pathname = address
  // Refused before its body was read: the page is rendered without one.
  const { method, headers, signal } = fetchRequest
  return new Request(url, {
    method,
    headers,
    signal,
    body: method === 'GET' || method === 'HEAD' ? null : '',
  })
}

/**
 * Renders a page with React Router's request handler. Every rendered page gets the site's
 * headers with a CSP whose only inline scripts are those carrying this response's nonce, and is
 * never cached.
 */
export function pageRenderer(
  fastify: FastifyInstance,
  currentHandler: () => Promise<PageHandler>,
  services: PageServicesOptions,
  vite: ViteDevServer | undefined,
): Render {
  const isPreview = previewCheck(fastify)

  function pageHostFor(
    request: FastifyRequest,
    reply: FastifyReply,
    nonce: string,
    refusal: PageHost['refusal'],
    preview: boolean,
  ): PageHost {
    return {
      nonce,
      // Not with the development server, whose pages load its HMR runtime with React Router's
      // own scripts.
      hydrateAfterPaint: !vite && !isStaffPagePath(readPath(request.url).normalised),
      refusal,
      preview,
      content: (language) =>
        preview ? previewRecords(fastify.db, language) : fastify.content.records(language),
      pictures: () => (preview ? previewPictures(fastify.db) : fastify.content.pictures()),
      ...pageServices(fastify, request, reply, services),
      documents: documentPageServices(fastify, request, reply, services.uploadDir),
    }
  }

  return async (request, reply, options = {}) => {
    const nonce = randomBytes(16).toString('base64')
    const { handle, createLoadContext } = await currentHandler()
    // The body has been read by Fastify (a urlencoded form) or is read by the action's service
    // (multipart, from the request's stream); a refused request's is not read.
    if (typeof request.body !== 'string') request.body = ''
    const preview = await isPreview(request, reply)
    const response = await handle(
      routedRequest(request, reply, options.address),
      createLoadContext(pageHostFor(request, reply, nonce, options.refusal, preview)),
    )
    // The documents' CSP (security.ts), allowing this response's inline scripts by nonce. Set
    // here, so security.ts leaves it as it is.
    const csp = fastify.documentHeaders['content-security-policy'] ?? ''
    reply
      .code(response.status)
      .header(
        'content-security-policy',
        csp.replace(/(^|;\s*)script-src[^;]*/, `$1script-src 'self' 'nonce-${nonce}'`),
      )
      .header('cache-control', 'no-store')
    // A preview address is never indexed, whoever opened it (a visitor gets the published page
    // there, a copy of one that has its own address).
    if (asksForPreview(request.url)) reply.header('x-robots-tag', 'noindex')
    if (!response.body || vite) {
      await sendResponse(reply, response)
      return reply
    }
    const body = Buffer.from(await response.arrayBuffer())
    const encoded = await compressed(body, request.headers['accept-encoding'])
    const headers = new Headers(response.headers)
    headers.set('vary', 'accept-encoding')
    if (encoded.encoding) headers.set('content-encoding', encoded.encoding)
    await sendResponse(
      reply,
      new Response(new Uint8Array(encoded.body), { status: response.status, headers }),
    )
    return reply
  }
}
