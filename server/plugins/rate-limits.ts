import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { ApiError } from '#server/errors.ts'
import { isApiPath } from '#server/api-path.ts'

/** Per-route limits, for `config: { rateLimit: fastify.rateLimits.<form> }` on a route. */
export interface FormRateLimits {
  contact: RateLimitOptions
  quote: RateLimitOptions
  applications: RateLimitOptions
  /** Shipment lookups, so references cannot be enumerated: each lookup route counts its own. */
  track: RateLimitOptions
  /** Subscriptions to a shipment's updates: each sends a confirmation email. */
  trackSubscribe: RateLimitOptions
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: FormRateLimits
  }
}

const MINUTE = 60_000

/**
 * Rate limits per client IP (request.ip, which honours X-Forwarded-For only with TRUST_PROXY):
 * every /api route shares a generous per-minute budget, and the forms have tight limits of
 * their own. An over-limit request answers 429 `{ code, message }` with Retry-After (seconds).
 * Counters live in memory: with several servers, each enforces its own.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    await fastify.register(rateLimit, {
      global: true,
      max: env.RATE_LIMIT_API,
      timeWindow: MINUTE,
      // Pages and assets are static files; only the API costs anything.
      allowList: (request) => !isApiPath(request.url),
      // Answers within the limit carry no rate-limit headers: three fewer headers on every API
      // answer. A refused request still says when to come back (Retry-After).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, `Too many requests. Please try again in ${context.after}.`),
    })
    fastify.decorate('rateLimits', {
      contact: { max: env.RATE_LIMIT_CONTACT, timeWindow: 10 * MINUTE },
      quote: { max: env.RATE_LIMIT_QUOTE, timeWindow: 10 * MINUTE },
      applications: { max: env.RATE_LIMIT_APPLICATIONS, timeWindow: 60 * MINUTE },
      track: { max: env.RATE_LIMIT_TRACK, timeWindow: 10 * MINUTE },
      trackSubscribe: { max: env.RATE_LIMIT_TRACK_SUBSCRIBE, timeWindow: 10 * MINUTE },
    } satisfies FormRateLimits)
  },
  { name: 'rate-limits', dependencies: ['error-handler'] },
)
