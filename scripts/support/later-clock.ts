/**
 * A clock days ahead for the processes of a test run, to catch tests that pass only until a
 * date written into them or into the seed data passes. Debian's libfaketime, preloaded, shifts
 * the clock of a process and of every process it starts: Node (the test workers, servers, staff
 * tool), PGlite, the private PostgreSQL clusters and Chromium. The offset moves the wall clock and
 * the monotonic clock alike without changing their rate, so timeouts and timers behave.
 */
import { existsSync } from 'node:fs'

export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

/** Far enough for every seeded closing date and notice to have passed; `TEST_FUTURE_OFFSET` chooses another. */
const DEFAULT_LATER_CLOCK_OFFSET = '+400d'

/**
 * Whether the tests run on the later clock where vitest.config.ts asks for it: always in CI
 * (`.ci/run` installs libfaketime, and a missing one must fail the run), elsewhere when
 * libfaketime is installed.
 */
export function laterClockAvailable(): boolean {
  return Boolean(process.env.CI) || existsSync(LIBFAKETIME)
}

/** The offset the later clock runs at: `TEST_FUTURE_OFFSET`, or the default. */
export function laterClockOffset(): string {
  return process.env.TEST_FUTURE_OFFSET ?? DEFAULT_LATER_CLOCK_OFFSET
}

/** The days an offset like +400d or +2y moves the clock (a year as 365 days, as libfaketime counts). */
export function offsetDays(offset: string): number {
  const match = /^\+(\d+)([dy])$/.exec(offset)
  if (!match) {
    throw new Error(
      `TEST_FUTURE_OFFSET must be days or years ahead, like +400d or +2y; it is: ${offset}`,
    )
  }
  return Number(match[1]) * (match[2] === 'y' ? 365 : 1)
}

/** Dhaka's offset from UTC (no daylight saving since 2009), where the site's days begin. */
const DHAKA_UTC_OFFSET_HOURS = 6

/**
 * How many hours a test run that starts at `now` is moved ahead so that none of its files sees
 * midnight in Dhaka, where the site's "today" and the tests' change: a file takes its day when
 * it starts and a server takes its own minutes later. A run starting from 21:00 on runs five
 * hours ahead (02:00–04:59 the next day), with nineteen hours before the next midnight; any
 * other run is not moved. A run takes under an hour.
 */
export function pastMidnightHours(now: number = Date.now()): number {
  const dhakaHour = new Date(now + DHAKA_UTC_OFFSET_HOURS * 3_600_000).getUTCHours()
  return dhakaHour >= 21 ? 5 : 0
}

/** libfaketime's environment for a process, and what it starts, at `faketime` (its offset). */
interface ClockEnv {
  LD_PRELOAD: string
  FAKETIME: string
}

/** Throws, saying what to do, when libfaketime is missing. */
function faketimeEnv(faketime: string): ClockEnv {
  if (!existsSync(LIBFAKETIME))
    throw new Error(`libfaketime not found (${LIBFAKETIME}): apt-get install faketime`)
  const preloaded = process.env.LD_PRELOAD
  return {
    LD_PRELOAD: preloaded?.includes(LIBFAKETIME)
      ? preloaded
      : [LIBFAKETIME, preloaded].filter(Boolean).join(':'),
    FAKETIME: faketime,
  }
}

/**
 * The environment that puts a process, and what it starts, `days` and `hours` ahead of the
 * real clock (one offset in seconds). Throws, saying what to do, when libfaketime is missing.
 */
export function clockEnv(days: number, hours: number): ClockEnv {
  return faketimeEnv(`+${days * 86_400 + hours * 3_600}s`)
}

/**
 * The environment that puts a process, and what it starts, on a clock `offset` ahead (days or
 * years, like +400d or +2y). Throws, saying what to do, when the offset is malformed or
 * libfaketime is missing.
 */
export function laterClockEnv(offset: string = laterClockOffset()): ClockEnv {
  offsetDays(offset)
  return faketimeEnv(offset)
}
