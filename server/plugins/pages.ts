import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import Busboy, { type BusboyHeaders } from '@fastify/busboy'
import { createRequest, sendResponse } from '@mcansh/react-router-fastify'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  createRequestHandler,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router'
import type { ViteDevServer } from 'vite'
import { CV_MAX_BYTES } from '#domain/cv-files.ts'
import type { ApiAnswer, PageHost } from '#domain/page-host.ts'
import { isStaffPagePath, readPath } from '#server/api-path.ts'
import {
  mayBeRespelt,
  routeSpelling,
  routeTree,
  staticSegments,
  type StaticSegments,
} from '#server/page-routes.ts'
import { previewPictures, previewRecords } from '#server/content/published.ts'
import { deferHydration } from '#server/defer-hydration.ts'
import { ApiError } from '#server/errors.ts'
import { localizedPath } from '#domain/languages.ts'
import { toErrorResponse } from './error-handler.ts'
import { preferredEncoding } from './site.ts'

export interface PagesOptions {
  /** build/server, written by `react-router build` next to build/client. */
  serverBuildDir: string
  /**
   * `npm run dev`: pages are rendered from the sources by this Vite server, and not rewritten
   * for production (hydration, compression).
   */
  vite?: ViteDevServer
  /** The JSON API's body limit. */
  bodyLimit: number
}

/**
 * The public forms, posted to their own page when JavaScript does not handle them (the tracking
 * page's is the subscription to a shipment's emails).
 */
export const FORM_PAGES = ['/contact', '/quote', '/careers/:id', '/track/:reference'].flatMap(
  (page) => [page, localizedPath(page, 'bn')],
)

/** Below this size compression saves less than the header costs (as in scripts/post-build.ts). */
const MIN_COMPRESS_BYTES = 512

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** A rendered page compressed at a quality that takes about a millisecond for a page. */
async function compressed(
  body: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ encoding?: string; body: Buffer }> {
  if (body.length < MIN_COMPRESS_BYTES) return { body }
  const encoding = preferredEncoding(acceptEncoding, ['br', 'gzip'])
  if (encoding === 'br') {
    return {
      encoding,
      body: await brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    }
  }
  if (encoding === 'gzip') return { encoding, body: await gz(body, { level: 6 }) }
  return { body }
}

/**
 * `?preview` on a public page's address asks for the drafts (docs/decisions/0011, Preview). Only
 * signed-in staff with content rights get them; anyone else gets the published page.
 */
export const PREVIEW_PARAM = 'preview'

function asksForPreview(target: string): boolean {
  const queryStart = target.indexOf('?')
  if (queryStart === -1) return false
  const hashStart = target.indexOf('#', queryStart)
  const query = target.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart)
  return new URLSearchParams(query).has(PREVIEW_PARAM)
}

/** A text field of a multipart form, kept for showing the form again: the API's own limit. */
const TEXT_FIELD_MAX = 64 * 1024

interface AppServerEntry {
  createLoadContext(host: PageHost): RouterContextProvider
}

function hasLoadContext(module: unknown): module is AppServerEntry {
  return typeof (module as Partial<AppServerEntry>).createLoadContext === 'function'
}

/** The text fields of a multipart body; file contents are read and thrown away. */
function readTextFields(body: Readable, headers: IncomingHttpHeaders) {
  return new Promise<Record<string, string>>((resolve) => {
    const fields: Record<string, string> = {}
    let parser: InstanceType<typeof Busboy>
    try {
      parser = new Busboy({
        headers: headers as BusboyHeaders,
        limits: { fieldSize: TEXT_FIELD_MAX, fields: 20, parts: 30 },
      })
    } catch {
      body.resume()
      resolve(fields)
      return
    }
    parser.on('field', (name: string, value: string) => {
      if (!(name in fields)) fields[name] = value
    })
    parser.on('file', (_name: string, file: Readable) => file.resume())
    parser.on('finish', () => resolve(fields))
    // A broken body still ends the page's answer; the fields read so far are shown.
    parser.on('error', () => {
      body.unpipe(parser)
      body.resume()
      resolve(fields)
    })
    body.on('error', () => resolve(fields))
    body.pipe(parser)
  })
}

/** The server build written by `react-router build`, or nothing when the site is not built. */
async function productionBuild(serverBuildDir: string): Promise<ServerBuild | undefined> {
  const buildFile = path.join(serverBuildDir, 'index.js')
  if (!existsSync(buildFile)) return undefined
  return (await import(pathToFileURL(buildFile).href)) as ServerBuild
}

type CreateRequestHandler = typeof createRequestHandler

/**
 * The server build as Vite has it now (each edit to the app gives the next request a new one),
 * with React Router as that build sees it: its load context must be an instance of the very
 * RouterContextProvider class the request handler checks for.
 */
