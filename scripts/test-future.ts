/**
 * `npm run test:future [-- vitest arguments]`: every Vitest project on a clock 400 days ahead
 * (TEST_FUTURE_OFFSET to choose another, e.g. +800d). `npm test` already runs the API suite on
 * the embedded database and the careers and home pages there; this runs everything else too.
 *
 * The site is built first on the real clock, as a deployed site is built before the days it
 * serves; not again when the build on disk is of the sources as they are (its stamp says so).
 */
import { spawnSync } from 'node:child_process'
import { laterClockEnv } from './support/later-clock.ts'

let clock
try {
  clock = laterClockEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const build = spawnSync(process.execPath, ['scripts/build-stamp.ts'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

// TEST_WHOLE_RUN_AHEAD tells tests/api/later-clock.test.ts that today's projects are ahead too.
const env = { ...process.env, ...clock, TEST_WHOLE_RUN_AHEAD: '1' }
const now = spawnSync('date', ['-u', '+%Y-%m-%d %H:%M UTC'], {
  env,
  encoding: 'utf8',
}).stdout.trim()
console.log(`Testing on a clock ${clock.FAKETIME} ahead: ${now}`)
const vitest = spawnSync('node_modules/.bin/vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
process.exit(vitest.status ?? 1)
