import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { staffUsers } from './staff-auth.ts'
import { storedFiles } from './stored-files.ts'

/**
 * A picture of the media library: a photo, or a customer's logo. Its original is the upload as
 * stored: upright and with every metadata block removed (a phone photo carries where it was
 * taken), re-encoded only when it had to be turned (server/media/images.ts), or a logo's
 * sanitised SVG. Until its derivatives exist it is
 * 'processing'; the derivative job claims it with a lease (`job_lease_until`, like the outbox's),
 * so a server that dies mid-job leaves it to another server or to its own restart.
 */
export const media = pgTable(
  'media',
  {
    id: text().primaryKey(),
    /** 'photo' or 'logo' (schemas/media.ts). */
    kind: text().notNull(),
    /** The stored original (stored_files). */
    originalFileId: text('original_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** image/jpeg, image/png, image/webp, image/avif or image/svg+xml. */
    mime: text().notNull(),
    /** The upload's file name, without folders, for staff to recognise it. */
    originalName: text('original_name').notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Where the subject is, 0–1 from the left and from the top: every crop keeps it in frame. */
    focalX: numeric('focal_x', { precision: 4, scale: 3, mode: 'number' }).notNull().default(0.5),
    focalY: numeric('focal_y', { precision: 4, scale: 3, mode: 'number' }).notNull().default(0.5),
    /** Localized alt text (schemas/content/localized.ts). */
    alt: jsonb().$type<{ en: string; bn: string }>().notNull(),
    decorative: boolean().notNull().default(false),
    /** 'processing', 'ready' or 'failed'. */
    status: text().notNull().default('processing'),
    /**
     * +1 each time the derivatives must be made again (a new focal point). A job records the
     * revision it worked from and only stores its derivatives if it is still the current one.
     */
    revision: integer().notNull().default(1),
    /**
     * +1 with each save of the alt text, the decorative flag or the focal point by staff. A save
     * names the version it started from and is refused if it is no longer this one. Apart from
     * `revision`, which only a new focal point moves, so that the derivative jobs are not
     * restarted by a change of alt text.
     */
    editVersion: integer('edit_version').notNull().default(1),
    jobAttempts: integer('job_attempts').notNull().default(0),
    /** Null: free to claim. Otherwise the claim lasts until then, renewed while the job runs. */
    jobLeaseUntil: timestamp('job_lease_until', { withTimezone: true }),
    jobError: text('job_error'),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_created_idx').on(table.createdAt, table.id),
    index('media_processing_idx')
      .on(table.jobLeaseUntil)
      .where(sql`"status" = 'processing'`),
  ],
)

/**
 * One encoded picture made from a media row: an aspect ('16x9', '4x3', '1x1', or 'original'
 * for logos), a width and a format. Served at /media/<hash>.<extension>, where the hash is the
 * SHA-256 of the bytes, so a URL never changes meaning and can be cached for a year.
 */
export const mediaDerivatives = pgTable(
  'media_derivatives',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    aspect: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** 'avif', 'webp', 'jpeg', 'png' or 'svg'. */
    format: text().notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    hash: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.aspect, table.width, table.format] }),
    index('media_derivatives_hash_idx').on(table.hash),
  ],
)
