import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'

/**
 * The positions every fresh test database is seeded with (server/content/seed.ts), ids kept.
 * Their apply-by dates are fixed and run out: a test that needs a position taking applications
 * publishes its own (tests/api/support/positions.ts); these are for checking the seed itself.
 */
export const SEEDED_POSITIONS = SEED_JOB_POSITIONS

/** The seeded positions taking applications today (published, apply-by not passed in Dhaka); may be none. */
export const SEEDED_OPEN_POSITIONS = SEED_JOB_POSITIONS.filter(
  (position) => position.open && position.closingDate >= dhakaToday(),
)

/** The seeded positions not taking applications today: closed, or past their apply-by date. */
export const SEEDED_NOT_OPEN_POSITIONS = SEED_JOB_POSITIONS.filter(
  (position) => !SEEDED_OPEN_POSITIONS.includes(position),
)
