import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The lanes visitors asked an estimate for that no rate card priced (issue 41), so that pricing
 * staff see what to price next: one row per mode and pair of UN/LOCODEs, its count grown by an
 * upsert in one statement, so that servers sharing the database count every request.
 */
export const noRateLanes = pgTable(
  'no_rate_lanes',
  {
    /** 'air', 'sea-lcl' or 'sea-fcl'. */
    mode: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    count: integer().notNull().default(1),
    firstAskedAt: timestamp('first_asked_at', { withTimezone: true }).notNull().defaultNow(),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.mode, table.origin, table.destination] }),
    // The list, most asked first.
    index('no_rate_lanes_count_idx').on(table.count, table.lastAskedAt),
  ],
)
