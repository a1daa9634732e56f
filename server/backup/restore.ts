import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { Env } from '#schemas/env.ts'
import {
  DataDirLockedError,
  lockDataDir,
  MIGRATIONS_FOLDER,
  openDatabase,
  openPglite,
} from '#server/db/client.ts'
import { isPostgres18Backup, loadPostgres18Backup } from '#server/db/postgres-18-upgrade.ts'
import { assertOwnFolder, makePrivate } from '#server/private-files.ts'
import { fsyncDir, makePrivateDir } from './atomic-file.ts'
import {
  BACKUP_HEADER_BYTES,
  BackupFileError,
  inspectBackup,
  type BackupManifest,
} from './format.ts'
import { fsyncTree } from '#server/db/durable-nodefs.ts'
import { migrationProblem } from './migrations.ts'
import { findPostgresTool, majorOf } from './postgres-tools.ts'
import { toolConnection } from './take.ts'

/** A restore refused before anything was changed; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreRefusedError'
  }
}

export interface RestoreResult {
  manifest: BackupManifest
  /** Where the embedded database that --force replaced was kept, if there was one. */
  keptAside?: string
}

const KIND_NAMES = { pglite: 'the embedded database (PGlite)', postgresql: 'PostgreSQL' } as const

/**
 * Puts the backup in `file` into the configured database: DATA_DIR (PGlite) or DATABASE_URL
 * (PostgreSQL). The file is checked whole first. An existing database is refused unless
 * `force`; then the embedded one is kept aside under a new name, and PostgreSQL's schemas are
 * replaced in the same transaction as the restore. Ends by applying this version's migrations.
 */
export async function restoreBackup(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefusedError(`${file} cannot be read: ${error.code ?? error.message}`)
  })
  let manifest: BackupManifest
  try {
    manifest = await inspectBackup(handle, file)
  } catch (error) {
    if (error instanceof BackupFileError) throw new RestoreRefusedError(error.message)
    throw error
  } finally {
    await handle.close()
  }
  const target = env.DATABASE_URL ? 'postgresql' : 'pglite'
  if (manifest.database !== target) {
    throw new RestoreRefusedError(
      `${file} is a backup of ${KIND_NAMES[manifest.database]}, and this restore would go into ` +
        `${KIND_NAMES[target]}. A backup goes back into the same kind of database` +
        (target === 'postgresql'
          ? ': unset DATABASE_URL to restore into DATA_DIR.'
          : ': set DATABASE_URL.'),
    )
  }
  const problem = migrationProblem(manifest.migrations)
  if (problem) throw new RestoreRefusedError(`${file} cannot be restored: ${problem}`)

  if (env.DATABASE_URL) {
    await restorePostgres(env.DATABASE_URL, file, manifest, options.force)
    const handle = await openDatabase(env)
    await handle.close()
    return { manifest }
  }
  return {
    manifest,
    keptAside: await restorePglite(env.DATA_DIR, file, manifest, options.force),
  }
}

