// A day written short, as the workspace's tables write their dates (the customer screen's cargo
// ready and due dates beside the shipments' ETAs).
import { describe, expect, it } from 'vitest'
import { formatShortDay } from '#domain/calendar.ts'

describe('formatShortDay', () => {
  it('writes a day with its month short in English and in full in Bangla', () => {
    expect(formatShortDay('2026-12-13')).toBe('13 Dec 2026')
    expect(formatShortDay('2027-01-05', 'bn')).toBe('৫ জানুয়ারি, ২০২৭')
  })

  it('leaves what is not a day as it is', () => {
    expect(formatShortDay('soon')).toBe('soon')
  })
})
