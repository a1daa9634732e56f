import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { contentEntries, jobApplications } from '#server/db/schema.ts'
import { claimOnce } from '#server/db/run-once.ts'
import { POSITIONS } from './positions.ts'

const TITLES_NAME = 'job-applications-titles'

/**
 * Applications received while positions lived in content/ (before the database held them) name
 * a position by its id, which the seed kept, and no title. Once per database, after the content
 * is seeded, each gets the English title its position has now, which is the one it was made
 * for. The marker is written in the same transaction. Returns how many applications changed.
 */
export async function titleApplications(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await claimOnce(tx, TITLES_NAME))) return 0
    const title = sql<string>`coalesce(${contentEntries.published}, ${contentEntries.draft}) -> 'title' ->> 'en'`
    const titled = await tx
      .update(jobApplications)
      .set({
        positionTitle: sql`(select ${title} from ${contentEntries} where ${and(
          eq(contentEntries.collection, POSITIONS),
          eq(contentEntries.id, jobApplications.positionId),
        )})`,
      })
      .where(isNull(jobApplications.positionTitle))
      .returning({ title: jobApplications.positionTitle })
    return titled.filter((row) => row.title !== null).length
  })
}
