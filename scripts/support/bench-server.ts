/**
 * The benchmarks' servers (npm run bench): the production server on a DATA_DIR of the bench's,
 * with the rate limits raised, pinned to its own core where `taskset` exists so that the load
 * generator (on the other core) does not slow it down.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { parseEnv } from '#schemas/env.ts'
import { freePort } from './free-port.ts'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const NODE = process.execPath
export const SERVER_CORE = '0'
export const LOAD_CORE = '1'

/** How often a visitor polls beside a benchmark's load. */
const POLL_MS = 100

export const hasTaskset = spawnSync('taskset', ['--version']).status === 0

export function pinned(command: string[]): [string, string[]] {
  const [file = NODE, ...rest] = command
  return hasTaskset ? ['taskset', ['-c', SERVER_CORE, file, ...rest]] : [file, rest]
}

export interface Started {
  url: string
  child: ChildProcess
  stop(): Promise<number | null>
}

export function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // info logs one line per request; at 10k req/s that is the benchmark. Warnings still show.
    LOG_LEVEL: 'warn',
    // As npm start and the systemd unit run it (decision 0018).
    MALLOC_ARENA_MAX: '2',
    RATE_LIMIT_CONTACT: '100000000',
    RATE_LIMIT_QUOTE: '100000000',
    RATE_LIMIT_APPLICATIONS: '100000000',
    RATE_LIMIT_API: '100000000',
    SITE_URL: parseEnv(process.env).SITE_URL,
    ...extra,
  }
}

export async function startApp(
  dataDir: string,
  extra: Record<string, string> = {},
  { pin = true } = {},
): Promise<Started> {
  const port = await freePort()
  const [file, rest] = pin ? pinned([NODE, 'server/server.ts']) : [NODE, ['server/server.ts']]
  const child = spawn(file, rest, {
    cwd: ROOT,
    env: serverEnv(dataDir, { ...extra, PORT: String(port) }),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, child, stop: stopper(child) }
}

/** Stops a child with SIGTERM, resolving with its exit code (at once if it has exited). */
export function stopper(child: ChildProcess): () => Promise<number | null> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
}

export async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

export interface Latencies {
  times: number[]
  /** When each answer was asked for, in ms from the first: where the slow ones fell. */
  at: number[]
  errors: number
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/**
 * Requests `url` every POLL_MS until stopped, recording each answer's time or its failure: a
 * visitor beside a load. It runs in a thread of its own, so that the benchmark's own work (sending
 * 240 MB of photos) never delays its requests and counts as the server's slowness.
 */
export function poll(url: string): { stop: () => Promise<Latencies> } {
  const worker = new Worker(POLLER, { eval: true, workerData: { url, everyMs: POLL_MS } })
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (result: Latencies) => {
          void worker.terminate()
          resolve(result)
        })
        worker.once('error', reject)
        worker.postMessage('stop')
      }),
  }
}

const POLLER = `
const { parentPort, workerData } = require('node:worker_threads')
const result = { times: [], at: [], errors: 0 }
let running = true
parentPort.once('message', () => { running = false })
;(async () => {
  const first = performance.now()
  while (running) {
    const started = performance.now()
    try {
      const answer = await fetch(workerData.url, { signal: AbortSignal.timeout(30000) })
      await answer.arrayBuffer()
      if (answer.ok) {
        result.times.push(performance.now() - started)
        result.at.push(started - first)
      } else result.errors++
    } catch {
      result.errors++
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs))
  }
  parentPort.postMessage(result)
})()
`
