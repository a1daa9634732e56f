import type { IncomingMessage, ServerResponse } from 'node:http'
import cors from '@fastify/cors'
import helmet, { type HelmetOptions } from 'helmet'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { isApiPath, isDocsPath, rulePath } from '#server/api-path.ts'

export interface SecurityOptions {
  env: Env
}

/** Powerful features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/**
 * Swagger UI (/api/docs) styles itself inline, so its pages get a policy of their own. Scripts
 * still come from the server only.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

/** For API answers: JSON loads nothing, may be framed by nobody, and is no form's target. */
export const API_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ')

/**
 * The headers that apply to every answer, static assets included: nosniff and the resource
 * policy. Everything else (CSP, frame, permission, opener and referrer policies, HSTS…) governs a
 * document or the visit, so a script or an image need not carry it: on a first load of a dozen
 * scripts those headers were 30–50 KB of the transfer. A browser learns HSTS from the page, which
 * always comes before its assets.
 */
const EVERY_ANSWER_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy']

function partitionHeaders(headers: Record<string, string>) {
  const everyAnswer: Record<string, string> = {}
  const documentOnly: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (EVERY_ANSWER_HEADERS.includes(name)) everyAnswer[name] = value
    else documentOnly[name] = value
  }
  return { everyAnswer, documentOnly }
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html')
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json')
}

/**
 * The headers Helmet sets for these options. They depend on nothing in the request, so they are
 * computed once and then added to every answer as plain reply headers, which Node writes on its
 * fast path (one validation per header) instead of merging headers set on the raw response.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {})
  return Object.fromEntries(headers)
}

/**
 * Security headers (Helmet): on pages, a strict CSP whose only inline scripts are those of the
 * build, by hash, HSTS for a year, and the referrer, permissions, opener and frame policies; on
 * every answer, nosniff and the resource policy. Static assets get only the latter; API answers get
 * the full set with a CSP of their own. CORS, on the API only, admits SITE_URL's origin and
 * CORS_ORIGINS.
 *
 * Helmet's headers are computed once, here. @fastify/helmet rebuilds Helmet (parsing every CSP
 * directive) on each request, which cost 15% of the server's CPU under load; see
 * docs/decisions/0003-helmet-built-once.md.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The headers only documents get, the prerendered pages' CSP among them. */
    documentHeaders: Readonly<Record<string, string>>
  }
  interface FastifyContextConfig {
    /** Read by @fastify/cors, whose types do not declare it: false leaves the route out. */
    cors?: false
  }
}

/**
 * Everything but the CSP, the same for every kind of answer. Left out are the headers only
 * retired software reads: X-Download-Options (Internet Explorer 8), X-Permitted-Cross-Domain-
 * Policies (Flash and old Acrobat) and X-XSS-Protection (the XSS auditors, removed from every
 * browser; OWASP advises not to set it). Each page's headers count in its first round trip on a
 * slow connection, and these were 90 bytes of it (decision 0008).
 */
const OTHER_HEADERS: HelmetOptions = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
}

/**
 * The headers of a JSON answer. JSON is never a document that loads anything, so it gets the
 * tightest policy (OWASP's advice for REST services). Known before the app starts: the answers Fastify makes before routing (a bad URL, a
 * malformed request) carry them too.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CSP,
  ...helmetHeaders({ ...OTHER_HEADERS, contentSecurityPolicy: false }),
  'permissions-policy': PERMISSIONS_POLICY,
}

export default fp<SecurityOptions>(
  async (fastify, { env }) => {
    const https = env.SITE_URL.startsWith('https:')

    const pageHeaders = {
      ...helmetHeaders({
        ...OTHER_HEADERS,
        contentSecurityPolicy: {
          useDefaults: false,
          // Styles, fonts, fetches and the manifest fall back to default-src, 'self'.
          directives: {
            defaultSrc: ["'self'"],
            // Every page is rendered, and allows its own inline scripts by nonce (pages.ts).
            scriptSrc: ["'self'"],
            imgSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
      }),
      // Helmet does not set this one.
      'permissions-policy': PERMISSIONS_POLICY,
    }
    const docsHeaders = { ...pageHeaders, 'content-security-policy': DOCS_CSP }

    const site = partitionHeaders(pageHeaders)
    fastify.decorate('documentHeaders', site.documentOnly)

    fastify.addHook('onRequest', (request, reply, done) => {
      const path = rulePath(request)
      if (!isApiPath(path)) reply.headers(site.everyAnswer)
      else if (isDocsPath(path)) reply.headers(docsHeaders)
      else reply.headers(API_HEADERS)
      done()
    })
    // Whether an answer of the site is a document shows only once it is made: a page, the 404
    // page, or an HTML file. A header its renderer already chose stays (a page rendered per
    // request has a CSP with its own nonce; staff pages may use passkeys). JSON made outside
    // the API (a refused request, a POST to no route) is an API answer all the same.
    const documentHeaders = Object.entries(site.documentOnly)
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const contentType = reply.getHeader('content-type')
      if (isHtml(contentType) && !isApiPath(rulePath(request))) {
        for (const [name, value] of documentHeaders) {
          if (!reply.hasHeader(name)) reply.header(name, value)
        }
      } else if (isJson(contentType) && !reply.hasHeader('content-security-policy')) {
        reply.headers(API_HEADERS)
      }
      done(null, payload)
    })

    // Only the API is shared with other origins. Elsewhere @fastify/cors would still add
    // `Vary: Origin`, and a shared cache would keep a copy of every page and asset per origin.
    // Its own OPTIONS catch-all answers the API's preflights, so it keeps CORS.
    fastify.addHook('onRoute', (route) => {
      if (isApiPath(route.url) || route.method === 'OPTIONS') return
      route.config = { ...route.config, cors: false }
    })
    await fastify.register(cors, {
      origin: [new URL(env.SITE_URL).origin, ...env.CORS_ORIGINS],
      methods: ['GET', 'HEAD', 'POST'],
      maxAge: 600,
    })
  },
  { name: 'security' },
)
