import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { titleApplications } from '#server/careers/applications.ts'
import { PublicPositionCache } from '#server/careers/positions.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The public job positions, shortly cached (server/careers/positions.ts). */
    publicPositions: PublicPositionCache
  }
}

/**
 * Serves the public job positions (a collection of the site content, seeded with it) from a
 * short cache, cleared whenever the content's is; and gives applications made before positions
 * were in the database the title of the position they name.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const titled = await titleApplications(fastify.db)
    if (titled > 0) fastify.log.info({ applications: titled }, 'applications given their title')
    const positions = new PublicPositionCache(fastify.db, env.CAREERS_CACHE_SECONDS * 1000)
    fastify.content.onInvalidate(() => positions.invalidate())
    fastify.decorate('publicPositions', positions)
  },
  { name: 'careers', dependencies: ['db', 'content'] },
)