async function restorePglite(
  dataDirSetting: string,
  file: string,
  manifest: BackupManifest,
  force: boolean,
): Promise<string | undefined> {
  const dataDir = path.resolve(dataDirSetting)
  await makePrivateDir(dataDir)
  // The restored database goes where the server will trust it: not into another user's folder.
  await assertOwnFolder(dataDir, 'DATA_DIR')
  let unlock
  try {
    unlock = await lockDataDir(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    throw new RestoreRefusedError(`${error.message.split(';')[0]}: stop it before restoring.`)
  }
  try {
    const databaseDir = path.join(dataDir, 'pglite')
    const existing = await readdir(databaseDir).catch(() => [])
    if (existing.length > 0 && !force) {
      throw new RestoreRefusedError(
        `DATA_DIR ${dataDir} already holds a database (${databaseDir}). Restore into an empty ` +
          'DATA_DIR, or add --force to replace it (the database there is kept aside, not deleted).',
      )
    }
    // Loaded next to the live folder and swapped in only once it opens and migrates, so a
    // failure leaves the existing database as it was.
    const staging = path.join(dataDir, `pglite.restoring-${randomBytes(4).toString('hex')}`)
    try {
      const payload = await readPayload(file)
      // A backup an older PGlite took is copied into the installed PostgreSQL first.
      const restored = isPostgres18Backup(manifest.serverVersion)
        ? await loadPostgres18Backup(staging, payload, MIGRATIONS_FOLDER).then(() =>
            openPglite(staging),
          )
        : await openPglite(staging, { loadDataDir: payload })
      await restored.close()
      // PGlite writes the loaded files without flushing them; they are on the disk before the
      // restore says it is done.
      await fsyncTree(staging)
    } catch (error) {
      await rm(staging, { recursive: true, force: true })
      throw error
    }
    let keptAside: string | undefined
    if (existing.length > 0) {
      keptAside = path.join(
        dataDir,
        `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      )
      await rename(databaseDir, keptAside)
    } else {
      await rm(databaseDir, { recursive: true, force: true })
    }
    await rename(staging, databaseDir)
    await fsyncDir(dataDir)
    // PGlite sets its files' modes itself, whatever the umask: the restored folder is made
    // DATA_DIR's own as the server's is.
    await makePrivate(dataDir)
    return keptAside
  } finally {
    await unlock()
  }
}

async function readPayload(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  for await (const chunk of createReadStream(file, { start: BACKUP_HEADER_BYTES })) {
    chunks.push(chunk as Buffer)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/** Everything the application keeps: its tables in public, drizzle's migration record. */
const APPLICATION_SCHEMAS = ['public', 'drizzle']

async function restorePostgres(
  url: string,
  file: string,
  manifest: BackupManifest,
  force: boolean,
): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ tables: number }>(
      'SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = ANY($1)',
      [APPLICATION_SCHEMAS],
    )
    if ((rows[0]?.tables ?? 0) > 0 && !force) {
      const { hostname, pathname } = new URL(url)
      throw new RestoreRefusedError(
        `The database ${pathname.slice(1)} on ${hostname} already holds tables. Restore into an ` +
          'empty database, or stop every server and add --force to replace everything in it.',
      )
    }
  } finally {
    await client.end()
  }
  const dumpMajor = majorOf(manifest.dumpedWith.replace(/^pg_dump \(PostgreSQL\)\s*/, '')) ?? 0
  const pgRestore = await findPostgresTool('pg_restore', dumpMajor)
  const psql = await findPostgresTool('psql', 0)
  const connection = toolConnection(url)

  // pg_restore turns the archive into SQL, and psql runs it after the clean-up in one
  // transaction: an error anywhere leaves the database as it was.
  const restore = spawn(pgRestore.path, ['--no-owner', '--no-privileges', '--file=-'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const apply = spawn(
    psql.path,
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${connection.dbname}`,
    ],
    { env: connection.env, stdio: ['pipe', 'ignore', 'pipe'] },
  )
  const errors = { restore: '', apply: '' }
  restore.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors.restore += chunk))
  apply.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors.apply += chunk))
  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', resolve)
    })
  const restoreExit = exitOf(restore)
  const applyExit = exitOf(apply)
  // Whichever side stops first, the other's pipe error is reported through its exit code.
  apply.stdin.on('error', () => {})
  restore.stdin.on('error', () => {})
  if (force) {
    apply.stdin.write(
      APPLICATION_SCHEMAS.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;\n`).join('') +
        'CREATE SCHEMA public;\n',
    )
  }
  restore.stdout.pipe(apply.stdin)
  createReadStream(file, { start: BACKUP_HEADER_BYTES }).pipe(restore.stdin)
  const [restoreCode, applyCode] = await Promise.all([restoreExit, applyExit])
  if (restoreCode !== 0) throw new Error(`pg_restore failed: ${errors.restore.trim()}`)
  if (applyCode !== 0) {
    throw new Error(`The restore failed and changed nothing: ${errors.apply.trim()}`)
  }
}
