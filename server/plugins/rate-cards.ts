import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { runExpiryEmail } from '#server/rate-cards/expiry-email.ts'

/** How often a server looks whether today's expiry email is sent: soon after midnight in Dhaka. */
const LOOK_EVERY_MS = 10 * 60_000

/**
 * The rate cards' daily expiry email (server/rate-cards/expiry-email.ts): looked for at start
 * and every ten minutes; whichever server sharing the database looks first each day in Dhaka
 * queues it, once.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> | undefined
    const look = () => {
      running ??= runExpiryEmail(fastify, env.SITE_URL)
        .then((listed) => {
          if (listed !== null)
            fastify.log.info({ cards: listed }, 'rate-card expiry email looked at')
        })
        .catch((error: unknown) => {
          fastify.log.error({ err: error }, 'rate-card expiry email failed; trying again later')
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
  { name: 'rate-cards', dependencies: ['db', 'notifications'] },
)
