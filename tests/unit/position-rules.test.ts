import { describe, expect, it } from 'vitest'
import { applyByEnd, isPositionOpen } from '#domain/position-rules.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'

describe('when a position is open', () => {
  const published = { closed: false, applyBy: '2026-11-23' }

  it('takes applications through the whole apply-by day in Dhaka (UTC+6), not a second more', () => {
    // 23:59:59 in Dhaka is 17:59:59 UTC.
    expect(isPositionOpen(published, new Date('2026-11-23T17:59:59Z'))).toBe(true)
    expect(isPositionOpen(published, new Date('2026-11-23T18:00:00Z'))).toBe(false)
    expect(dhakaToday(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24')
    expect(applyByEnd('2026-11-23')).toBe('2026-11-23T23:59:59+06:00')
  })

  it('never once hr closed it early, whatever its date', () => {
    const now = new Date('2026-11-01T00:00:00Z')
    expect(isPositionOpen(published, now)).toBe(true)
    expect(isPositionOpen({ ...published, closed: true }, now)).toBe(false)
  })
})
