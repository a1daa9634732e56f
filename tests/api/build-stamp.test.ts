import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { inputsHash, readStamp, STAMP_FILE } from '../../scripts/build-stamp.ts'
import { removeDataDir, startServer, USES_POSTGRES, type RunningServer } from './support/server.ts'

let server: RunningServer | undefined
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/**
 * `npm test` runs `npm run build` before the tests, so the build on disk is the one a visitor
 * would get from `npm run build && npm start`. The tests' own SITE_URL (vitest.config.ts) is not
 * the one it was built for; robots.txt names that one.
 */
async function builtSiteUrl(): Promise<string> {
  const robots = await readFile('build/client/robots.txt', 'utf8')
  const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1]
  if (!sitemap) throw new Error(`build/client/robots.txt names no sitemap:\n${robots}`)
  return sitemap
}

// The build and what starts it are the same whichever database the server uses: checked once, in
// the api project (on the embedded database), not again in api-postgres.
describe.skipIf(USES_POSTGRES)('npm run build && npm start', () => {
  it(
    'builds once: the build writes the stamp that npm start checks',
    { timeout: 90_000 },
    async () => {
      const siteUrl = await builtSiteUrl()
      const wanted = await inputsHash(siteUrl)
      // Checked before starting, so a failure never runs a second build under the other tests.
      expect(
        await readStamp(),
        `${STAMP_FILE} must match the inputs right after npm run build (rebuild if sources changed since)`,
      ).toBe(wanted)

      server = await startServer({
        script: 'scripts/start.ts',
        env: { SITE_URL: siteUrl },
        process: true,
      })
      expect(server.output()).not.toMatch(/building/i)
      const home = await fetch(`${server.url}/`)
      expect(home.status).toBe(200)
      expect(home.headers.get('content-type')).toMatch(/^text\/html/)
    },
  )
})
