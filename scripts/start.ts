/**
 * `npm start`: builds the site when its inputs changed since the last build (the build writes
 * the stamp, see scripts/build-stamp.ts), then runs the server in this process.
 */
import { parseEnv } from '#schemas/env.ts'
import { buildWhenStale } from './build-stamp.ts'

let siteUrl: string
try {
  siteUrl = parseEnv(process.env).SITE_URL
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const buildStatus = await buildWhenStale(siteUrl)
if (buildStatus !== 0) process.exit(buildStatus)

await import('../server/server.ts')
