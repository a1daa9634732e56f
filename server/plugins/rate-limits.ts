import rateLimit, {
  type FastifyRateLimitStoreCtor,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { ApiError } from '#server/errors.ts'
import { isApiPath, rulePath } from '#server/api-path.ts'
import { SharedLimitStore } from '#server/shared-limits.ts'

/**
 * Route limits, for `config: { rateLimit: fastify.rateLimits.<name> }` on a route. Every one
 * that guards a write is counted in the database, shared by all servers.
 */
export interface RateLimits {
  contact: RateLimitOptions
  quote: RateLimitOptions
  applications: RateLimitOptions
  /** Shipment lookups, by reference or carrier number, so references cannot be enumerated. */
  track: RateLimitOptions
  /** Subscriptions to a shipment's updates: each sends a confirmation email. */
  trackSubscribe: RateLimitOptions
  /**
   * A further per-client-IP route limit counted in the database (e.g. sign-in attempts):
   * `bucket` names it, and must be unique among limits.
   */
  shared(bucket: string, max: number, timeWindowMs: number): RateLimitOptions
  /**
   * Counts a call to a staff route by a signed-in staff member against their account's own
   * limit (RATE_LIMIT_STAFF a minute, counted in the database) instead of their address's
   * per-minute budget, and refuses it (429) once that is used up. staff-auth calls it as soon
   * as it knows the session, before the per-minute budget's hook runs.
   */
  countStaffCall(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits
    /** The database counters behind the shared limits, for limits not keyed by route and IP. */
    limitStore: SharedLimitStore
  }
}

const MINUTE = 60_000
/** Expired counters are deleted this often, by each server; they are harmless meanwhile. */
const PRUNE_EVERY_MS = 10 * MINUTE

/** The bucket of the staff accounts' own limits in the shared counters. */
const STAFF_BUCKET = 'staff-api'

/** A wait in words, as the refusals give it: "45 seconds", "1 minute", "10 minutes". */
function waitInWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.round(seconds / 60), 'minute']
        : [Math.round(seconds / 3600), 'hour']
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`
}

/** Every limit's refusal, the address's and the staff account's alike. */
function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    `Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  )
}

/** Marks a route's limit as shared, with its bucket name; @fastify/rate-limit passes it along. */
const SHARED_BUCKET = Symbol('shared rate-limit bucket')

type SharedRateLimitOptions = RateLimitOptions & { [SHARED_BUCKET]?: string }

/** A route limit in @fastify/rate-limit's store interface, counted by SharedLimitStore. */
class SharedRouteStore implements FastifyRateLimitStore {
  readonly #store: SharedLimitStore
  readonly #bucket: string

  constructor(store: SharedLimitStore, bucket: string) {
    this.#store = store
    this.#bucket = bucket
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.#store.hit(this.#bucket, key, timeWindow).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    )
  }

  child(): FastifyRateLimitStore {
    return this
  }
}

/**
 * The store given to @fastify/rate-limit: the global per-minute budget on content GETs is
 * counted in memory (each server its own, cheap on every request), and each route limit marked
 * shared gets a SharedRouteStore.
 */
function storeFor(shared: SharedLimitStore): FastifyRateLimitStoreCtor {
  return class {
    readonly #local: FastifyRateLimitStore

    constructor(options: RateLimitOptions) {
      this.#local = new LocalStore(
        options.continueExceeding,
        options.exponentialBackoff,
        options.cache,
      )
    }

    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      this.#local.incr(...args)
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const bucket = (routeOptions as SharedRateLimitOptions)[SHARED_BUCKET]
      return bucket ? new SharedRouteStore(shared, bucket) : this.#local.child(routeOptions)
    }
  }
}

/**
 * Rate limits per client IP (request.ip, which honours X-Forwarded-For only from the proxies
 * TRUST_PROXY names): every /api route shares a generous per-minute budget, and the forms have
 * tight limits of their own. A signed-in staff member's calls to staff routes are counted per
 * account instead (countStaffCall). An over-limit request answers 429 `{ code, message }` with
 * Retry-After (seconds). The forms' and the staff accounts' limits are counted in the database,
 * so they hold across servers; the per-minute budget is counted in memory by each server.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const limitStore = new SharedLimitStore(fastify.db)
    /** Calls counted against a staff account, which the per-address budget passes by. */
    const staffCalls = new WeakSet<FastifyRequest>()
    await fastify.register(rateLimit, {
      global: true,
      max: env.RATE_LIMIT_API,
      timeWindow: MINUTE,
      store: storeFor(limitStore),
      // Pages and assets are static files; only the API costs anything. Decided on the route,
      // as the router read the path: `/%61pi/contact/create` is the contact form's route too.
      allowList: (request) => !isApiPath(rulePath(request)) || staffCalls.has(request),
      // Answers within the limit carry no rate-limit headers: three fewer headers on every API
      // answer. A refused request still says when to come back (Retry-After).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      // The wait in the whole seconds Retry-After says, in the words of the staff accounts' 429.
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    })

    const shared = (bucket: string, max: number, timeWindow: number): SharedRateLimitOptions => ({
      max,
      timeWindow,
      [SHARED_BUCKET]: bucket,
    })
    async function countStaffCall(
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: string,
    ): Promise<void> {
      staffCalls.add(request)
      const { count, ttlMs } = await limitStore.hit(STAFF_BUCKET, accountId, MINUTE)
      if (count <= env.RATE_LIMIT_STAFF) return
      const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000))
      reply.header('retry-after', String(retryAfter))
      throw tooManyRequests(retryAfter)
    }

    fastify.decorate('limitStore', limitStore)
    fastify.decorate('rateLimits', {
      contact: shared('contact', env.RATE_LIMIT_CONTACT, 10 * MINUTE),
      quote: shared('quote', env.RATE_LIMIT_QUOTE, 10 * MINUTE),
      applications: shared('applications', env.RATE_LIMIT_APPLICATIONS, 60 * MINUTE),
      track: shared('track', env.RATE_LIMIT_TRACK, 10 * MINUTE),
      trackSubscribe: shared('track-subscribe', env.RATE_LIMIT_TRACK_SUBSCRIBE, 10 * MINUTE),
      shared,
      countStaffCall,
    } satisfies RateLimits)

    const prune = () =>
      limitStore.prune().catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'pruning expired rate-limit counters failed')
      })
    const timer = setInterval(prune, PRUNE_EVERY_MS)
    timer.unref()
    fastify.addHook('onClose', () => clearInterval(timer))
  },
  { name: 'rate-limits', dependencies: ['error-handler', 'db'] },
)
