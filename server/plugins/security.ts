import { readFileSync } from 'node:fs'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'

export interface SecurityOptions {
  env: Env
  /** build/csp-hashes.json, written by scripts/post-build.ts. */
  cspHashesFile: string
}

/** What scripts/post-build.ts writes: the hash of every inline script of the prerendered pages. */
export interface CspHashes {
  scriptSrc: string[]
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
  'interest-cohort=()',
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

function readScriptHashes(file: string, log: FastifyBaseLogger): string[] {
  try {
    const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as CspHashes
    if (!Array.isArray(scriptSrc) || !scriptSrc.every((hash) => /^'sha256-[\w+/=]+'$/.test(hash))) {
      throw new Error('not a list of sha256 sources')
    }
    return scriptSrc
  } catch (error) {
    log.warn({ file, err: error }, 'no CSP hashes from the build: inline scripts will be blocked')
    return []
  }
}

/**
 * Security headers on every answer, pages and API alike (@fastify/helmet): a strict CSP whose
 * only inline scripts are those of the build, by hash; HSTS for a year; nosniff; referrer,
 * permissions, opener and resource policies. CORS admits SITE_URL's origin and CORS_ORIGINS.
 */
export default fp<SecurityOptions>(
  async (fastify, { env, cspHashesFile }) => {
    const scriptHashes = readScriptHashes(cspHashesFile, fastify.log)
    const https = env.SITE_URL.startsWith('https:')

    await fastify.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    })

    fastify.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY)
      if (request.url === '/api/docs' || request.url.startsWith('/api/docs/')) {
        reply.header('content-security-policy', DOCS_CSP)
      }
    })

    await fastify.register(cors, {
      origin: [new URL(env.SITE_URL).origin, ...env.CORS_ORIGINS],
      methods: ['GET', 'HEAD', 'POST'],
      maxAge: 600,
    })
  },
  { name: 'security' },
)
