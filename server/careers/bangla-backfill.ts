import { asc, eq, sql } from 'drizzle-orm'
import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import {
  POSITION_BANGLA_FIELDS,
  type PositionBanglaField,
  type PositionFields,
} from '#schemas/positions.ts'
import type { Database } from '#server/db/client.ts'
import { jobPositions } from '#server/db/schema.ts'
import { recordChange } from './staff-positions.ts'
import { claimOnce } from '#server/db/run-once.ts'

const BACKFILL_NAME = 'job-positions-bangla'

type BanglaFields = Pick<PositionFields, PositionBanglaField>
/** The texts of a position, in both languages. */
type TextFields = Pick<PositionFields, keyof typeof POSITION_BANGLA_FIELDS> & BanglaFields

function sameText(a: string | readonly string[], b: string | readonly string[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The Bangla a seeded position gets from `seed`: each field whose English is still the seed's and
 * whose Bangla is still empty. A field hr rewrote in English, or translated, is left alone (the
 * seed's Bangla would no longer say what the English says, or would overwrite hr's own).
 */
export function seedBanglaFor(
  stored: TextFields,
  seed: (typeof SEED_JOB_POSITIONS)[number],
): Partial<BanglaFields> {
  const fills: Partial<Record<keyof BanglaFields, string | string[]>> = {}
  for (const [english, bangla] of Object.entries(POSITION_BANGLA_FIELDS)) {
    const key = english as keyof typeof POSITION_BANGLA_FIELDS
    const seedBangla = seed.bn[key]
    if (sameText(stored[key], seed[key]) && stored[bangla].length === 0 && seedBangla.length > 0) {
      fills[bangla] = typeof seedBangla === 'string' ? seedBangla : [...seedBangla]
    }
  }
  return fills as Partial<BanglaFields>
}

/**
 * Databases seeded before content/job-positions-seed.ts had its Bangla hold the seeded positions
 * with no Bangla. Once per database, this gives each seeded position (by id) the seed's Bangla
 * where its English is still the seed's (seedBanglaFor): by the system (no account), in the
 * position's history and the audit log. The marker row is written in the same transaction, as
 * the seed's is, so of two servers starting together only one fills. Returns how many positions
 * changed.
 */
export async function backfillPositionBangla(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await claimOnce(tx, BACKFILL_NAME))) return 0
    const rows = await tx.select().from(jobPositions).orderBy(asc(jobPositions.id)).for('update')
    let changed = 0
    for (const row of rows) {
      const seed = SEED_JOB_POSITIONS.find((candidate) => candidate.id === row.id)
      if (!seed) continue
      const fills = seedBanglaFor(row, seed)
      const fields = Object.keys(fills) as (keyof BanglaFields)[]
      if (fields.length === 0) continue
      await tx
        .update(jobPositions)
        .set({ ...fills, updatedAt: sql`now()` })
        .where(eq(jobPositions.id, row.id))
      await recordChange(tx, { actorId: null }, row.id, 'translated', {
        before: row,
        after: { ...row, ...fills },
        fields,
      })
      changed += 1
    }
    return changed
  })
}
