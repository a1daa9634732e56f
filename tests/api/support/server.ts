import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, inject } from 'vitest'
import { adminQuery as runAdminQuery } from '../../../scripts/support/postgres.ts'
import { nodeScript, serverEnv } from '../../support/server-env.ts'

export { nodeScript }

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const NODE = path.join(ROOT, 'node_modules/.bin/node')

const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

export interface StartOptions {
  /** Reuse a data folder, e.g. to restart on the same data; a fresh temp folder otherwise. */
  dataDir?: string
  env?: Record<string, string>
  /**
   * Without dataDir, start on a migrated, empty database, as on a first start, which seeds it:
   * for the tests of seeding. Otherwise the new folder's database is a seeded one.
   */
  emptyDatabase?: boolean
}

/**
 * A server in a process of its own, for the tests that are about processes: signals and exit
 * codes, a crash, the umask it inherits, what it prints before its logger exists, the lock
 * between two processes, an entry point other than the app (`npm start`, `npm run dev`).
 * Every other test builds the app in its own process (startServer without `process`).
 */
export interface ProcessStartOptions extends StartOptions {
  process: true
  /** The entry point to run; `server/server.ts` unless told. */
  script?: string
  /** The umask the server inherits, e.g. 0o000; the test runner's unless told. */
  umask?: number
  /** How long it may take to start listening; a minute unless told. */
  startTimeoutMs?: number
}

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  dataDir: string
  /** Every log line the server wrote so far (a process's whole stdout and stderr). */
  output(): string
  /**
   * Closes the server and resolves with its exit code: a process's, after SIGTERM; 0 for an
   * app in the test's process that closed, 1 when closing failed (as server/server.ts exits).
   */
  stop(): Promise<number | null>
}

/** A server built in the test's own process, listening on a port of its own. */
export interface InProcessServer extends RunningServer {
  /** Fastify's inject: a request answered without a socket. */
  inject(request: InjectOptions | string): Promise<LightMyRequestResponse>
}

export interface ServerProcess extends RunningServer {
  /** The server's process id. */
  pid: number | undefined
  /** Sends a signal (SIGKILL to simulate a crash) and resolves when the process has exited. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Rate limits are per client IP (staff calls per account) and every test talks from 127.0.0.1,
 * so the suite raises them; tests of the limits themselves set their own.
 */
export const RAISED_RATE_LIMITS = {
  RATE_LIMIT_CONTACT: '1000000',
  RATE_LIMIT_QUOTE: '1000000',
  RATE_LIMIT_APPLICATIONS: '1000000',
  RATE_LIMIT_API: '1000000',
  RATE_LIMIT_STAFF: '1000000',
  RATE_LIMIT_TRACK: '1000000',
  RATE_LIMIT_TRACK_SUBSCRIBE: '1000000',
} as const

/** Set in the api-postgres project (tests/support/postgres-setup.ts), absent in api. */
const POSTGRES_ADMIN_URL = inject('postgresAdminUrl') as string | undefined

/** True when the suite runs against PostgreSQL, where there is no lock file. */
export const USES_POSTGRES = Boolean(POSTGRES_ADMIN_URL)

/** Embedded databases to start fresh servers on, migrated and seeded or only migrated (tests/support/pglite-template.ts). */
const PGLITE_TEMPLATE = inject('pgliteTemplate') as string | undefined
const PGLITE_SEEDED_TEMPLATE = inject('pgliteSeededTemplate') as string | undefined
/** A seeded PostgreSQL database to create a server's own from (tests/support/postgres-setup.ts). */
const POSTGRES_SEEDED_TEMPLATE = inject('postgresSeededTemplate') as string | undefined

/** The database of the servers on one data folder: its own, named after the folder. */
function databaseName(dataDir: string): string {
  return `dbl_${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 20)}`
}

/**
 * With PostgreSQL, the DATABASE_URL of the servers (and inbox runs) on this data folder: each
 * data folder has a database of its own, created by newDataDir, so a server's outbox worker
 * only ever sees its own emails. Undefined on the embedded database.
 */
export function databaseUrlFor(dataDir: string): string | undefined {
  if (!POSTGRES_ADMIN_URL) return undefined
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${databaseName(dataDir)}`
  return url.toString()
}

function adminQuery(sql: string): Promise<void> {
  return runAdminQuery(POSTGRES_ADMIN_URL ?? '', sql)
}

/**
 * A new data folder, with a database of its own on PostgreSQL. Its database starts empty unless
 * asked for: `migrated`, a copy of the run's migrated template on the embedded database (on
 * PostgreSQL an empty one, which the server migrates); `seeded`, a copy of the run's seeded
 * template on either.
 */
export async function newDataDir(
  options: { database?: 'migrated' | 'seeded' } = {},
): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-api-'))
  if (POSTGRES_ADMIN_URL) {
    const template =
      options.database === 'seeded' && POSTGRES_SEEDED_TEMPLATE
        ? ` TEMPLATE ${POSTGRES_SEEDED_TEMPLATE}`
        : ''
    await adminQuery(`CREATE DATABASE ${databaseName(dataDir)}${template}`)
    return dataDir
  }
  const templates = { migrated: PGLITE_TEMPLATE, seeded: PGLITE_SEEDED_TEMPLATE }
  const template = options.database && templates[options.database]
  // Copied synchronously: the template's 1,272 files cost fs.cp 480–540 ms of CPU, one thread-pool
  // round trip per step, and cpSync 80–130 ms, for each of the run's several hundred servers.
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

export async function removeDataDir(dataDir: string): Promise<void> {
  if (POSTGRES_ADMIN_URL) {
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName(dataDir)} WITH (FORCE)`)
  }
  await rm(dataDir, { recursive: true, force: true })
}

