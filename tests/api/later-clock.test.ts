/**
 * The API suite runs on two clocks (vitest.config.ts): on the embedded database a clock 400 days
 * ahead, on PostgreSQL today's unless the whole run is moved (`npm run test:future`). This file
 * fails when a project, or a server it starts, is on another clock than it should be.
 */
import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'
import {
  laterClockAvailable,
  laterClockOffset,
  offsetDays,
} from '../../scripts/support/later-clock.ts'
import { USES_POSTGRES, setupServer } from './support/server.ts'

const DAY_MS = 86_400_000

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
  'the tests and their server are on the later clock on the embedded database, today on PostgreSQL',
  async () => {
    const expected = offsetDays(laterClockOffset())
    if (USES_POSTGRES) {
      // Moved only when the whole run is, by npm run test:future.
      expect(daysAhead(Date.now())).toBe(process.env.FAKETIME ? expected : 0)
    } else {
      expect(daysAhead(Date.now())).toBe(expected)
    }
    const response = await fetch(`${server.url}/api/health`)
    const serverNow = Date.parse(response.headers.get('date') ?? '')
    expect(Math.abs(serverNow - Date.now())).toBeLessThan(60_000)
  },
)
