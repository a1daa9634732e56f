import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import type { FileHandle } from 'node:fs/promises'
import pg from 'pg'
import type { DatabaseSource, EmbeddedSource } from '#server/db/client.ts'
import { writeFileAtomically } from './atomic-file.ts'
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_HEADER_BYTES,
  encodeHeader,
  type BackupManifest,
} from './format.ts'
import { appliedMigrations } from './migrations.ts'
import { findPostgresTool, serverMajor } from './postgres-tools.ts'

/** Where the file went, and what it holds. */
export interface BackupSummary {
  file: string
  manifest: BackupManifest
}

type Query = (text: string) => Promise<Record<string, unknown>[]>

async function manifestBase(
  query: Query,
  database: BackupManifest['database'],
  dumpedWith: string,
) {
  const [version] = await query('SHOW server_version')
  return {
    format: BACKUP_FORMAT_VERSION,
    database,
    createdAt: new Date().toISOString(),
    migrations: await appliedMigrations(query),
    serverVersion: String(version?.server_version ?? ''),
    dumpedWith,
  } as const
}

/**
 * The embedded database as one backup, header and payload, in memory. The data folder is copied
 * in one synchronous step in the database's thread, after a CHECKPOINT and between two exchanges
 * with no transaction open (server/db/pglite-worker.ts), so the copy is what a crash at that
 * instant would leave: every committed transaction and none half-done, which PostgreSQL's
 * recovery replays from the WAL when the copy is opened.
 */
export async function pgliteBackup(
  source: EmbeddedSource,
): Promise<{ manifest: BackupManifest; header: Buffer; payload: Uint8Array }> {
  const base = await manifestBase(source.query, 'pglite', 'PGlite dumpDataDir')
  const payload = await source.dumpDataDir()
  const manifest: BackupManifest = {
    ...base,
    payload: { bytes: payload.length, sha256: createHash('sha256').update(payload).digest('hex') },
  }
  return { manifest, header: encodeHeader(manifest), payload }
}

/** A DATABASE_URL without its password, which goes to the tools in PGPASSWORD instead of argv. */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return {
    dbname: parsed.toString(),
    // The tools keep the rest of the environment (PATH, locale, libpq's PGSSL… settings).
    // eslint-disable-next-line no-restricted-syntax
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/**
 * pg_dump's custom format, streamed into the file after a placeholder header that is filled in
 * once the size and checksum are known. pg_dump reads everything in one repeatable-read
 * snapshot, so the servers keep taking submissions while it runs.
 */
async function postgresBackup(
  url: string,
  handle: FileHandle,
  signal?: AbortSignal,
): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let base
  let pgDump
  try {
    const query: Query = async (text) => (await client.query(text)).rows
    const major = await serverMajor(query)
    pgDump = await findPostgresTool('pg_dump', major)
    base = await manifestBase(query, 'postgresql', pgDump.version)
  } finally {
    await client.end()
  }
  const connection = toolConnection(url)
  const child = spawn(pgDump.path, ['--format=custom', `--dbname=${connection.dbname}`], {
    env: connection.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  // Awaited once the output is read; an abort (the server closing) rejects it before then,
  // which must not count as an unhandled rejection and end the process.
  exited.catch(() => {})
  const hash = createHash('sha256')
  let position = BACKUP_HEADER_BYTES
  await handle.write(Buffer.alloc(BACKUP_HEADER_BYTES, ' '), 0, BACKUP_HEADER_BYTES, 0)
  for await (const chunk of child.stdout) {
    hash.update(chunk as Buffer)
    await handle.write(chunk as Buffer, 0, (chunk as Buffer).length, position)
    position += (chunk as Buffer).length
  }
  const code = await exited
  if (code !== 0) throw new Error(`pg_dump failed (exit code ${code}): ${stderr.trim()}`)
  const manifest: BackupManifest = {
    ...base,
    payload: { bytes: position - BACKUP_HEADER_BYTES, sha256: hash.digest('hex') },
  }
  await handle.write(encodeHeader(manifest), 0, BACKUP_HEADER_BYTES, 0)
  return manifest
}

/** Takes one backup of the database into `file`, which appears complete or not at all. */
export async function takeBackup(
  source: DatabaseSource,
  file: string,
  signal?: AbortSignal,
): Promise<BackupSummary> {
  let manifest: BackupManifest | undefined
  await writeFileAtomically(file, async (handle) => {
    if (source.kind === 'postgresql') {
      manifest = await postgresBackup(source.url, handle, signal)
      return
    }
    const backup = await pgliteBackup(source)
    await handle.write(backup.header)
    await handle.write(backup.payload)
    manifest = backup.manifest
  })
  if (!manifest) throw new Error('the backup wrote no manifest')
  return { file, manifest }
}
