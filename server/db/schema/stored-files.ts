import {
  boolean,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** Binary data as a Buffer, on node-postgres and PGlite alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * A file kept in the database: a picture's original or one of its derivatives, a CV. Its bytes
 * are in pieces (stored_file_pieces), each written and read by a statement of its own, so that no
 * statement carries more than a piece: on the embedded database one 10 MB value held its thread
 * for half a second, and its parsing the server's main thread for a quarter (decision 0018).
 * A file is written before the row that names it commits; one that no row names an hour after
 * it was written (an upload cut short, a row deleted) is removed (server/files/stored-files.ts).
 */
export const storedFiles = pgTable('stored_files', {
  id: text().primaryKey(),
  byteSize: integer('byte_size').notNull(),
  pieces: integer().notNull(),
  /** Set once every piece is written: a file is only ever named by a row once it is complete. */
  complete: boolean().notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const storedFilePieces = pgTable(
  'stored_file_pieces',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** 0, 1, 2…: the piece's place in the file. */
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
)
