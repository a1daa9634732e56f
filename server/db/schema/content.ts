import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { staffUsers } from './staff-auth.ts'

/**
 * Content copied into the database once, by name ('job-positions'): with a row here, the
 * database is the only source, even once staff have removed or closed every seeded item.
 */
export const contentSeeds = pgTable('content_seeds', {
  name: text().primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An item of site content (schemas/content/collections.ts names the collections). `draft` is the
 * working copy (null when nothing is unpublished), `published` what visitors see (null: not
 * public); each is the collection schema's output. `revision` grows by one per save: a save
 * names the revision it started from, so a second editor's stale save is refused, not applied.
 * Ids are kept from content/ (so /service-detail/1 stays the same service); a new item takes
 * max(id) + 1 in its collection.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    collection: text().notNull(),
    id: integer().notNull(),
    /** The item's address segment, kept once made; null in collections without addresses. */
    slug: text(),
    sortOrder: integer('sort_order').notNull().default(0),
    draft: jsonb().$type<Record<string, unknown>>(),
    published: jsonb().$type<Record<string, unknown>>(),
    revision: integer().notNull().default(1),
    /** When the server's tick publishes the draft, or unpublishes the item. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.collection, table.id] }),
    index('content_entries_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    index('content_entries_unpublish_at_idx')
      .on(table.unpublishAt)
      .where(sql`${table.unpublishAt} is not null`),
  ],
)

/** Every version ever published, for history and restore-as-draft; kept when an item goes. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    collection: text().notNull(),
    entryId: integer('entry_id').notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the seed and for a scheduled publish's tick… and once the account is removed. */
    publishedBy: text('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('content_versions_entry_idx').on(table.collection, table.entryId, table.publishedAt),
  ],
)

/**
 * One row, id 1, whose `generation` grows with every change to what visitors see (publish,
 * unpublish, delete, reorder), in the same transaction: each server compares it with the one its
 * cache was read at, every few seconds, and reads the content again when it moved.
 */
export const contentGeneration = pgTable('content_generation', {
  id: integer().primaryKey(),
  generation: integer().notNull().default(0),
})
