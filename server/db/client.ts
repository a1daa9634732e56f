import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Env } from '#schemas/env.ts'
import * as schema from './schema.ts'

/** The same queries run on PGlite and on PostgreSQL, so code sees only the common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  /** Human-readable description of where the data lives, for logs. */
  location: string
  close(): Promise<void>
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/** Any constant works; it only has to be the same for every server sharing the database. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when DATABASE_URL is
 * set, otherwise an embedded PGlite database under DATA_DIR/pglite.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL)
  return openPglite(path.resolve(env.DATA_DIR, 'pglite'))
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const client = await pool.connect()
  try {
    // Several servers (or parallel test files) may start at once; only one may migrate.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } catch (error) {
    client.release()
    await pool.end()
    throw error
  }
  client.release()
  const { hostname, port, pathname } = new URL(url)
  return {
    db: drizzlePg({ client: pool, schema }),
    location: `postgresql://${hostname}:${port || 5432}${pathname}`,
    close: () => pool.end(),
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite({ client, schema })
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
  } catch (error) {
    await client.close()
    throw error
  }
  return { db, location: dataDir, close: () => client.close() }
}
