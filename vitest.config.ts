import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import {
  clockEnv,
  laterClockAvailable,
  laterClockOffset,
  offsetDays,
  pastMidnightHours,
} from './scripts/support/later-clock.ts'
import { findPostgresBin } from './scripts/support/postgres.ts'
import { TEST_NODE_FLAGS } from './tests/support/server-env.ts'

/** A fixed origin, so unit tests can check that URLs are built on SITE_URL. */
export const TEST_SITE_URL = 'https://www.test.example.com'

/** Debian's nginx, which the scale-out test puts in front of two servers. */
export const NGINX = '/usr/sbin/nginx'

// CI always has PostgreSQL and nginx (.ci/run installs them), and there a missing one fails the
// run. A developer machine without them skips those tests, and says so.
const IN_CI = Boolean(process.env.CI)
const hasPostgres = IN_CI || findPostgresBin() !== undefined
const hasNginx = IN_CI || existsSync(NGINX)
if (!hasPostgres) {
  console.warn(
    'PostgreSQL not found (/usr/lib/postgresql/*/bin): the api-postgres project and the ' +
      'scale-out test are skipped. apt-get install postgresql nginx to run them; CI always does.',
  )
} else if (!hasNginx) {
  console.warn(`nginx not found (${NGINX}): the scale-out test is skipped. CI always runs it.`)
}

// The API suite runs on both databases and on two clocks at once: on PostgreSQL today, and on the
// embedded database 400 days ahead (with the careers and home pages in the browser), where every
// seeded closing date and notice has passed, so a test that leans on one fails long before the
// day it would (decision 0013, Two clocks in one run). The workers of those projects start with
// libfaketime preloaded, and so do the servers, databases and browsers they start.
const hasLaterClock = laterClockAvailable()
if (!hasLaterClock) {
  console.warn(
    'libfaketime not found: the api project runs on the real clock and e2e-later-clock is ' +
      'skipped. apt-get install faketime to run them ahead; CI always does.',
  )
}
// Every project's processes run under libfaketime, moved past midnight in Dhaka when the run
// starts close to it (pastMidnightHours), so that no file's "today" changes under it. A run moved
// as a whole (npm run test:future) is already ahead in this process; its "today" projects stay
// there. TEST_CLOCK_HOURS_AHEAD tells tests/api/later-clock.test.ts which hours to expect.
const hoursAhead = pastMidnightHours()
const runDaysAhead = process.env.FAKETIME ? offsetDays(process.env.FAKETIME) : 0
const clockOf = (days: number) =>
  hasLaterClock ? { ...clockEnv(days, hoursAhead), TEST_CLOCK_HOURS_AHEAD: String(hoursAhead) } : {}
const todayClock = clockOf(runDaysAhead)
const laterClock = clockOf(offsetDays(laterClockOffset()))

/**
 * The servers the API and browser files build in their workers render as a deployed server does:
 * React and React DOM pick their production builds by NODE_ENV when first loaded (Vitest's own
 * `test` gave the development builds, which a visitor never gets), and better-auth behaves as in
 * production. React Router still loads its development build here: Vitest resolves packages with
 * the `development` condition (decision 0013, As served).
 */
const served = { NODE_ENV: 'production' }

const apiTest = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Files run one after another in the same worker instead of each in a new process: a file's
  // servers, databases and browser are its own (started in its hooks), so nothing it needs is
  // left from another file, and each file no longer pays a process and the test modules'
  // imports (0.6 s of CPU a file, measured; decision 0013, Workers and checks).
  isolate: false,
  // The files build their servers' apps in the worker (tests/api/support/server.ts), so the
  // worker opens their embedded databases: with the flags of the servers and tools the tests
  // start (PGlite's WebAssembly on the baseline compiler, compiled once for the worker).
  execArgv: TEST_NODE_FLAGS.slice(),
  // Polled assertions retry for 5 s, as in the browser files: Vitest's own second is a handful
  // of tries when three workers share two cores.
  expect: { poll: { timeout: 5_000 } },
} as const

const e2eTest = {
  globalSetup: 'tests/support/pglite-template.ts',
  environment: 'node',
  isolate: false,
  // The files' servers are built in the worker too (tests/e2e/support/browser.ts), with the
  // flags of the API workers.
  execArgv: TEST_NODE_FLAGS.slice(),
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Assertions on the page retry until the page gets there, as Playwright's do (5 s).
  expect: { poll: { timeout: 5_000 } },
} as const

export default defineConfig({
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(TEST_SITE_URL),
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()),
  },
  test: {
    // One worker more than there are cores (Vitest's default leaves one core free), the e2e files
    // alongside the API files (decision 0013, Workers and checks). Since the browser tests run in the
    // headless shell, two workers left the two cores idle 27 % of a CI run, waiting on sleeps,
    // servers and pages; a third fills them: Vitest took 954 s instead of 1,060 s (decision 0017).
    // Before, when Chromium kept both cores busy, a third saved 6 % and slowed every file (fifth
    // pass).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-template.ts'],
          ...apiTest,
          env: { ...served, ...laterClock },
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                // The same API suite on PostgreSQL, each test server with a database of its own,
                // plus the scale-out test: two servers behind nginx on one database.
                name: 'api-postgres',
                include: [
                  'tests/api/**/*.test.ts',
                  ...(hasNginx ? ['tests/scale-out/**/*.test.ts'] : []),
                ],
                globalSetup: ['tests/support/postgres-setup.ts'],
                ...apiTest,
                env: { ...served, ...todayClock },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          ...e2eTest,
          env: { ...served, ...todayClock },
        },
      },
      ...(hasLaterClock
        ? [
            {
              test: {
                // The pages where dates show: open positions, and the footer's year.
                name: 'e2e-later-clock',
                include: ['tests/e2e/careers.test.ts', 'tests/e2e/home.test.ts'],
                ...e2eTest,
                env: { ...served, ...laterClock },
              },
            },
          ]
        : []),
    ],
  },
})
