import rateLimit, {
  type FastifyRateLimitStoreCtor,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { TooManyRequestsError } from '#server/errors.ts'
import { isApiPath, rulePath } from '#server/api-path.ts'
import { SharedLimitStore } from '#server/shared-limits.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { rateLimitMessages } from '#server/rate-limit.messages.ts'
import { fill } from '#domain/messages.ts'
import { formatInteger } from '#domain/numerals.ts'
import type { Language } from '#domain/languages.ts'

/**
 * A public form's limits per client IP. Only a submission that passed validation counts
 * against the form's own allowance (RATE_LIMIT_CONTACT…, counted in the database): a visitor
 * whose posts are refused for their content (a no-JavaScript post, a click before the page was
 * ready) is told what to correct, not locked out. Every post, valid or not, counts against the
 * attempts' per-minute budget, so refused posts cannot be sent without end either.
 */
export interface FormLimit {
  /** For the route's `config: { rateLimit }`: RATE_LIMIT_API posts a minute, counted in memory. */
  attempts: RateLimitOptions
  /**
   * Counts a submission that passed validation, and refuses it (429, Retry-After) once the
   * form's allowance is used up. A route whose body fastify validates calls it as its
   * preHandler; one that validates its body itself calls it once the body is valid. The
   * refusal is in `language`: by default the request's own (Content-Language), a page's when a
   * page submits the form (docs/decisions/0004-server-rendered-form-answers.md).
   */
  count(request: FastifyRequest, reply: FastifyReply, language?: Language): Promise<void>
}

/**
 * Route limits, for `config: { rateLimit: fastify.rateLimits.<name> }` on a route. Every one
 * that guards a write is counted in the database, shared by all servers.
 */
export interface RateLimits {
  contact: FormLimit
  quote: FormLimit
  applications: FormLimit
  /** Shipment lookups, by reference or carrier number, so references cannot be enumerated. */
  track: RateLimitOptions
  /** Subscriptions to a shipment's updates: each sends a confirmation email. */
  trackSubscribe: RateLimitOptions
  /** The per-minute budget of every /api route without a limit of its own (RATE_LIMIT_API). */
  apiBudget: RateLimitOptions
  /**
   * Counts a call a page makes on its visitor's behalf (a form posted without JavaScript, a
   * shared tracking link) against `limit`, the limit of the API route that does the same, in
   * that route's own counter, and refuses it (TooManyRequestsError, in `language`) past it.
   */
  countPageCall(request: FastifyRequest, limit: RateLimitOptions, language: Language): Promise<void>
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

/**
 * A wait in words, as the refusals give it: "45 seconds", "1 minute", "10 minutes", or in
 * Bangla with Bengali digits ("৯ মিনিট").
 */
function waitInWords(seconds: number, language: Language): string {
  const texts = rateLimitMessages[language]
  const [amount, one, many] =
    seconds < 60
      ? [seconds, texts.oneSecond, texts.seconds]
      : seconds < 3600
        ? [Math.round(seconds / 60), texts.oneMinute, texts.minutes]
        : [Math.round(seconds / 3600), texts.oneHour, texts.hours]
  return amount === 1 ? one : fill(many, { count: formatInteger(amount, language) })
}

/**
 * Every limit's refusal, the address's, the forms' and the staff account's alike, in the
 * language the request is written in (Content-Language, as the form pages send it).
 */
export function tooManyRequests(
  retryAfterSeconds: number,
  language: Language,
): TooManyRequestsError {
  return new TooManyRequestsError(
    fill(rateLimitMessages[language].tooMany, {
      wait: waitInWords(retryAfterSeconds, language),
    }),
    retryAfterSeconds,
  )
}

/** Marks a route's limit as shared, with its bucket name; @fastify/rate-limit passes it along. */
const SHARED_BUCKET = Symbol('shared rate-limit bucket')

/**
 * Names a route limit counted in memory, so that every limiter made with it (the route's, and
 * the pages' in countPageCall) counts in the same counter.
 */
const LOCAL_BUCKET = Symbol('local rate-limit bucket')

/** Marks the options of the per-minute budget that routes without a limit of their own share. */
const API_BUDGET = Symbol('the API budget')

type SharedRateLimitOptions = RateLimitOptions & {
  [SHARED_BUCKET]?: string
  [LOCAL_BUCKET]?: string
  [API_BUDGET]?: true
}

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
 * shared gets a SharedRouteStore. A limit marked with a local bucket gets that bucket's counter,
 * and the API budget's options the global counter itself, whoever asks.
 */
function storeFor(shared: SharedLimitStore): FastifyRateLimitStoreCtor {
  return class GlobalStore {
    readonly #local: FastifyRateLimitStore
    readonly #localBuckets = new Map<string, FastifyRateLimitStore>()

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
      const options = routeOptions as SharedRateLimitOptions
      const sharedBucket = options[SHARED_BUCKET]
      if (sharedBucket) return new SharedRouteStore(shared, sharedBucket)
      if (options[API_BUDGET]) return this
      const localBucket = options[LOCAL_BUCKET]
      if (!localBucket) return this.#local.child(routeOptions)
      let store = this.#localBuckets.get(localBucket)
      if (!store) {
        store = this.#local.child(routeOptions)
        this.#localBuckets.set(localBucket, store)
      }
      return store
    }
  }
}

/**
 * Rate limits per client IP (request.ip, which honours X-Forwarded-For only from the proxies
 * TRUST_PROXY names): every /api route shares a generous per-minute budget, and the forms have
 * tight limits of their own on the submissions they accept (FormLimit). A signed-in staff member's calls to staff routes are counted per
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
      errorResponseBuilder: (request, context) =>
        tooManyRequests(Math.ceil(context.ttl / 1000), visitorLanguage(request)),
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
      throw refusedFor(reply, ttlMs, visitorLanguage(request))
    }

    /** A 429 for a counter over its limit, saying when its window ends (Retry-After). */
    function refusedFor(reply: FastifyReply, ttlMs: number, language: Language) {
      const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000))
      reply.header('retry-after', String(retryAfter))
      return tooManyRequests(retryAfter, language)
    }

    /** A form's limits: `max` valid submissions per `timeWindow`, counted under `bucket`. */
    function formLimit(bucket: string, max: number, timeWindow: number): FormLimit {
      const attempts: SharedRateLimitOptions = {
        max: env.RATE_LIMIT_API,
        timeWindow: MINUTE,
        [LOCAL_BUCKET]: `${bucket}-attempts`,
      }
      return {
        attempts,
        async count(request, reply, language = visitorLanguage(request)) {
          const { count, ttlMs } = await limitStore.hit(bucket, request.ip, timeWindow)
          if (count > max) throw refusedFor(reply, ttlMs, language)
        },
      }
    }

    const pageLimiters = new WeakMap<RateLimitOptions, ReturnType<typeof fastify.createRateLimit>>()
    async function countPageCall(
      request: FastifyRequest,
      limit: RateLimitOptions,
      language: Language,
    ): Promise<void> {
      let limiter = pageLimiters.get(limit)
      if (!limiter) {
        // The route's own limit, with nothing let through: a page's path is not an API path.
        limiter = fastify.createRateLimit({ ...limit, allowList: () => false })
        pageLimiters.set(limit, limiter)
      }
      const counted = await limiter(request)
      if (!counted.isAllowed && counted.isExceeded) {
        throw tooManyRequests(counted.ttlInSeconds, language)
      }
    }

    const apiBudget: SharedRateLimitOptions = {
      max: env.RATE_LIMIT_API,
      timeWindow: MINUTE,
      [API_BUDGET]: true,
    }
    fastify.decorate('limitStore', limitStore)
    fastify.decorate('rateLimits', {
      contact: formLimit('contact', env.RATE_LIMIT_CONTACT, 10 * MINUTE),
      quote: formLimit('quote', env.RATE_LIMIT_QUOTE, 10 * MINUTE),
      applications: formLimit('applications', env.RATE_LIMIT_APPLICATIONS, 60 * MINUTE),
      track: shared('track', env.RATE_LIMIT_TRACK, 10 * MINUTE),
      trackSubscribe: shared('track-subscribe', env.RATE_LIMIT_TRACK_SUBSCRIBE, 10 * MINUTE),
      apiBudget,
      countPageCall,
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
