// The workspace's day-and-time fields (a shipment's ETD and ETA, a milestone): a day typed day
// first, a time on a 24-hour clock in Dhaka (UTC+6), read as one instant.
import { describe, expect, it } from 'vitest'
import { dhakaInstant } from '#app/components/staff/dhaka-day-time.tsx'

describe('dhakaInstant', () => {
  it('reads a day typed day first and a 24-hour time on a Dhaka clock', () => {
    expect(dhakaInstant('20/11/2026', '10:00')).toBe('2026-11-20T04:00:00.000Z')
    // 05/11 is 5 November, never 11 May; Dhaka's midnight is 18:00 UTC the day before.
    expect(dhakaInstant('05/11/2026', '00:00')).toBe('2026-11-04T18:00:00.000Z')
  })

  it('reads the year first, a dotted time and Bengali digits alike', () => {
    expect(dhakaInstant('2026-11-20', '9.30')).toBe('2026-11-20T03:30:00.000Z')
    expect(dhakaInstant('২০/১১/২০২৬', '১০:০০')).toBe('2026-11-20T04:00:00.000Z')
  })

  it('is empty when both are blank, and null when one is missing or reads as none', () => {
    expect(dhakaInstant('', ' ')).toBe('')
    expect(dhakaInstant('20/11/2026', '')).toBeNull()
    expect(dhakaInstant('', '10:00')).toBeNull()
    // Month first, as an American-English computer writes it: no 20th month.
    expect(dhakaInstant('11/20/2026', '10:00')).toBeNull()
    expect(dhakaInstant('20/11/2026', '25:00')).toBeNull()
  })
})
