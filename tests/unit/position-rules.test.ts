import { describe, expect, it } from 'vitest'
import { applyByEnd, isPositionOpen, positionSlug } from '#domain/position-rules.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'

describe('when a position is open', () => {
  const published = { status: 'published', applyBy: '2026-11-23' }

  it('takes applications through the whole apply-by day in Dhaka (UTC+6), not a second more', () => {
    // 23:59:59 in Dhaka is 17:59:59 UTC.
    expect(isPositionOpen(published, new Date('2026-11-23T17:59:59Z'))).toBe(true)
    expect(isPositionOpen(published, new Date('2026-11-23T18:00:00Z'))).toBe(false)
    expect(dhakaToday(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24')
    expect(applyByEnd('2026-11-23')).toBe('2026-11-23T23:59:59+06:00')
  })

  it('only when published: a draft or a closed position is never open', () => {
    const now = new Date('2026-11-01T00:00:00Z')
    expect(isPositionOpen(published, now)).toBe(true)
    expect(isPositionOpen({ ...published, status: 'draft' }, now)).toBe(false)
    expect(isPositionOpen({ ...published, status: 'closed' }, now)).toBe(false)
  })
})

describe('positionSlug', () => {
  it.each([
    ['Air Export Executive', 'air-export-executive'],
    ['Customs & Compliance Officer (Chattogram)', 'customs-compliance-officer-chattogram'],
    ['Café Manager', 'cafe-manager'],
    ['2027', 'position-2027'],
    ['!!!', 'position'],
  ])('%j → %j (never digits alone, which the API would read as an id)', (title, slug) => {
    expect(positionSlug(title)).toBe(slug)
  })
})
