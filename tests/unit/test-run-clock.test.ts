// The test run's clock (scripts/support/later-clock.ts): a run that starts within three hours of
// midnight in Dhaka is moved five hours ahead, so none of its files sees the day change.
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clockEnv, LIBFAKETIME, pastMidnightHours } from '../../scripts/support/later-clock.ts'

/** The instant of a time of day in Dhaka (UTC+6) on 7 December 2026. */
const dhaka = (hours: number, minutes = 0) => Date.UTC(2026, 11, 7, hours - 6, minutes)

describe('a test run near midnight in Dhaka', () => {
  it('is moved five hours ahead from 21:00 until midnight', () => {
    expect(pastMidnightHours(dhaka(21))).toBe(5)
    expect(pastMidnightHours(dhaka(23, 59))).toBe(5)
    // 23:59 + 5 h is 04:59 the next day: nineteen hours before the next midnight.
    expect(new Date(dhaka(23, 59) + 5 * 3_600_000 + 6 * 3_600_000).getUTCHours()).toBe(4)
  })

  it('is not moved otherwise', () => {
    expect(pastMidnightHours(dhaka(20, 59))).toBe(0)
    expect(pastMidnightHours(dhaka(24))).toBe(0)
    expect(pastMidnightHours(dhaka(12))).toBe(0)
  })

  it.runIf(existsSync(LIBFAKETIME))(
    'gives libfaketime the days and hours as one offset in seconds',
    () => {
      expect(clockEnv(400, 5).FAKETIME).toBe(`+${400 * 86_400 + 5 * 3_600}s`)
      expect(clockEnv(0, 0).FAKETIME).toBe('+0s')
    },
  )
})
