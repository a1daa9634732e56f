import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { QuoteEstimator } from '#server/pricing/quote-estimates.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The instant estimate from the published rate cards (server/pricing/). */
    pricing: QuoteEstimator
  }
}

/**
 * Prices estimates from the published rate cards and rates of exchange, and names the next
 * departures from the published sailings and the notices' closures. The cards, rates and
 * sailings are kept by this server until they change: cleared whenever the content's cache is,
 * and read again when the check every CONTENT_CHECK_SECONDS finds them changed by another
 * server. A card published here prices the next estimate; one published on another server
 * within CONTENT_CHECK_SECONDS.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const pricing = new QuoteEstimator(
      fastify.db,
      env.CONTENT_CHECK_SECONDS * 1000,
      async () => (await fastify.content.collections()).notices,
    )
    fastify.content.onInvalidate(() => pricing.invalidate())
    fastify.decorate('pricing', pricing)
  },
  { name: 'pricing', dependencies: ['db', 'content'] },
)
