/**
 * `npm start`: builds the site when its inputs changed since the last build (the build writes
 * the stamp, see scripts/build-stamp.ts), then runs the server in this process.
 */
import { spawnSync } from 'node:child_process'
import { parseEnv } from '#schemas/env.ts'
import { inputsHash, readStamp } from './build-stamp.ts'

let siteUrl: string
try {
  siteUrl = parseEnv(process.env).SITE_URL
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

if ((await readStamp()) !== (await inputsHash(siteUrl))) {
  console.log('Site inputs changed since the last build; building…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import('../server/server.ts')