function devBuild(
  vite: ViteDevServer,
): () => Promise<{ build: ServerBuild; createHandler: CreateRequestHandler }> {
  const ssr = vite.environments.ssr as
    | (typeof vite.environments.ssr & { runner?: { import(id: string): Promise<unknown> } })
    | undefined
  return async () => {
    if (!ssr?.runner) throw new Error('the Vite dev server has no runnable ssr environment')
    const [build, reactRouter] = await Promise.all([
      ssr.runner.import('virtual:react-router/server-build') as Promise<ServerBuild>,
      ssr.runner.import('react-router') as Promise<{ createRequestHandler: CreateRequestHandler }>,
    ])
    return { build, createHandler: reactRouter.createRequestHandler }
  }
}

/** What rendering needs from one build: its handler and its load context. */
function handlerFor(
  build: ServerBuild,
  mode: 'development' | 'production',
  createHandler: CreateRequestHandler = createRequestHandler,
) {
  const entry: unknown = build.entry.module
  if (!hasLoadContext(entry)) throw new Error('the server build does not export createLoadContext')
  return {
    handle: createHandler(build, mode),
    createLoadContext: entry.createLoadContext.bind(entry),
    routes: routeTree(build.routes),
  }
}

/** React Router's data request for a page (`/bn/contact.data`) is about that page's address. */
const DATA_SUFFIX = '.data'

/**
 * The address the routes write for a decoded, normalised path (`/BN/Contact` → `/bn/contact`,
 * `/BN/Contact.data` → `/bn/contact.data`); the path itself when it names no page.
 */
function addressIn(routes: RouteObject[], statics: StaticSegments, path: string): string {
  const data = path.endsWith(DATA_SUFFIX)
  const page = data ? path.slice(0, -DATA_SUFFIX.length) : path
  if (!mayBeRespelt(statics, page)) return path
  const spelling = routeSpelling(routes, page)
  return spelling === undefined ? path : `${spelling}${data ? DATA_SUFFIX : ''}`
}

/** The Fastify patterns of FORM_PAGES as tests on an address. */
const FORM_ADDRESSES = FORM_PAGES.map((page) => new RegExp(`^${page.replace(/:\w+/g, '[^/]+')}$`))

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
 * Renders pages on the server with React Router's request handler (see
 * docs/decisions/0004-server-rendered-form-answers.md):
 *
 * - the public forms posted without JavaScript (POST /contact, /quote, /careers/:id,
 *   /track/:reference): their
 *   route actions hand the submission to the JSON API in-process, so it goes through the very
 *   same routes (validation, limits, honeypot, outbox, transaction) as the enhanced forms;
 * - every GET and HEAD that no asset answers: the public pages (from the published content,
 *   docs/decisions/0014-public-pages-rendered-per-request.md), the workspace, and the 404 page
 *   of the not-found route.
 *
 * Every rendered page gets the site's headers with a CSP
 * whose only inline scripts are those carrying this response's nonce, and is never cached.
 */
