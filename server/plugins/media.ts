import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import type { MediaUseSource } from '#server/media/uses.ts'
import { MediaWorker } from '#server/media/worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mediaWorker: MediaWorker
    /** Who is asked whether a picture is in use before it is deleted (server/media/uses.ts). */
    mediaUseSources: MediaUseSource[]
  }
}

/**
 * The media library's background job runs with the server: it starts once the database is
 * open, and on close it hands the picture in hand back (after the encode under way) before the
 * database closes.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const worker = new MediaWorker({
      db: fastify.db,
      leaseMs: env.MEDIA_JOB_LEASE_MS,
      exclusive: fastify.dbExclusive,
      log: fastify.log.child({ component: 'media' }),
    })
    fastify.decorate('mediaWorker', worker)
    // The content plugin adds its tables' source (server/content/media-refs.ts).
    fastify.decorate('mediaUseSources', [])
    fastify.addHook('onReady', () => worker.start())
    fastify.addHook('onClose', () => worker.stop())
  },
  { name: 'media', dependencies: ['db'] },
)
