import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { lookDaily } from '#server/background/daily-look.ts'
import { runExpiryEmail } from '#server/rate-cards/expiry-email.ts'

/**
 * The rate cards' daily expiry email (server/rate-cards/expiry-email.ts): whichever server
 * sharing the database looks first each day in Dhaka queues it, once.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    lookDaily(fastify, 'rate-card expiry email', async () => {
      const listed = await runExpiryEmail(fastify, env.SITE_URL)
      if (listed !== null) fastify.log.info({ cards: listed }, 'rate-card expiry email looked at')
    })
  },
  { name: 'rate-cards', dependencies: ['db', 'notifications'] },
)
