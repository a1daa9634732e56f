/**
 * A private PostgreSQL cluster for tests and benchmarks: Debian's binaries, a fresh data folder
 * under the temp dir, a free loopback port, trust authentication, no fsync (the data is thrown
 * away). PostgreSQL refuses to run as root, so as root the cluster runs as `nobody`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './free-port.ts'

const run = promisify(execFile)

const DEBIAN_ROOT = '/usr/lib/postgresql'
/** The user the cluster runs as when we are root. */
const UNPRIVILEGED_USER = 'nobody'

/** Debian's newest PostgreSQL bin folder, or undefined when PostgreSQL is not installed. */
export function findPostgresBin(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : undefined
}

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database, e.g. for CREATE DATABASE. */
  adminUrl: string
  /** The URL of another database on the same cluster. */
  urlOf(database: string): string
  /** Creates a database (if missing) and answers its URL. */
  createDatabase(database: string): Promise<string>
  stop(): Promise<void>
}

const isRoot = () => process.getuid?.() === 0

/** argv for running a command as the cluster's user. */
function asClusterUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', UNPRIVILEGED_USER, '--', command, ...args]] : [command, args]
}

/** Runs one statement (CREATE DATABASE, DROP DATABASE…) as the superuser at `adminUrl`. */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function startPostgres(
  options: {
    maxConnections?: number
    /** More environment for the cluster's processes, e.g. the test run's clock (libfaketime). */
    env?: Record<string, string>
  } = {},
): Promise<PostgresCluster> {
  const env = { ...process.env, ...options.env }
  const bin = findPostgresBin()
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed (no ${DEBIAN_ROOT}/*/bin/initdb): apt-get install postgresql`,
    )
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'dbl-pg-'))
  if (isRoot()) {
    const uid = Number((await run('id', ['-u', UNPRIVILEGED_USER])).stdout.trim())
    const gid = Number((await run('id', ['-g', UNPRIVILEGED_USER])).stdout.trim())
    await chown(dir, uid, gid)
  }
  const dataDir = path.join(dir, 'data')
  const [initdb, initArgs] = asClusterUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ])
  await run(initdb, initArgs, { cwd: dir, env })

  const port = await freePort()
  const [postgres, args] = asClusterUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `max_connections=${options.maxConnections ?? 400}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ])
  const child: ChildProcess = spawn(postgres, args, {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  child.stderr
    ?.setEncoding('utf8')
    .on('data', (chunk: string) => (log = (log + chunk).slice(-4000)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  const adminUrl = urlOf('postgres')
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited at start:\n${log}`)
    const client = new pg.Client({ connectionString: adminUrl })
    const ready = await client.connect().then(
      () => true,
      () => false,
    )
    await client.end().catch(() => {})
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`PostgreSQL did not start within 60 s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    adminUrl,
    urlOf,
    async createDatabase(database) {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
          database,
        ])
        if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '')}"`)
      } finally {
        await client.end()
      }
      return urlOf(database)
    },
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown. Sent to the postmaster itself (its pid is the first
      // line of postmaster.pid): runuser does not pass SIGINT on.
      if (child.exitCode === null) {
        const pid = Number.parseInt(
          (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split(
            '\n',
          )[0] ?? '',
          10,
        )
        if (pid > 0) process.kill(pid, 'SIGINT')
        else child.kill('SIGINT')
      }
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}
