/**
 * A seeded database for the run's template: a server started once on it migrates it and seeds it
 * from content/, as every server does on its first start, and is stopped. Test servers then start
 * on copies (tests/api/support/server.ts), skipping the seed's work, a quarter of a second of CPU
 * each of some three hundred starts (decision 0013, Server starts). The tests of seeding itself ask
 * for an empty database.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodeScript, serverEnv } from './server-env.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const START_TIMEOUT_MS = 120_000

/** Starts `node server/server.ts` on `dataDir` (and `databaseUrl`), waits for it to listen, stops it. */
export async function seedByFirstStart(dataDir: string, databaseUrl?: string): Promise<void> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), nodeScript('server/server.ts'), {
    cwd: ROOT,
    env: serverEnv(dataDir, databaseUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const listening = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS)
    child.stdout.on('data', () => {
      if (!output.includes('Server listening at')) return
      clearTimeout(timer)
      resolve(true)
    })
    void exited.then(() => resolve(false))
  })
  child.kill(listening ? 'SIGTERM' : 'SIGKILL')
  const code = await exited
  if (!listening || code !== 0) {
    throw new Error(`the template's first server failed (exit ${code}):\n${output}`)
  }
  if (!output.includes('site content seeded')) {
    throw new Error(`the template's first server seeded nothing:\n${output}`)
  }
}
