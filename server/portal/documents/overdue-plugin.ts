import fp from 'fastify-plugin'
import { reportOverdueDocuments } from './overdue.ts'

/** How often a server looks whether today's overdue documents are reported: soon after midnight. */
const LOOK_EVERY_MS = 10 * 60_000

/**
 * The daily report of overdue documents (overdue.ts): looked for at start and every ten minutes;
 * whichever server sharing the database looks first each day in Dhaka records it, once, and
 * wakes the dispatcher that emails it.
 */
export default fp(
  async (fastify) => {
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> | undefined
    const look = () => {
      running ??= reportOverdueDocuments(fastify.db)
        .then((recorded) => {
          if (recorded === null) return
          fastify.log.info({ documents: recorded }, 'overdue documents reported')
          if (recorded > 0) fastify.shipmentEvents.wake()
        })
        .catch((error: unknown) => {
          fastify.log.error({ err: error }, 'overdue documents report failed; trying again later')
        })
        .finally(() => {
          running = undefined
        })
    }
    // The first look is awaited: a server that starts listening has done it.
    fastify.addHook('onReady', async () => {
      look()
      await running
      timer = setInterval(look, LOOK_EVERY_MS)
      timer.unref()
    })
    fastify.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'document-overdue', dependencies: ['db', 'shipment-events'] },
)
