import type { Database } from './client.ts'
import { contentSeeds } from './schema.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Claims the one-time job `name` (a seed or a backfill) inside `tx`: true for the first caller
 * ever on this database. The marker row commits or rolls back with the job's own writes, so a job
 * that failed runs again at the next start, and of two servers starting together on one database
 * only one gets true (the other waits on the marker's key and finds it taken).
 */
export async function claimOnce(tx: Transaction, name: string): Promise<boolean> {
  const [marked] = await tx
    .insert(contentSeeds)
    .values({ name })
    .onConflictDoNothing()
    .returning({ name: contentSeeds.name })
  return marked !== undefined
}