/**
 * The environment for child processes: the caller's, plus a data folder, the data folder's own
 * PostgreSQL database in the api-postgres project, and quiet defaults.
 */
export function childEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...serverEnv(dataDir, databaseUrlFor(dataDir)),
    ...RAISED_RATE_LIMITS,
    ...env,
  }
}

/**
 * The command and arguments that run `command` with the given umask (through sh, which sets it
 * and execs the command in its place), or as they are when there is none.
 */
export function withUmask(
  umask: number | undefined,
  command: string,
  args: string[],
): [string, string[]] {
  if (umask === undefined) return [command, args]
  const octal = umask.toString(8).padStart(3, '0')
  return ['/bin/sh', ['-c', `umask ${octal}; exec "$@"`, 'sh', command, ...args]]
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/**
 * Starts a server on a new data folder (unless told one) and resolves once it listens: the app
 * built in this process, or with `process: true` a process of its own (see ProcessStartOptions).
 */
export function startServer(options: ProcessStartOptions): Promise<ServerProcess>
export function startServer(options?: StartOptions): Promise<InProcessServer>
export async function startServer(
  options: StartOptions | ProcessStartOptions = {},
): Promise<InProcessServer | ServerProcess> {
  // A folder made here is new: its database can be one of the run's templates, already migrated
  // and seeded, or only migrated. A folder the test made may hold what it wants the server to
  // find, or to make itself.
  const dataDir =
    options.dataDir ??
    (await newDataDir({ database: options.emptyDatabase ? 'migrated' : 'seeded' }))
  return 'process' in options ? startProcess(dataDir, options) : startInProcess(dataDir, options)
}

/**
 * The app as server/server.ts builds it, on the same environment a process would get, in this
 * process: no process to start, no app to import again, no database thread's WebAssembly to
 * compile again. Its log lines are kept for output().
 */
async function startInProcess(dataDir: string, options: StartOptions): Promise<InProcessServer> {
  // Imported here, not above: a file that starts only server processes never loads the app.
  const [{ default: Fastify }, { default: fp }, { parseEnv }, { default: app, serverOptions }] =
    await Promise.all([
      import('fastify'),
      import('fastify-plugin'),
      import('#schemas/env.ts'),
      import('#server/app.ts'),
    ])
  const env = parseEnv(childEnv(dataDir, options.env))
  let output = ''
  // A stream, not only a write function: LOG_FORMAT=pretty pipes its lines into it.
  const log = new Writable({
    decodeStrings: false,
    write(line: string, _encoding, done) {
      output += line
      done()
    },
  })
  const server = Fastify(serverOptions(env, log))
  let url: string
  try {
    await server.register(fp(app), { env })
    url = await server.listen({ port: env.PORT, host: env.HOST })
  } catch (error) {
    await server.close().catch(() => {})
    throw new Error(`server did not start: ${String(error)}\n${output}`, { cause: error })
  }

  let stopping: Promise<number> | undefined
  return {
    url,
    dataDir,
    output: () => output,
    stop() {
      stopping ??= server.close().then(
        () => 0,
        (error: unknown) => {
          server.log.error({ err: error }, 'shutdown failed')
          return 1
        },
      )
      return stopping
    },
    inject: (request) => server.inject(request),
  }
}

/** Starts `node server/server.ts` (or options.script) and waits for Fastify's "Server listening at" log line. */
async function startProcess(dataDir: string, options: ProcessStartOptions): Promise<ServerProcess> {
  const [command, args] = withUmask(
    options.umask,
    NODE,
    nodeScript(options.script ?? 'server/server.ts'),
  )
  const child = spawn(command, args, {
    cwd: ROOT,
    env: childEnv(dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))

  const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start within ${startTimeoutMs} ms:\n${output}`))
    }, startTimeoutMs)
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      resolve(match[1])
    }
    child.stdout.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with code ${code} before listening:\n${output}`))
    })
  })

  let stopping: Promise<number | null> | undefined
  return {
    url,
    dataDir,
    output: () => output,
    stop() {
      stopping ??= (async () => {
        const exited = waitForExit(child)
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
        const code = await exited
        clearTimeout(timer)
        return code
      })()
      return stopping
    },
    pid: child.pid,
    async kill(signal) {
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
        (resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) {
            resolve({ code: child.exitCode, signal: child.signalCode })
          } else child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }))
        },
      )
      child.kill(signal)
      return exited
    },
  }
}

