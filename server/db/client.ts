import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Env } from '#schemas/env.ts'
import {
  makeOwnFolder,
  makePrivate,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  type LoosenedEntry,
} from '../private-files.ts'
import { PgliteThread } from './pglite-thread.ts'
import { upgradeEmbeddedDatabase } from './postgres-18-upgrade.ts'
import * as schema from './schema.ts'

/** The same queries run on PGlite and on PostgreSQL, so code sees only the common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  /** Human-readable description of where the data lives, for logs. */
  location: string
  /**
   * True when this process is the only one that can use the database (PGlite behind its lock
   * file), so work left half-done by a crashed predecessor can be taken over at once.
   */
  exclusive: boolean
  /** node-postgres's pool, for the metrics; PGlite has none: it is one connection. */
  pool?: DatabasePool
  /**
   * What this open found under DATA_DIR open to other users of the machine (and made private),
   * for the caller to report; [] when nothing was, and always with PostgreSQL.
   */
  madePrivate: LoosenedEntry[]
  /**
   * Where this open kept the embedded database an older PGlite wrote, once it was copied into
   * the installed one (postgres-18-upgrade.ts), for the caller to report.
   */
  upgradedFrom?: string
  /** What a backup reads: the embedded database's own client, or the PostgreSQL server's URL. */
  source: DatabaseSource
  close(): Promise<void>
}

/** What the metrics read from node-postgres's pool. */
export type DatabasePool = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount' | 'options'>

export type DatabaseSource = EmbeddedSource | { kind: 'postgresql'; url: string }

/** The embedded database as a backup reads it (server/backup/take.ts). */
export interface EmbeddedSource {
  kind: 'pglite'
  query: (text: string) => Promise<Record<string, unknown>[]>
  /** The data folder as a gzipped tarball, copied with no transaction open. */
  dumpDataDir: () => Promise<Uint8Array>
}

/** Raised when another live process holds DATA_DIR's lock. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `Another server is using DATA_DIR ${dataDir} (process ${pid}); stop it or choose another ` +
        `DATA_DIR. If no such process is running, delete ${lockFile}.`,
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The lock files this process holds. The lock is the process's (the pid in the file says who
 * holds it), but an app opens it, and a process may run several apps (the tests build theirs in
 * their own process): a second app of this process on the same DATA_DIR is refused as a second
 * process would be, not mistaken for a previous life of this one.
 */
const locksHeldHere = new Set<string>()

/**
 * PGlite is one process's database: a second process writing the same files would corrupt them.
 * DATA_DIR/pglite.lock is created exclusively and holds the owner's pid; a lock whose process is
 * gone (a crash, a SIGKILL) is stale and taken over. Resolves with the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'pglite.lock')
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const held = path.resolve(lockFile)
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE })
      locksHeldHere.add(held)
      return async () => {
        locksHeldHere.delete(held)
        await rm(lockFile, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10)
    // Our own pid in a lock this process does not hold means a previous life of a process
    // reusing it (pid 1 in a container).
    const heldByOther = pid > 0 && pid !== process.pid && isAlive(pid)
    if (attempt > 0 || heldByOther || locksHeldHere.has(held)) {
      throw new DataDirLockedError(dataDir, pid, lockFile)
    }
    await rm(lockFile, { force: true })
  }
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/** Any constant works; it only has to be the same for every server sharing the database. */
const MIGRATION_LOCK_KEY = 727_001
const CONNECTION_TIMEOUT_MS = 15_000
const PGLITE_CONNECTIONS = 4

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when DATABASE_URL is
 * set, otherwise an embedded PGlite database under DATA_DIR/pglite. With PGlite, DATA_DIR is made
 * private first (0700 folders, 0600 files), and again once PGlite has written its files and when
 * it closes: PGlite sets their modes itself, whatever the umask.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return { ...(await openPostgres(env.DATABASE_URL)), madePrivate: [] }
  const dataDir = path.resolve(env.DATA_DIR)
  await makeOwnFolder(dataDir, 'DATA_DIR')
  const madePrivate = await makePrivate(dataDir)
  const unlock = await lockDataDir(dataDir)
  try {
    const databaseDir = path.join(dataDir, 'pglite')
    const upgraded = await upgradeEmbeddedDatabase(databaseDir, MIGRATIONS_FOLDER)
    const handle = await openPglite(databaseDir)
    await makePrivate(dataDir)
    return {
      ...handle,
      madePrivate,
      upgradedFrom: upgraded?.keptAside,
      close: async () => {
        await handle.close()
        await makePrivate(dataDir)
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}

/** Applies pending migrations; several servers (or parallel test files) may start at once. */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

async function openPostgres(url: string): Promise<Omit<DatabaseHandle, 'madePrivate'>> {
  // A connection attempt that stalls fails after a while instead of holding a request, or the
  // staff tool, forever (node-postgres waits without limit by default).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  })
  // An idle connection that PostgreSQL ends (a restart, an administrator, a dropped database) is
  // reported on the pool; unheard, that report is an uncaught exception that ends the process.
  // The pool has already discarded the connection, and the next query opens another.
  pool.on('error', () => {})
  try {
    await migrate(pool)
  } catch (error) {
    await pool.end()
    throw error
  }
  const { hostname, port, pathname } = new URL(url)
  return {
    db: drizzlePg({ client: pool, schema }),
    location: `postgresql://${hostname}:${port || 5432}${pathname}`,
    exclusive: false,
    pool,
    source: { kind: 'postgresql', url },
    close: () => pool.end(),
  }
}

/**
 * Opens (creating when missing) the embedded database in `dataDir`, in a thread of its own
 * (pglite-thread.ts), and applies pending migrations. The caller holds DATA_DIR's lock.
 * `loadDataDir` fills an empty folder from a backup's tarball first (npm run restore).
 */
export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Uint8Array<ArrayBuffer> } = {},
): Promise<Omit<DatabaseHandle, 'madePrivate'>> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const thread = await PgliteThread.start({ dataDir, loadDataDir: options.loadDataDir })
  // PGlite is one session: more connections than one only queue their exchanges in the thread
  // (a transaction's connection goes first until it ends) instead of in the pool.
  const pool = new pg.Pool({
    stream: () => thread.connection(),
    user: 'postgres',
    database: 'postgres',
    max: PGLITE_CONNECTIONS,
  })
  pool.on('error', () => {})
  try {
    await migrate(pool)
  } catch (error) {
    await pool.end()
    await thread.close()
    throw error
  }
  return {
    db: drizzlePg({ client: pool, schema }),
    location: dataDir,
    exclusive: true,
    source: {
      kind: 'pglite',
      query: async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
      dumpDataDir: () => thread.dumpDataDir(),
    },
    close: async () => {
      await pool.end()
      await thread.close()
    },
  }
}
