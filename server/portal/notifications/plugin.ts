import fp from 'fastify-plugin'
import type { Env } from '#schemas/env.ts'
import { ShipmentEventDispatcher } from './dispatcher.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends shipment events as emails and webhook deliveries; wake() after recording one. */
    shipmentEvents: ShipmentEventDispatcher
    /** Whether webhooks may be http://localhost (WEBHOOKS_ALLOW_LOCALHOST, for tests). */
    webhooksAllowLocalhost: boolean
  }
}

/**
 * Runs the shipment events' dispatcher with the server, after the outbox it queues into: on
 * close it stops first, so the database and the outbox outlive its last pass.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const dispatcher = new ShipmentEventDispatcher({
      db: fastify.db,
      siteUrl: env.SITE_URL,
      outbox: fastify.outbox,
      log: fastify.log.child({ component: 'shipment-events' }),
    })
    fastify.decorate('shipmentEvents', dispatcher)
    fastify.decorate('webhooksAllowLocalhost', env.WEBHOOKS_ALLOW_LOCALHOST)
    fastify.addHook('onReady', () => dispatcher.wake())
    fastify.addHook('onClose', () => dispatcher.stop())
  },
  { name: 'shipment-events', dependencies: ['db', 'notifications'] },
)
