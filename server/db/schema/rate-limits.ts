import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Request counters of the rate limits that every server must share (everything that writes:
 * the forms, sign-in). One row per limit ("bucket") and client key, counting within a fixed
 * window that ends at expires_at; an expired row starts over at its next hit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text().notNull(),
    key: text().notNull(),
    count: integer().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    index('rate_limit_counters_expires_idx').on(table.expiresAt),
  ],
)