/**
 * Registers hooks that start one server for the test file (on a new data folder unless told),
 * built in the test's process, and, when the file's tests end, stop it and remove its data.
 * Call at the top level; the server answers inside tests and hooks, including the file's later
 * beforeAll hooks.
 */
export function setupServer(options: StartOptions = {}): InProcessServer {
  let server: InProcessServer | undefined
  beforeAll(async () => {
    server = await startServer(options)
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })
  const running = (): InProcessServer => {
    if (!server) throw new Error('The server is not ready: use it inside a test or hook')
    return server
  }
  return {
    get url() {
      return running().url
    },
    get dataDir() {
      return running().dataDir
    },
    output: () => running().output(),
    stop: () => running().stop(),
    inject: (request) => running().inject(request),
  }
}

/**
 * Starts a server again on the data folder of one that has stopped and, on PostgreSQL, a second
 * server on another folder sharing its database, as two servers behind the load balancer would:
 * a background job they find must then be done once between them. Their stopping (and the
 * second folder's removal) is pushed onto `cleanup`.
 */
export async function restartSharingDatabase(
  dataDir: string,
  cleanup: (() => Promise<unknown>)[],
  env: Record<string, string> = {},
): Promise<[InProcessServer, ...InProcessServer[]]> {
  const otherDir = USES_POSTGRES ? await newDataDir() : undefined
  if (otherDir) cleanup.push(() => removeDataDir(otherDir))
  const [first, ...others] = await Promise.all([
    startServer({ dataDir, env }),
    ...(otherDir
      ? [
          startServer({
            dataDir: otherDir,
            env: { ...env, DATABASE_URL: databaseUrlFor(dataDir) ?? '' },
          }),
        ]
      : []),
  ])
  if (!first) throw new Error('no server started')
  for (const running of [first, ...others]) cleanup.push(() => running.stop())
  return [first, ...others]
}
