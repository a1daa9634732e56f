/**
 * The API suite runs on two clocks (vitest.config.ts): on the embedded database a clock 400 days
 * ahead, on PostgreSQL today's unless the whole run is moved (`npm run test:future`). This file
 * fails when a project, or a server it starts, is on another clock than it should be.
 */
import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'
import pg from 'pg'
import {
  laterClockAvailable,
  laterClockOffset,
  offsetDays,
} from '../../scripts/support/later-clock.ts'
import { databaseUrlFor, USES_POSTGRES, setupServer } from './support/server.ts'

const DAY_MS = 86_400_000
/** Set by npm run test:future, which moves every project. */
const WHOLE_RUN_AHEAD = process.env.TEST_WHOLE_RUN_AHEAD === '1'

/** The machine's real clock, read by a process started without libfaketime. */
function realNow(): number {
  const seconds = execFileSync('date', ['+%s'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    encoding: 'utf8',
  })
  return Number(seconds) * 1000
}

/** Whole days this process's clock is ahead of the machine's. */
function daysAhead(now: number): number {
  return Math.round((now - realNow()) / DAY_MS)
}

const server = setupServer()

it.runIf(laterClockAvailable())(
  'the tests, their server and its database are on the later clock on the embedded database, today on PostgreSQL',
  async () => {
    // Moved only when the whole run is, by npm run test:future.
    const expected = USES_POSTGRES && !WHOLE_RUN_AHEAD ? 0 : offsetDays(laterClockOffset())
    expect(daysAhead(Date.now())).toBe(expected)
    // And as many hours as the run was moved past midnight in Dhaka (none, or five).
    const hours = Number(process.env.TEST_CLOCK_HOURS_AHEAD)
    expect([0, 5]).toContain(hours)
    const aheadMs = Date.now() - realNow()
    expect(Math.abs(aheadMs - expected * DAY_MS - hours * 3_600_000)).toBeLessThan(5_000)

    const response = await fetch(`${server.url}/api/health`)
    const serverNow = Date.parse(response.headers.get('date') ?? '')
    expect(Math.abs(serverNow - Date.now())).toBeLessThan(60_000)
    const databaseUrl = databaseUrlFor(server.dataDir)
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query<{ now: Date }>('select now()')
        expect(Math.abs((rows[0]?.now.getTime() ?? 0) - Date.now())).toBeLessThan(60_000)
      } finally {
        await client.end()
      }
    }
  },
)
