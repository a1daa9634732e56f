import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import Busboy, { type BusboyHeaders } from '@fastify/busboy'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router'
import { PRERENDERED_PATHS } from '#content/site-map.ts'
import { CV_MAX_BYTES } from '#domain/cv-files.ts'
import type { ApiAnswer, PageHost } from '#domain/page-host.ts'
import { isStaffPagePath, readPath } from '#server/api-path.ts'
import { deferHydration } from '#server/defer-hydration.ts'
import { toErrorResponse } from './error-handler.ts'
import { preferredEncoding } from './site.ts'

export interface PagesOptions {
  /** build/server, written by `react-router build` next to build/client. */
  serverBuildDir: string
  /** The JSON API's body limit. */
  bodyLimit: number
}

/** The public forms, posted to their own page when JavaScript does not handle them. */
export const FORM_PAGES = ['/contact', '/quote', '/careers/:id'] as const

/** React Router's single-fetch data requests: /careers.data for /careers. */
const DATA_SUFFIX = '.data'

/** Below this size compression saves less than the header costs (as in scripts/post-build.ts). */
const MIN_COMPRESS_BYTES = 512

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * A rendered page compressed as the prerendered ones are, but at a quality that takes about a
 * millisecond for a page, since it is done on every request.
 */
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

/** A text field of a multipart form, kept for showing the form again: the API's own limit. */
const TEXT_FIELD_MAX = 64 * 1024

interface AppServerEntry {
  createLoadContext(host: PageHost): RouterContextProvider
}

function hasLoadContext(module: unknown): module is AppServerEntry {
  return typeof (module as Partial<AppServerEntry>).createLoadContext === 'function'
}

/** The build's flat route manifest as the nested routes matchRoutes expects. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route) =>
    route && route.parentId === parentId
      ? [
          {
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: route.index ? undefined : routeTree(routes, route.id),
          } as RouteObject,
        ]
      : [],
  )
}

/** Request headers as Fetch headers; repeated headers keep every value. */
function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item)
  }
  return result
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

/**
 * Renders pages on the server with React Router's request handler (see
 * docs/decisions/0004-server-rendered-form-answers.md):
 *
 * - the public forms posted without JavaScript (POST /contact, /quote, /careers/:id): their
 *   route actions hand the submission to the JSON API in-process, so it goes through the very
 *   same routes (validation, limits, honeypot, outbox, transaction) as the enhanced forms;
 * - GET requests for routes that are not prerendered (the forms' confirmation pages, and any
 *   route without a prerendered page, such as the staff workspace).
 *
 * Prerendered pages stay static files. Every rendered page gets the site's headers with a CSP
 * whose only inline scripts are those carrying this response's nonce, and is never cached.
 */
export default fp<PagesOptions>(
  async (fastify, { serverBuildDir, bodyLimit }) => {
    const buildFile = path.join(serverBuildDir, 'index.js')
    if (!existsSync(buildFile)) {
      fastify.log.warn({ buildFile }, 'server build not found; only prerendered pages are served')
      return
    }
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild
    const entry: unknown = build.entry.module
    if (!hasLoadContext(entry)) throw new Error(`${buildFile} does not export createLoadContext`)
    const createLoadContext = entry.createLoadContext.bind(entry)
    const handle = createRequestHandler(build, 'production')

    const routes = routeTree(build.routes)
    const deepestRoute = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id
    // A route that has prerendered pages is only ever served as those files; an unknown id under
    // it is the prerendered not-found page, as before.
    const prerenderedRoutes = new Set(PRERENDERED_PATHS.map(deepestRoute))

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

    function pageHostFor(
      request: FastifyRequest,
      nonce: string,
      refusal: PageHost['refusal'],
    ): PageHost {
      const remoteAddress = request.socket.remoteAddress ?? '127.0.0.1'
      return {
        nonce,
        refusal,
        content: (language) => fastify.content.records(language),
        async getJson(apiPath) {
          const response = await fastify.inject({
            method: 'GET',
            url: apiPath,
            remoteAddress,
            headers: answerAs(request),
          })
          return apiAnswer(response)
        },
        async postJson(apiPath, body) {
          const response = await fastify.inject({
            method: 'POST',
            url: apiPath,
            remoteAddress,
            headers: { ...answerAs(request), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          })
          return apiAnswer(response)
        },
        async forwardMultipart(apiPath) {
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
      options: { body?: string; refusal?: PageHost['refusal'] } = {},
    ) {
      const nonce = randomBytes(16).toString('base64')
      const url = new URL(request.url, `${request.protocol}://${request.host}`)
      const headers = fetchHeaders(request.headers)
      // The body, if any, has been read by Fastify or is forwarded by the action itself.
      headers.delete('content-length')
      headers.delete('transfer-encoding')
      const response = await handle(
        new Request(url, {
          method: request.method,
          headers,
          body: options.body,
          signal: AbortSignal.timeout(30_000),
        }),
        createLoadContext(pageHostFor(request, nonce, options.refusal)),
      )
      // The documents' CSP (security.ts), allowing this response's inline scripts by nonce
      // instead of the prerendered pages' hashes. Set here, so security.ts leaves it as it is.
      const csp = fastify.documentHeaders['content-security-policy'] ?? ''
      reply
        .code(response.status)
        .header(
          'content-security-policy',
          csp.replace(/(^|;\s*)script-src[^;]*/, `$1script-src 'self' 'nonce-${nonce}'`),
        )
        .header('cache-control', 'no-store')
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue
        reply.header(name, value)
      }
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      if (!response.body) return reply.send('')
      let body = Buffer.from(await response.arrayBuffer())
      const isDocument = response.headers.get('content-type')?.startsWith('text/html') ?? false
      // Public pages hydrate after the first paint, as the prerendered ones do; the workspace is
      // an app whose pages are nothing until their data has loaded, so it starts at once.
      if (isDocument && !isStaffPagePath(readPath(request.url).normalised)) {
        body = Buffer.from(deferHydration(body.toString('utf8'), nonce))
      }
      const encoded = await compressed(body, request.headers['accept-encoding'])
      reply.header('vary', 'accept-encoding')
      if (encoded.encoding) reply.header('content-encoding', encoded.encoding)
      return reply.send(encoded.body)
    }

    // GET and HEAD of a path no static file answers: rendered when a route that is not
    // prerendered matches it, else the prerendered not-found page as before.
    const sendStaticNotFound = fastify.sendNotFoundPage
    fastify.sendNotFoundPage = (request, reply) => {
      const pathname = readPath(request.url).normalised
      // A client-side navigation asks for a rendered page's loader data at its path plus .data.
      const routeId = deepestRoute(
        pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname,
      )
      if (routeId && !prerenderedRoutes.has(routeId)) return render(request, reply)
      return sendStaticNotFound?.(request, reply)
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
        forms.post(url, (request, reply) =>
          render(request, reply, {
            body: typeof request.body === 'string' ? request.body : undefined,
          }),
        )
      }
    })
  },
  { name: 'pages', dependencies: ['error-handler', 'security', 'site'] },
)
