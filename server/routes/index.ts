import type { FastifyPluginAsync } from 'fastify'
import casesRoutes from './content/cases.ts'
import galleryRoutes from './content/gallery.ts'
import homeRoutes from './content/home.ts'
import jobsRoutes from './content/jobs.ts'
import projectsRoutes from './content/projects.ts'
import servicesRoutes from './content/services.ts'
import workingAreasRoutes from './content/working-areas.ts'
import contactRoutes from './forms/contact.ts'
import jobApplicationRoutes from './forms/job-applications.ts'
import quoteRoutes from './forms/quote.ts'
import mediaFileRoutes from './media-files.ts'
import sitemapRoutes from './sitemap.ts'
import webManifestRoutes from './web-manifest.ts'
import oneClickUnsubscribeRoutes from './tracking/one-click-unsubscribe.ts'
import trackRoutes from './tracking/track.ts'
import accountRoutes from './account/index.ts'
import passkeyRoutes from './account/passkeys.ts'
import accountNotificationRoutes from './account/notifications.ts'
import accountDocumentRoutes from './account/documents.ts'
import accountShipmentRoutes from './account/shipments.ts'
import accountBookingRoutes from './account/bookings.ts'
import staffRoutes from './staff/index.ts'
import staffInboxRoutes from './staff/inbox.ts'

export interface RoutesOptions {
  siteUrl: string
}

/** Every /api route, and the tracking emails' one-click unsubscribe address. Paths are written without a trailing slash; the router ignores it. */
const routes: FastifyPluginAsync<RoutesOptions> = async (fastify, { siteUrl }) => {
  await fastify.register(homeRoutes)
  await fastify.register(servicesRoutes)
  await fastify.register(workingAreasRoutes)
  await fastify.register(casesRoutes)
  await fastify.register(projectsRoutes)
  await fastify.register(galleryRoutes)
  await fastify.register(jobsRoutes)
  await fastify.register(contactRoutes)
  await fastify.register(jobApplicationRoutes)
  await fastify.register(quoteRoutes)
  await fastify.register(trackRoutes, { siteUrl })
  await fastify.register(oneClickUnsubscribeRoutes)
  await fastify.register(sitemapRoutes, { siteUrl })
  await fastify.register(webManifestRoutes)
  await fastify.register(mediaFileRoutes)
  await fastify.register(staffRoutes, { siteUrl })
  await fastify.register(staffInboxRoutes)
  await fastify.register(accountRoutes, { siteUrl })
  await fastify.register(passkeyRoutes)
  await fastify.register(accountNotificationRoutes)
  await fastify.register(accountDocumentRoutes)
  await fastify.register(accountShipmentRoutes)
  await fastify.register(accountBookingRoutes, { siteUrl })
}

export default routes
