/*
 * The database's tables, one module per feature under schema/. This file is what the code
 * imports (`#server/db/schema.ts`), what the Drizzle client is given whole (server/db/client.ts)
 * and what drizzle-kit reads to generate migrations (drizzle.config.ts).
 */
export * from './schema/bookings.ts'
export * from './schema/content.ts'
export * from './schema/customer-accounts.ts'
export * from './schema/inbox.ts'
export * from './schema/media.ts'
export * from './schema/outbox.ts'
export * from './schema/portal.ts'
export * from './schema/portal-notifications.ts'
export * from './schema/pricing.ts'
export * from './schema/rate-cards.ts'
export * from './schema/rate-limits.ts'
export * from './schema/shipment-documents.ts'
export * from './schema/staff-auth.ts'
export * from './schema/stored-files.ts'
export * from './schema/tracking.ts'
