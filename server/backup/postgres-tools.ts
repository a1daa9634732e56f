import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Debian keeps each PostgreSQL version's programs in its own folder. */
const DEBIAN_ROOT = '/usr/lib/postgresql'

/** The major version in a version string: 15 in "pg_dump (PostgreSQL) 15.18 (Debian …)". */
export function majorOf(version: string): number | undefined {
  const match = /(\d+)(?:\.\d+)?/.exec(version.replace(/^\D+/, ''))
  return match?.[1] ? Number(match[1]) : undefined
}

export async function serverMajor(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<number> {
  const [row] = await query('SHOW server_version_num')
  return Math.floor(Number(row?.server_version_num) / 10_000)
}

export interface PostgresTool {
  path: string
  /** Its --version line, e.g. "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)". */
  version: string
  major: number
}

/**
 * pg_dump, pg_restore or psql of at least version `minMajor`: pg_dump refuses a server newer
 * than itself, and pg_restore an archive from a newer pg_dump. Debian's newest version folder
 * first, then the one on PATH.
 */
export async function findPostgresTool(name: string, minMajor: number): Promise<PostgresTool> {
  const candidates = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(DEBIAN_ROOT, version, 'bin', name))
        .filter((file) => existsSync(file))
    : []
  candidates.push(name)
  let found: PostgresTool | undefined
  for (const candidate of candidates) {
    const version = await run(candidate, ['--version']).then(
      ({ stdout }) => stdout.trim(),
      () => undefined,
    )
    const major = version === undefined ? undefined : majorOf(version)
    if (version === undefined || major === undefined) continue
    found = { path: candidate, version, major }
    break
  }
  if (!found) {
    throw new Error(
      `${name} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client-${minMajor})`,
    )
  }
  if (found.major < minMajor) {
    throw new Error(
      `${name} ${found.major} (${found.path}) cannot work with PostgreSQL ${minMajor}: install ` +
        `version ${minMajor} or newer of the client programs (Debian: apt-get install postgresql-client-${minMajor})`,
    )
  }
  return found
}
