/**
 * A data folder's database as an earlier version of the code left it: migrated only as far as a
 * given migration, with rows that version wrote, before the current server starts on it. How the
 * tests of data-moving migrations check that nothing stored before is lost.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { databaseUrlFor, ROOT } from './server.ts'

const MIGRATIONS = path.join(ROOT, 'server/db/migrations')

/** Runs one statement with its parameters; resolves with its rows. */
export type LegacyQuery = <Row = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<Row[]>

/** The migrations folder as it was at `lastTag`, written under `dir`. */
async function migrationsUpTo(dir: string, lastTag: string): Promise<string> {
  const folder = path.join(dir, 'legacy-migrations')
  await cp(MIGRATIONS, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[]
  }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  if (last < 0) throw new Error(`No migration tagged ${lastTag} in ${MIGRATIONS}`)
  journal.entries = journal.entries.slice(0, last + 1)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

/**
 * Migrates the data folder's database (its own PostgreSQL database, or the embedded one) up to
 * and including `lastTag`, then runs `work` on it and closes it.
 */
export async function withLegacyDatabase(
  dataDir: string,
  lastTag: string,
  work: (query: LegacyQuery) => Promise<void>,
): Promise<void> {
  const migrationsFolder = await migrationsUpTo(dataDir, lastTag)
  const url = databaseUrlFor(dataDir)
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder })
      await work(async (sql, params) => (await client.query(sql, params)).rows)
    } finally {
      await client.end()
    }
  } else {
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true })
    // With the extensions the server's embedded database loads (server/db/pglite-worker.ts).
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } })
    try {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder })
      await work(async <Row>(sql: string, params?: unknown[]) => {
        return (await client.query<Row>(sql, params)).rows
      })
    } finally {
      await client.close()
    }
  }
  await rm(migrationsFolder, { recursive: true, force: true })
}
