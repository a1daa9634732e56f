import fp from 'fastify-plugin'
import { lookDaily } from '#server/background/daily-look.ts'
import { reportOverdueDocuments } from './overdue.ts'

/**
 * The daily report of overdue documents (overdue.ts): whichever server sharing the database
 * looks first each day in Dhaka records it, once, and wakes the dispatcher that emails it.
 */
export default fp(
  async (fastify) => {
    lookDaily(fastify, 'overdue documents report', async () => {
      const recorded = await reportOverdueDocuments(fastify.db)
      if (recorded === null) return
      fastify.log.info({ documents: recorded }, 'overdue documents reported')
      if (recorded > 0) fastify.shipmentEvents.wake()
    })
  },
  { name: 'document-overdue', dependencies: ['db', 'shipment-events'] },
)
