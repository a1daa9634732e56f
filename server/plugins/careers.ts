import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { PublicPositionCache } from '#server/careers/positions.ts'
import { backfillPositionBangla } from '#server/careers/bangla-backfill.ts'
import { seedJobPositions } from '#server/careers/seed.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The public job positions, shortly cached (server/careers/positions.ts). */
    publicPositions: PublicPositionCache
  }
}

/**
 * Seeds the job positions of an empty database (and the seed's Bangla into one seeded without
 * it), then serves the public ones from a short cache.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const seeded = await seedJobPositions(fastify.db)
    if (seeded > 0) fastify.log.info({ positions: seeded }, 'job positions seeded from content/')
    const translated = await backfillPositionBangla(fastify.db)
    if (translated > 0) {
      fastify.log.info({ positions: translated }, 'seeded job positions given their Bangla')
    }
    fastify.decorate(
      'publicPositions',
      new PublicPositionCache(fastify.db, env.CAREERS_CACHE_SECONDS * 1000),
    )
  },
  { name: 'careers', dependencies: ['db'] },
)
