import { openDatabase } from '#server/db/client.ts'
import { databaseUrlFor } from './server.ts'

type Db = Awaited<ReturnType<typeof openDatabase>>['db']

/**
 * Runs `change` on a stopped server's database (its DATA_DIR's, or its own on PostgreSQL), as a
 * database an earlier version left would be, then closes it.
 */
export async function withServerDatabase<T>(
  dataDir: string,
  change: (db: Db) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(dataDir) })
  try {
    return await change(handle.db)
  } finally {
    await handle.close()
  }
}
