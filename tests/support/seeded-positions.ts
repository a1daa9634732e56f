import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import { dhakaToday } from '#schemas/dhaka-time.ts'

/** The positions every fresh test database is seeded with (server/careers/seed.ts), ids kept. */
export const SEEDED_POSITIONS = SEED_JOB_POSITIONS

/** The seeded positions taking applications today (published, apply-by not passed in Dhaka). */
export const SEEDED_OPEN_POSITIONS = SEED_JOB_POSITIONS.filter(
  (position) => position.open && position.closingDate >= dhakaToday(),
)
