import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { staffUsers } from './staff-auth.ts'

/** A card an import made: its id in the rate-cards collection, and its revision once imported. */
export interface ImportedCard {
  id: number
  revision: number
}

/**
 * A spreadsheet of rate cards imported by pricing staff (server/rate-cards/imports.ts). The cards
 * themselves are items of the rate-cards collection; this row names them, so that the import can
 * be undone as one while no quote has used its cards and nobody has changed them since.
 */
export const rateCardImports = pgTable('rate_card_imports', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  cards: jsonb().$type<ImportedCard[]>().notNull(),
  /** The sheet's rows the cards came from. */
  rows: integer().notNull(),
  /** Rows refused and left out, when the person chose to import the good rows only. */
  refusedRows: integer('refused_rows').notNull().default(0),
  createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  undoneBy: text('undone_by').references(() => staffUsers.id, { onDelete: 'set null' }),
})

/**
 * Work done once per period by whichever server sharing the database gets there first (the
 * daily expiry email): the row is written in the transaction of the work, so the work is done
 * once and never lost: a failed run leaves no row, and the next look runs it again.
 */
export const periodicRuns = pgTable(
  'periodic_runs',
  {
    /** e.g. 'rate-card-expiry'. */
    name: text().notNull(),
    /** The period it ran for, e.g. the day in Dhaka '2026-12-07'. */
    period: text().notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.period] })],
)
