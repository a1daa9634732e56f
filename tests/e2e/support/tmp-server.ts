// TEMPORARY: stands in for tests/api/support/server.ts until it lands. Delete then.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'e2e-data-'))
  const child = spawn(process.execPath, ['server/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffer)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)))
  })
  child.stdout.resume()
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
