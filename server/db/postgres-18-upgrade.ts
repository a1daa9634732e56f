/**
 * Moves an embedded database written by PGlite 0.5 (PostgreSQL 18) to PGlite 0.6 (PostgreSQL 19):
 * PostgreSQL's data folder changes between major versions, so 0.6 does not open a folder 0.5
 * wrote (decision 0002). As `pg_upgrade` would, the old folder is read by the old PGlite (kept
 * installed as `pglite-postgres-18`), and its rows are copied into a new folder that has the same
 * migrations applied; the old folder is then kept aside, never deleted.
 *
 * A crash at any point leaves a database that opens: until the new folder is complete it is only
 * a staging folder (removed and made again on the next start), and once it is complete a marker
 * file says so, and the next start finishes the swap.
 */
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { PGlite as PGlite18 } from 'pglite-postgres-18'
import { pg_trgm as pg_trgm18 } from 'pglite-postgres-18/contrib/pg_trgm'
import { DURABLE_START_PARAMS, DurableNodeFS, fsyncTree } from './durable-nodefs.ts'

/** The major version of PostgreSQL that the installed PGlite is. */
export const CURRENT_POSTGRES_MAJOR = '19'
const OLD_POSTGRES_MAJOR = '18'
/** Written into the new folder once every row is in it and on the disk. */
const COMPLETE_MARKER = 'upgrade-complete'
/** The schemas the application's migrations write: its tables, and drizzle's record of them. */
const APPLICATION_SCHEMAS = ['public', 'drizzle']

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<PGlite18, 'query' | 'exec'>

