import type { FastifyPluginAsync } from 'fastify'
import accountRoutes from './accounts.ts'
import auditRoutes from './audit.ts'
import bookingRoutes from './bookings.ts'
import contentRoutes from './content.ts'
import customerRoutes from './customers.ts'
import customerWebhookRoutes from './customer-webhooks.ts'
import goLiveRoutes from './go-live.ts'
import mediaRoutes from './media.ts'
import portalShipmentRoutes from './portal-shipments.ts'
import meRoutes from './me.ts'
import pricingRoutes from './pricing.ts'
import rateCardImportRoutes from './rate-card-imports.ts'
import setupRoutes from './setup.ts'
import shipmentRoutes from './shipments.ts'
import shipmentDocumentRoutes from './shipment-documents.ts'

/**
 * Every /api/staff route (sign-in itself is better-auth's, mounted by
 * plugins/staff-auth-endpoints.ts).
 */
const staffRoutes: FastifyPluginAsync<{ siteUrl: string }> = async (fastify, { siteUrl }) => {
  await fastify.register(meRoutes)
  await fastify.register(setupRoutes)
  await fastify.register(accountRoutes)
  await fastify.register(auditRoutes)
  await fastify.register(shipmentRoutes, { siteUrl })
  await fastify.register(contentRoutes)
  await fastify.register(goLiveRoutes, { siteUrl })
  await fastify.register(mediaRoutes)
  await fastify.register(pricingRoutes)
  await fastify.register(rateCardImportRoutes)
  await fastify.register(customerRoutes)
  await fastify.register(customerWebhookRoutes)
  await fastify.register(shipmentDocumentRoutes)
  await fastify.register(portalShipmentRoutes)
  await fastify.register(bookingRoutes)
}

export default staffRoutes
