import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD } from '#schemas/honeypot.ts'
import { postJson } from './support/http.ts'
import { expectDhakaTimeCell, parseCsv } from './support/inbox.ts'
import { childEnv, removeDataDir, ROOT, startServer, type RunningServer } from './support/server.ts'

const run = promisify(execFile)

/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const MESSAGES = 45

let server: RunningServer

/** The command as the README documents it: `npm run -s inbox -- --csv`. */
function inboxCsv(...extra: string[]) {
  return run('npm', ['run', '-s', 'inbox', '--', '--csv', ...extra], {
    cwd: ROOT,
    env: childEnv(server.dataDir),
    maxBuffer: 256 * 1024 * 1024,
  })
}

/**
 * The whole export, made once and read by each test of what it holds: each run of the command is
 * two process starts (npm and the script) and an opening of the database.
 */
let fullExport: ReturnType<typeof inboxCsv> | undefined
const wholeCsv = () => (fullExport ??= inboxCsv())

beforeAll(async () => {
  server = await startServer()
  for (let index = 0; index < MESSAGES; index++) {
    const answer = await postJson(`${server.url}/api/contact/create`, {
      name: `Cli Tester ${index}`,
      email: `cli-${index}-${RUN}@example.com`,
      phone: '+880 1711-000000',
      message:
        index === 0
          ? `=HYPERLINK("http://evil.example/${RUN}","open")`
          : `Message ${index} of run ${RUN}`,
      ...(index === 1 ? { [HONEYPOT_FIELD]: 'bot' } : {}),
    })
    expect(answer.status).toBe(200)
  }
  // PGlite allows one process: the CLI reads the data once the server has stopped.
  await server.stop()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('npm run -s inbox -- --csv', () => {
  it('exports every row, not only the latest 20, as a clean CSV with no npm banner', async () => {
    const { stdout } = await wholeCsv()
    expect(stdout.split('\r\n')[0]).toMatch(/^type,id,created_at,name,email,phone,/)
    const mine = parseCsv(stdout).filter((row) => row.email?.endsWith(`-${RUN}@example.com`))
    expect(mine).toHaveLength(MESSAGES)
    expect(new Set(mine.map((row) => row.id)).size).toBe(MESSAGES)
    // The honeypot hit is exported too, marked as spam.
    expect(mine.find((row) => row.email === `cli-1-${RUN}@example.com`)).toMatchObject({
      is_spam: 'true',
      status: 'spam',
    })
  })

  it('writes times as the workspace shows them: Dhaka time with its offset', async () => {
    const { stdout } = await wholeCsv()
    const mine = parseCsv(stdout).filter((row) => row.email?.endsWith(`-${RUN}@example.com`))
    expect(mine.length).toBeGreaterThan(0)
    for (const row of mine) expectDhakaTimeCell(row.created_at, new Date(), 10 * 60_000)
  })

  it('neutralises spreadsheet formulas', async () => {
    const { stdout } = await wholeCsv()
    const formula = parseCsv(stdout).find((row) => row.email === `cli-0-${RUN}@example.com`)
    expect(formula?.message).toBe(`'=HYPERLINK("http://evil.example/${RUN}","open")`)
  })

  it('applies --limit only when given, per kind', async () => {
    const { stdout } = await inboxCsv('--limit', '10')
    const contacts = parseCsv(stdout).filter((row) => row.type === 'contact')
    expect(contacts).toHaveLength(10)
  })

  it('refuses a limit that is not a positive whole number', async () => {
    await expect(inboxCsv('--limit', '0')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--limit must be a whole number/),
    })
  })
})