/** The major version of PostgreSQL that wrote `databaseDir`, or undefined for no database. */
export async function postgresMajorOf(databaseDir: string): Promise<string | undefined> {
  try {
    return (await readFile(path.join(databaseDir, 'PG_VERSION'), 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

const stagingOf = (databaseDir: string) => `${databaseDir}.upgrading-to-${CURRENT_POSTGRES_MAJOR}`

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/**
 * Brings `databaseDir` to the installed PostgreSQL when an older PGlite wrote it, and says where
 * the old folder was kept; does nothing for a current, empty or missing folder. The caller holds
 * DATA_DIR's lock.
 */
export async function upgradeEmbeddedDatabase(
  databaseDir: string,
  migrationsFolder: string,
): Promise<{ keptAside: string } | undefined> {
  const staging = stagingOf(databaseDir)
  const major = await postgresMajorOf(databaseDir)
  if (major === undefined && (await exists(path.join(staging, COMPLETE_MARKER)))) {
    // The last start copied everything and stopped between moving the old folder aside and
    // moving the new one in.
    await finishSwap(staging, databaseDir)
    return undefined
  }
  if (major !== OLD_POSTGRES_MAJOR) return undefined
  await rm(staging, { recursive: true, force: true })
  await copyInto(databaseDir, staging, migrationsFolder)
  const keptAside = `${databaseDir}.postgres-${OLD_POSTGRES_MAJOR}-${new Date().toISOString().replace(/[:.]/g, '-')}`
  await rename(databaseDir, keptAside)
  await finishSwap(staging, databaseDir)
  return { keptAside }
}

async function finishSwap(staging: string, databaseDir: string): Promise<void> {
  await rm(path.join(staging, COMPLETE_MARKER))
  await rename(staging, databaseDir)
}

/** Opens the old folder with the old PGlite and copies its database into a new folder. */
async function copyInto(oldDir: string, newDir: string, migrationsFolder: string): Promise<void> {
  const old = await PGlite18.create({ dataDir: oldDir, extensions: { pg_trgm: pg_trgm18 } })
  try {
    const applied = await appliedHashes(old)
    await mkdir(newDir, { recursive: true, mode: 0o700 })
    const next = await PGlite.create({
      fs: new DurableNodeFS(newDir),
      startParams: DURABLE_START_PARAMS,
      extensions: { pg_trgm },
    })
    try {
      await applySameMigrations(next, applied, migrationsFolder)
      await copyRows(old, next)
    } finally {
      await next.close()
    }
  } finally {
    await old.close()
  }
  await fsyncTree(newDir)
  await writeFile(path.join(newDir, COMPLETE_MARKER), '', { mode: 0o600 })
  await fsyncTree(newDir)
}

/** The hashes of the migrations drizzle applied in the old database, oldest first. */
async function appliedHashes(old: Queryable): Promise<string[]> {
  const { rows } = await old.query<{ exists: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists",
  )
  if (!rows[0]?.exists) return []
  const applied = await old.query<{ hash: string }>(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at',
  )
  return applied.rows.map((row) => row.hash)
}

/**
 * Applies to the new database the migrations the old one has, no more: the migrations this
 * version adds run when the server opens the database, as they would have on PostgreSQL 18.
 */
async function applySameMigrations(
  next: PGlite,
  applied: readonly string[],
  migrationsFolder: string,
): Promise<void> {
  const known = readMigrationFiles({ migrationsFolder })
  const mismatch = applied.findIndex((hash, index) => known[index]?.hash !== hash)
  if (mismatch >= 0) {
    throw new Error(
      `The embedded database was made by another version of the application (its migration ` +
        `${mismatch + 1} is not this version's): upgrade it with that version first.`,
    )
  }
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const entries = journal.entries.slice(0, applied.length)
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'))
  try {
    await mkdir(path.join(folder, 'meta'))
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    )
    for (const { tag } of entries) {
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`))
    }
    await migrate(drizzle(next), { migrationsFolder: folder })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * Every row of the application's tables, in PostgreSQL's binary COPY format (stable between
 * versions for the built-in types), with foreign keys and triggers off while the tables fill in
 * any order; then every sequence where it was. Row counts are compared table by table.
 */
async function copyRows(old: PGlite18, next: PGlite): Promise<void> {
  const schemas = APPLICATION_SCHEMAS.map((name) => `'${name}'`).join(', ')
  const tables = await old.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname IN (${schemas}) ORDER BY schemaname, tablename`,
  )
  await next.exec('BEGIN; SET LOCAL session_replication_role = replica')
  try {
    // Emptied together first: truncating one table empties those whose rows point to it, which
    // may already have been copied.
    const names = tables.rows.map((table) => table.name)
    if (names.length > 0) await next.exec(`TRUNCATE ${names.join(', ')}`)
    for (const name of names) {
      const { blob } = await old.query(`COPY ${name} TO '/dev/blob' WITH (FORMAT binary)`)
      if (blob) {
        await next.query(`COPY ${name} FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob })
      }
    }
    for (const name of names) {
      const count = async (database: Queryable) =>
        (await database.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${name}`))
          .rows[0]?.rows
      const [before, after] = [await count(old), await count(next)]
      if (before !== after) throw new Error(`${name}: ${before} rows before, ${after} after`)
    }
    const sequences = await old.query<{ name: string; last: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS last
       FROM pg_sequences WHERE schemaname IN (${schemas})`,
    )
    for (const { name, last } of sequences.rows) {
      if (last !== null) await next.query('SELECT setval($1::regclass, $2::bigint)', [name, last])
    }
    await next.exec('COMMIT')
  } catch (error) {
    await next.exec('ROLLBACK')
    throw error
  }
}

/** Whether a backup of the embedded database was taken on PostgreSQL 18 (PGlite 0.5). */
export function isPostgres18Backup(serverVersion: string): boolean {
  return serverVersion.split('.')[0] === OLD_POSTGRES_MAJOR
}

/**
 * Loads a backup that PGlite 0.5 took (its data folder as a gzipped tarball) into `databaseDir`,
 * through the old PGlite, and copies it into the installed one: the folder is then as if the
 * backup had been taken today.
 */
export async function loadPostgres18Backup(
  databaseDir: string,
  payload: Uint8Array<ArrayBuffer>,
  migrationsFolder: string,
): Promise<void> {
  await mkdir(databaseDir, { recursive: true, mode: 0o700 })
  const old = await PGlite18.create({
    dataDir: databaseDir,
    extensions: { pg_trgm: pg_trgm18 },
    loadDataDir: new File([payload], 'pgdata.tar.gz', { type: 'application/x-gzip' }),
  })
  await old.close()
  const upgraded = await upgradeEmbeddedDatabase(databaseDir, migrationsFolder)
  // The old folder was only this restore's staging copy of the backup, which stays as it was.
  if (upgraded) await rm(upgraded.keptAside, { recursive: true, force: true })
}
