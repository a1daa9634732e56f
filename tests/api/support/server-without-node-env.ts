/**
 * `node server/server.ts` as on a machine with no NODE_ENV (the README's `npm start`), printing
 * as it exits the builds of React and React DOM that ran (each package's entry file picks one by
 * NODE_ENV when it first loads; Node reads the other only for its export names).
 */
import { writeSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

delete process.env.NODE_ENV
const require = createRequire(import.meta.url)
process.on('exit', () => {
  const ran = Object.entries(require.cache)
    .filter(([file, module]) => module?.loaded && /[/\\]react(-dom)?[/\\]cjs[/\\]/.test(file))
    .map(([file]) => path.basename(file))
  // Synchronous: a write to a pipe queued at exit is lost.
  writeSync(1, `React builds run: ${ran.join(', ')}\n`)
})
await import('../../../server/server.ts')