export default fp<PagesOptions>(
  async (fastify, { serverBuildDir, bodyLimit, vite }) => {
    const built = vite ? undefined : await productionBuild(serverBuildDir)
    const production = built && handlerFor(built, 'production')
    const loadDevBuild = vite && devBuild(vite)
    if (!production && !loadDevBuild) {
      fastify.log.warn({ serverBuildDir }, 'server build not found; no page is served')
      return
    }
    const devHandlers = new WeakMap<ServerBuild, ReturnType<typeof handlerFor>>()
    /** The routes of the build that rendered last: `npm run dev` learns them at its first page. */
    let routes = production?.routes ?? []
    let statics = staticSegments(routes)
    async function currentHandler(): Promise<ReturnType<typeof handlerFor>> {
      if (production) return production
      if (!loadDevBuild) throw new Error('neither a server build nor a Vite dev server')
      const { build, createHandler } = await loadDevBuild()
      let handler = devHandlers.get(build)
      if (!handler) {
        handler = handlerFor(build, 'development', createHandler)
        devHandlers.set(build, handler)
      }
      if (handler.routes !== routes) {
        routes = handler.routes
        statics = staticSegments(routes)
      }
      return handler
    }

    function answerAs(request: FastifyRequest) {
      return {
        'user-agent': request.headers['user-agent'] ?? '',
        // Only read by the API with TRUST_PROXY, exactly as for the visitor's own request.
        ...(request.headers['x-forwarded-for']
          ? { 'x-forwarded-for': request.headers['x-forwarded-for'] }
          : {}),
        accept: 'application/json',
      }
    }

    async function apiAnswer(
      response: Awaited<ReturnType<FastifyInstance['inject']>>,
    ): Promise<ApiAnswer> {
      let body: unknown = null
      try {
        body = response.json()
      } catch {
        // Not JSON: the page says that something went wrong on our side.
      }
      const retryAfter = response.headers['retry-after']
      return { status: response.statusCode, body, retryAfter: retryAfter?.toString() }
    }

    const mayEditContent = fastify.requireStaff(['editor'])

    /** Whether this request is a preview: asked for, of a public page, by staff with content rights. */
    async function isPreview(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false
      if (!asksForPreview(request.url) || isStaffPagePath(readPath(request.url).normalised)) {
        return false
      }
      try {
        await mayEditContent.call(fastify, request, reply)
        return true
      } catch (error) {
        // Signed out, or a role without content rights: the published page, as for anyone.
        if (error instanceof ApiError) return false
        throw error
      }
    }

    function pageHostFor(
      request: FastifyRequest,
      nonce: string,
      refusal: PageHost['refusal'],
      preview: boolean,
    ): PageHost {
      const remoteAddress = request.socket.remoteAddress ?? '127.0.0.1'
      return {
        nonce,
        refusal,
        preview,
        content: (language) =>
          preview ? previewRecords(fastify.db, language) : fastify.content.records(language),
        pictures: () => (preview ? previewPictures(fastify.db) : fastify.content.pictures()),
        async getJson(apiPath, language = 'en') {
          const response = await fastify.inject({
            method: 'GET',
            url: apiPath,
            remoteAddress,
            headers: { ...answerAs(request), 'content-language': language },
          })
          return apiAnswer(response)
        },
        async postJson(apiPath, body, language = 'en') {
          const response = await fastify.inject({
            method: 'POST',
            url: apiPath,
            remoteAddress,
            headers: {
              ...answerAs(request),
              'content-type': 'application/json',
              'content-language': language,
            },
            payload: JSON.stringify(body),
          })
          return apiAnswer(response)
        },
        async forwardMultipart(apiPath, language = 'en') {
          // The body goes to the API as it arrives (streamed, never held in memory) while its
          // text fields are read alongside, for showing the form again.
          const toApi = new PassThrough()
          const toFields = new PassThrough()
          request.raw.pipe(toApi)
          request.raw.pipe(toFields)
          const fields = readTextFields(toFields, request.headers)
          const response = await fastify.inject({
            method: 'POST',
            url: apiPath,
            remoteAddress,
            headers: {
              ...answerAs(request),
              'content-type': request.headers['content-type'] ?? '',
              'content-language': language,
            },
            payload: toApi,
          })
          // The API may answer before reading everything (a refused request): drain the rest.
          toApi.resume()
          return { answer: await apiAnswer(response), fields: await fields }
        },
      }
    }

    async function render(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { refusal?: PageHost['refusal']; address?: string } = {},
    ) {
      const nonce = randomBytes(16).toString('base64')
      const { handle, createLoadContext } = await currentHandler()
      // The body has been read by Fastify (a urlencoded form) or is forwarded by the action
      // itself (multipart, read from the request's stream); a refused request's is not read.
      if (typeof request.body !== 'string') request.body = ''
      const preview = await isPreview(request, reply)
      const response = await handle(
        routedRequest(request, reply, options.address),
        createLoadContext(pageHostFor(request, nonce, options.refusal, preview)),
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
      let body = Buffer.from(await response.arrayBuffer())
      const isDocument = response.headers.get('content-type')?.startsWith('text/html') ?? false
      // Public pages hydrate after the first paint (server/defer-hydration.ts); the workspace is
      // an app whose pages are nothing until their data has loaded, so it starts at once.
      if (isDocument && !isStaffPagePath(readPath(request.url).normalised)) {
        body = Buffer.from(deferHydration(body.toString('utf8'), nonce))
      }
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

    // GET and HEAD of a path no asset answers, and React Router's data requests (/careers.data).
    fastify.sendNotFoundPage = render
    fastify.pageRoutes = {
      addressOf: (path) => addressIn(routes, statics, path),
      takesForm: (address) => FORM_ADDRESSES.some((form) => form.test(address)),
      sendRefusal: (request, reply, address, refusal) =>
        render(request, reply, { refusal, address }),
    }

    await fastify.register(async (forms) => {
      // Parsers for this scope only: the API keeps its own (JSON, and multipart for CVs).
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        // Percent-encoding turns a byte of UTF-8 into three characters: a form the JSON API would
        // take within its limit may arrive three times larger here.
        { parseAs: 'string', bodyLimit: 3 * bodyLimit },
        (_request, body, done) => done(null, body),
      )
      // Left unread here: the action forwards it to the API as a stream.
      forms.addContentTypeParser(
        'multipart/form-data',
        { bodyLimit: CV_MAX_BYTES * 2 },
        (_r, _p, done) => done(null),
      )
      // Whatever refused the request (too large, unreadable), the visitor gets the page with
      // the problem explained, never a JSON error.
      forms.setErrorHandler((error, request, reply) => {
        const { code, message } = toErrorResponse(error as FastifyError, request)
        return render(request, reply, { refusal: { status: code, message } })
      })
      for (const url of FORM_PAGES) {
        forms.post(url, (request, reply) => render(request, reply))
      }
    })
  },
  // After site (in app.ts), whose assets come first; npm run dev has no site.
  { name: 'pages', dependencies: ['error-handler', 'security', 'canonical-paths'] },
)
