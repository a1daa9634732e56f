import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { staffUsers } from './staff-auth.ts'

/**
 * A vacancy, edited by hr and admin in the workspace. 'draft' is never public; 'published' is
 * open until its apply-by date has passed in Dhaka; 'closed' stays readable by id, refuses
 * applications and is not listed. Ids are kept from content/job-positions-seed.ts, which
 * seeds an empty database once (contentSeeds), so /careers/1 stays the same position.
 */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    title: text().notNull(),
    department: text().notNull(),
    /** The office the role is based in: Dhaka or Chattogram. */
    location: text().notNull(),
    /** Full-time, Part-time, Contract or Internship (schemas/positions.ts). */
    type: text().notNull(),
    /** The last day applications are taken, in Dhaka. */
    applyBy: date('apply_by', { mode: 'string' }).notNull(),
    summary: text().notNull(),
    description: text().array().notNull(),
    responsibilities: text().array().notNull(),
    requirements: text().array().notNull(),
    /**
     * The Bangla of each text above, '' or empty until hr translates it: /bn/careers then shows
     * that field in English, marked lang="en" (docs/decisions/0015-bangla-edition.md). Lists are
     * their own, not paired line by line with the English: a translation may split or join lines.
     */
    titleBn: text('title_bn').notNull().default(''),
    departmentBn: text('department_bn').notNull().default(''),
    summaryBn: text('summary_bn').notNull().default(''),
    descriptionBn: text('description_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsibilitiesBn: text('responsibilities_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirementsBn: text('requirements_bn')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().notNull().default('draft'),
    /** First publication; JobPosting's datePosted. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_positions_status_idx').on(table.status, table.id),
    index('job_positions_slug_idx').on(table.slug),
  ],
)

/** Every change to a position: who made it, when, and what it changed. */
export const jobPositionEvents = pgTable(
  'job_position_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    positionId: integer('position_id')
      .notNull()
      .references(() => jobPositions.id, { onDelete: 'cascade' }),
    /** created, edited, published, closed or seeded. */
    action: text().notNull(),
    actorId: text('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The changed fields, each with its value before and after. */
    changes: jsonb().$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_position_events_position_idx').on(table.positionId, table.createdAt)],
)
