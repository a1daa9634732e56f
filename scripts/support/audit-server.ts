import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/* The build and the production server the audit (scripts/audit.ts) measures. */

const SERVER_START_TIMEOUT_MS = 60_000

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

export interface Server {
  url: string
  child: ChildProcess
  dataDir: string
}

export async function startServer(): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dbl-audit-'))
  const child = spawn(process.execPath, ['server/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start within ${SERVER_START_TIMEOUT_MS} ms:\n${output}`))
    }, SERVER_START_TIMEOUT_MS)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code} before listening:\n${output}`))
    })
  })
  return { url, child, dataDir }
}

export async function stopServer(server: Server): Promise<void> {
  const { child } = server
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  await rm(server.dataDir, { recursive: true, force: true })
}
