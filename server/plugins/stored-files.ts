import fp from 'fastify-plugin'
import { sweepUnclaimedFiles } from '#server/files/stored-files.ts'

const SWEEP_EVERY_MS = 15 * 60_000

/**
 * Removes stored files that no row names (server/files/stored-files.ts) once at start and every
 * quarter of an hour: an upload refused after its first pictures were written, or cut short by a
 * crash, leaves such files behind. Every server may sweep; a file is removed once whoever does.
 */
export default fp(
  async (fastify) => {
    const log = fastify.log.child({ component: 'stored-files' })
    let timer: NodeJS.Timeout | undefined
    const sweep = async () => {
      try {
        let removed = 0
        for (let batch; (batch = await sweepUnclaimedFiles(fastify.db)) > 0;) removed += batch
        if (removed > 0) log.info({ removed }, 'stored files nobody names removed')
      } catch (error) {
        log.warn({ err: error }, 'sweeping stored files failed; trying again later')
      }
      timer = setTimeout(() => void sweep(), SWEEP_EVERY_MS).unref()
    }
    fastify.addHook('onReady', () => {
      void sweep()
    })
    fastify.addHook('onClose', () => clearTimeout(timer))
  },
  { name: 'stored-files', dependencies: ['db'] },
)
