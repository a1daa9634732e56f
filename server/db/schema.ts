import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  message: text().notNull(),
  clientIp: text('client_ip').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const jobApplications = pgTable('job_applications', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // Positions live in content/, not in the database, so there is no foreign key.
  positionId: integer('position_id').notNull(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  coverLetter: text('cover_letter'),
  /** Relative to DATA_DIR, e.g. "uploads/3f2c….pdf", so the data folder can move. */
  cvPath: text('cv_path').notNull(),
  cvOriginalName: text('cv_original_name').notNull(),
  cvSize: integer('cv_size').notNull(),
  cvSha256: text('cv_sha256').notNull(),
  cvMime: text('cv_mime').notNull(),
  clientIp: text('client_ip').notNull(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
