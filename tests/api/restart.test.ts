import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { publishPosition } from './support/positions.ts'
import {
  childEnv,
  NODE,
  newDataDir,
  nodeScript,
  removeDataDir,
  ROOT,
  startServer,
} from './support/server.ts'

const run = promisify(execFile)
const RUN = randomUUID().slice(0, 8)

describe('restart', () => {
  it(
    'finds the stored message and application after a restart on the same DATA_DIR',
    { timeout: 90_000 },
    async () => {
      const first = await startServer()
      const message = await postJson(`${first.url}/api/contact/create/`, {
        name: 'Restart Test',
        email: `restart-${RUN}@example.com`,
        phone: '+880 31 555 0102',
        message: `Still here after a restart ${RUN}`,
      })
      expect(message.status).toBe(200)

      const position = await publishPosition(first)
      const body = new FormData()
      body.append('position_id', String(position.id))
      body.append('name', 'Restart Test')
      body.append('email', `restart-${RUN}@example.com`)
      body.append('phone', '01711000102')
      body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'restart.pdf')
      const application = await getJson(`${first.url}/api/jobs/applications/create`, {
        method: 'POST',
        body,
      })
      expect(application.status).toBe(200)
      expect(await first.stop()).toBe(0)

      const second = await startServer({ dataDir: first.dataDir })
      const stillServing = await getJson(`${second.url}/api/services`)
      expect(stillServing.status).toBe(200)
      expect(await second.stop()).toBe(0)

      const rows = await readInbox(first.dataDir)
      const ids = (type: string) =>
        rows
          .filter((row) => row.type === type && row.email === `restart-${RUN}@example.com`)
          .map((row) => Number(row.id))
      expect(ids('contact')).toEqual([(message.body.data as { id: number }).id])
      expect(ids('application')).toEqual([(application.body.data as { id: number }).id])
      await removeDataDir(first.dataDir)
    },
  )

  it('the readable inbox listing shows what visitors sent', { timeout: 60_000 }, async () => {
    const server = await startServer()
    await postJson(`${server.url}/api/contact/create`, {
      name: 'Listing Test',
      email: `listing-${RUN}@example.com`,
      phone: '01711000101',
      message: `Please call me back ${RUN}`,
    })
    await server.stop()
    const { stdout } = await run(NODE, nodeScript('scripts/inbox.ts'), {
      cwd: ROOT,
      env: childEnv(server.dataDir),
    })
    expect(stdout).toContain(`listing-${RUN}@example.com`)
    expect(stdout).toContain(`Please call me back ${RUN}`)
    await removeDataDir(server.dataDir)
  })

  it('refuses a bad environment with a readable message and exit code 1', async () => {
    const dataDir = await newDataDir()
    const failure = await run(NODE, nodeScript('server/server.ts'), {
      cwd: ROOT,
      env: childEnv(dataDir, { PORT: 'eighty', DATABASE_URL: 'mysql://nope' }),
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toMatch(/Invalid environment/)
    expect(failure?.stderr).toMatch(/PORT/)
    expect(failure?.stderr).toMatch(/DATABASE_URL/)
    await removeDataDir(dataDir)
    expect(failure?.stderr).not.toMatch(/\n\s+at /)
  })
})
