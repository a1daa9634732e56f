/**
 * One backup of the whole database into a file, while the server runs and takes submissions.
 *
 *   npm run backup                  into ./backup-<time>.backup
 *   npm run backup -- FILE          into FILE (refused if it exists)
 *
 * With PostgreSQL (DATABASE_URL) it runs pg_dump. With the embedded database it opens DATA_DIR
 * itself when no server is running; while one is, the server makes the backup and hands it over
 * DATA_DIR/staff-admin.sock. The file appears complete or not at all, mode 0600.
 * npm run restore puts it back.
 */
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { parseEnv, type Env } from '#schemas/env.ts'
import { makePrivateDir, writeFileAtomically } from '#server/backup/atomic-file.ts'
import { inspectBackup, type BackupManifest } from '#server/backup/format.ts'
import { backupFileName } from '#server/backup/schedule.ts'
import { takeBackup } from '#server/backup/take.ts'
import { BACKUP_SOCKET_PATH } from '#server/plugins/staff-admin-socket.ts'
import { restrictNewFiles } from '#server/private-files.ts'
import { closeToolDatabase, openToolDatabase } from './support/tool-database.ts'

const USAGE = 'Usage: npm run backup -- [FILE]'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Has the server holding the embedded database write its backup into `file`. */
function backupThroughServer(socketPath: string, file: string): Promise<BackupManifest> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: BACKUP_SOCKET_PATH, method: 'POST' }, (response) => {
      if (response.statusCode !== 200) {
        let text = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          const message = (JSON.parse(text) as { message?: string }).message
          reject(new Error(message ?? `the server answered ${response.statusCode}`))
        })
        return
      }
      let manifest: BackupManifest | undefined
      writeFileAtomically(file, async (handle) => {
        for await (const chunk of response) await handle.write(chunk as Buffer)
        // What arrived is checked whole before it takes the file's name.
        manifest = await inspectBackup(handle, file)
      }).then(
        () => (manifest ? resolve(manifest) : reject(new Error('no backup received'))),
        reject,
      )
    })
    req.on('error', reject)
    req.end()
  })
}

async function main() {
  restrictNewFiles()
  let positionals
  try {
    ;({ positionals } = parseArgs({ allowPositionals: true, options: {} }))
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  if (positionals.length > 1) fail(USAGE)
  const env = parseEnv(process.env)
  const file = path.resolve(positionals[0] ?? backupFileName(new Date()))
  if (existsSync(file)) fail(`${file} already exists; choose another name.`)
  await makePrivateDir(path.dirname(file))

  const manifest = await backUp(env, file)
  const megabytes = (manifest.payload.bytes / 1024 / 1024).toFixed(1)
  console.log(
    `Backup written to ${file} (${megabytes} MB; ${manifest.database}, migration ` +
      `${manifest.migrations.latest}, taken ${manifest.createdAt}).`,
  )
}

/** Opens the database itself, or asks the server holding the embedded one. */
async function backUp(env: Env, file: string): Promise<BackupManifest> {
  const database = await openToolDatabase(env, 'it makes the backup')
  if ('serverSocket' in database) return backupThroughServer(database.serverSocket, file)
  const { handle } = database
  try {
    return (await takeBackup(handle.source, file)).manifest
  } finally {
    await closeToolDatabase(handle)
  }
}

// A command-line tool ends once its work is done, whatever a library still holds open.
main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
