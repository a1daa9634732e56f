import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const NODE = path.join(ROOT, 'node_modules/.bin/node')

const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

export interface StartOptions {
  /** Reuse a data folder, e.g. to restart on the same data; a fresh temp folder otherwise. */
  dataDir?: string
  env?: Record<string, string>
}

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  dataDir: string
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>
  /** The server's process id. */
  pid: number | undefined
  /** Sends a signal (SIGKILL to simulate a crash) and resolves when the process has exited. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Rate limits are per client IP and every test talks from 127.0.0.1, so the suite raises them;
 * tests of the limits themselves set their own.
 */
export const RAISED_RATE_LIMITS = {
  RATE_LIMIT_CONTACT: '1000000',
  RATE_LIMIT_QUOTE: '1000000',
  RATE_LIMIT_APPLICATIONS: '1000000',
  RATE_LIMIT_API: '1000000',
  RATE_LIMIT_TRACK: '1000000',
  RATE_LIMIT_TRACK_SUBSCRIBE: '1000000',
} as const

/** True when the suite runs against PostgreSQL (DATABASE_URL), where there is no lock file. */
export const USES_POSTGRES = Boolean(process.env.DATABASE_URL)

export function newDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'dbl-api-'))
}

export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true })
}

/**
 * The environment for child processes: the caller's, so DATABASE_URL (when set) sends the
 * whole suite to PostgreSQL, plus a data folder and quiet defaults.
 */
export function childEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...RAISED_RATE_LIMITS,
    ...env,
  }
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** Starts `node server/server.ts` and waits for Fastify's "Server listening at" log line. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await newDataDir())
  const child = spawn(NODE, ['server/server.ts'], {
    cwd: ROOT,
    env: childEnv(dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output}`))
    }, START_TIMEOUT_MS)
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
