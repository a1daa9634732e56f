/**
 * Puts a backup made by npm run backup (or by the server's schedule) into the configured
 * database: DATA_DIR for the embedded one, DATABASE_URL for PostgreSQL.
 *
 *   npm run restore -- FILE             into an empty DATA_DIR or database
 *   npm run restore -- FILE --force     replaces what is there (stop the servers first); an
 *                                       embedded database replaced is kept aside, renamed
 *
 * The file is checked whole first (format, checksum, database kind, migration level); a wrong
 * or damaged file is refused and nothing changes.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { parseEnv } from '#schemas/env.ts'
import { restoreBackup, RestoreRefusedError } from '#server/backup/restore.ts'
import { restrictNewFiles, UntrustedPathError } from '#server/private-files.ts'

const USAGE = 'Usage: npm run restore -- FILE [--force]'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  restrictNewFiles()
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    })
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  const [file, ...rest] = parsed.positionals
  if (!file || rest.length > 0) fail(USAGE)
  const env = parseEnv(process.env)
  const { manifest, keptAside } = await restoreBackup(env, path.resolve(file), {
    force: parsed.values.force,
  })
  const where = env.DATABASE_URL
    ? 'the PostgreSQL database'
    : `DATA_DIR ${path.resolve(env.DATA_DIR)}`
  console.log(
    `Restored the backup taken ${manifest.createdAt} (migration ${manifest.migrations.latest}) into ${where}.`,
  )
  if (keptAside)
    console.log(`The database it replaced is kept in ${keptAside}; delete it when satisfied.`)
}

main().catch((error: unknown) => {
  if (error instanceof RestoreRefusedError || error instanceof UntrustedPathError) {
    fail(error.message)
  }
  console.error(error)
  process.exit(1)
})
