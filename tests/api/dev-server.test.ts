// Issue 21, "One command to work on everything": `npm run dev` serves the pages, rendered from
// the sources by Vite in middleware mode, and the API, from one process on the embedded database
// (or the test's PostgreSQL database in the api-postgres project).
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

/** Vite optimises the app's dependencies on its first start, which takes a while on a busy machine. */
const DEV_START_MS = 180_000

let server: RunningServer
beforeAll(async () => {
  const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as {
    scripts: Record<string, string>
  }
  const script = /^node (\S+)$/.exec(scripts.dev ?? '')?.[1]
  if (!script) throw new Error(`npm run dev is not "node SCRIPT": ${scripts.dev}`)
  // Started with NODE_ENV=production, as the other servers the tests start and as a developer's
  // shell may have it after a deploy: `npm run dev` still runs React's development build, which
  // hot reload needs (with the production build every page was a 500).
  server = await startServer({
    script,
    startTimeoutMs: DEV_START_MS,
    process: true,
    env: { NODE_ENV: 'production' },
  })
}, DEV_START_MS + 10_000)

afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('npm run dev', () => {
  it(
    'renders a page from the sources, with hot reload and the nonce CSP',
    { timeout: 120_000 },
    async () => {
      const response = await fetch(`${server.url}/about`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const nonce = /'nonce-([^']+)'/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1]
      expect(nonce).toBeDefined()
      const html = await response.text()
      expect(html).toContain('<title>About | Delta Bridge Logistics</title>')
      // Rendered by the dev server, not a prerendered file: the page loads React Router's hot
      // reload runtime, in a script that carries the response's nonce.
      expect(html).toContain(`<script nonce="${nonce}" type="module" async="">`)
      expect(html).toContain('virtual:react-router/inject-hmr-runtime')

      const client = await fetch(`${server.url}/@vite/client`)
      expect(client.status).toBe(200)
      expect(client.headers.get('content-type')).toMatch(/javascript/)
      await client.body?.cancel()
    },
  )

  it('answers the API from the same process', { timeout: 60_000 }, async () => {
    const response = await fetch(`${server.url}/api/jobs/position`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    // The open positions: how many depends on the day (the seeded ones close in time).
    const body = (await response.json()) as { data?: unknown }
    expect(Array.isArray(body.data)).toBe(true)
  })
})
