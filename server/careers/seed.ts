import { count, isNull, sql } from 'drizzle-orm'
import { SEED_JOB_POSITIONS } from '#content/job-positions-seed.ts'
import type { Database } from '#server/db/client.ts'
import { jobApplications, jobPositionEvents, jobPositions } from '#server/db/schema.ts'
import { claimOnce } from '#server/db/run-once.ts'

const SEED_NAME = 'job-positions'

/**
 * Copies content/job-positions-seed.ts into an empty database, once: the marker row is written
 * in the same transaction, so a database whose positions were all removed later is not seeded
 * again, and of two servers starting together on one database only one seeds (the other waits
 * on the marker's key and finds it taken). Ids are kept, so /careers/1 stays the same position.
 * Returns how many positions were written.
 */
export async function seedJobPositions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await claimOnce(tx, SEED_NAME))) return 0
    const [existing] = await tx.select({ n: count() }).from(jobPositions)
    if ((existing?.n ?? 0) > 0) return 0
    const rows = await tx
      .insert(jobPositions)
      .values(
        SEED_JOB_POSITIONS.map((position) => ({
          id: position.id,
          slug: position.slug,
          title: position.title,
          department: position.department,
          location: position.location,
          type: position.type,
          applyBy: position.closingDate,
          summary: position.summary,
          description: [...position.description],
          responsibilities: [...position.responsibilities],
          requirements: [...position.requirements],
          titleBn: position.bn.title,
          departmentBn: position.bn.department,
          summaryBn: position.bn.summary,
          descriptionBn: [...position.bn.description],
          responsibilitiesBn: [...position.bn.responsibilities],
          requirementsBn: [...position.bn.requirements],
          status: position.open ? 'published' : 'closed',
          publishedAt: new Date(),
        })),
      )
      .returning({ id: jobPositions.id, status: jobPositions.status })
    await tx.insert(jobPositionEvents).values(
      rows.map((row) => ({
        positionId: row.id,
        action: 'seeded',
        changes: { status: { from: null, to: row.status } },
      })),
    )
    // Explicit ids leave the identity's sequence behind: new positions continue after them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('job_positions', 'id'), (select max(id) from job_positions))`,
    )
    // Applications received while positions lived in content/ name the ids kept above: they
    // get the title the position has now, which is the one they were made for.
    await tx
      .update(jobApplications)
      .set({
        positionTitle: sql`(select ${jobPositions.title} from ${jobPositions} where ${jobPositions.id} = ${jobApplications.positionId})`,
      })
      .where(isNull(jobApplications.positionTitle))
    return rows.length
  })
}
