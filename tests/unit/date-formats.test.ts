import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, formatLongDate, formatMonthYear, toIsoDate } from '#domain/calendar.ts'
import {
  dhakaToday,
  formatDhakaDate,
  formatDhakaDateTime,
  fromDhakaParts,
  toDhakaParts,
} from '#domain/dhaka-time.ts'

// The formatters are written by hand so that a page does not load the browser's locale and
// time-zone data; they must still say exactly what Intl says in British English.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options)
const UTC_LONG = intl({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const UTC_DATE = intl({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const UTC_MONTH = intl({ month: 'long', year: 'numeric', timeZone: 'UTC' })
const DHAKA_DATE = intl({ timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric' })
const DHAKA_DATE_TIME = intl({
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

// 2010 onwards: Bangladesh has kept UTC+6 without daylight saving since the end of 2009.
const instants = fc.date({
  min: new Date('2010-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
})

describe('calendar dates in words', () => {
  it('match Intl en-GB for every day', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const iso = toIsoDate(instant)
        const midnight = new Date(`${iso}T00:00:00Z`)
        expect(formatLongDate(iso)).toBe(UTC_LONG.format(midnight))
        expect(formatDate(iso)).toBe(UTC_DATE.format(midnight))
        expect(formatMonthYear(iso)).toBe(UTC_MONTH.format(midnight))
      }),
      { numRuns: 2000 },
    )
  })

  it('match Intl bn-BD for every day in Bangla', () => {
    const bn = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('bn-BD', { ...options, timeZone: 'UTC' })
    const long = bn({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    const date = bn({ day: 'numeric', month: 'long', year: 'numeric' })
    const month = bn({ month: 'long', year: 'numeric' })
    fc.assert(
      fc.property(instants, (instant) => {
        const iso = toIsoDate(instant)
        const midnight = new Date(`${iso}T00:00:00Z`)
        expect(formatLongDate(iso, 'bn')).toBe(long.format(midnight))
        expect(formatDate(iso, 'bn')).toBe(date.format(midnight))
        expect(formatMonthYear(iso, 'bn')).toBe(month.format(midnight))
      }),
      { numRuns: 500 },
    )
    expect(formatDhakaDateTime('2026-12-31T18:05:00Z', 'bn')).toBe('১ জানুয়ারি, ২০২৭, ০০:০৫')
  })

  it('read as people write them', () => {
    expect(formatLongDate('2027-01-15')).toBe('Friday, 15 January 2027')
    expect(formatDate('2026-09-03')).toBe('3 September 2026')
    expect(formatMonthYear('2026-02-28')).toBe('February 2026')
  })

  it('leave what is not a date as it was', () => {
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30')
    expect(formatDate('soon')).toBe('soon')
    expect(formatMonthYear('')).toBe('')
  })
})

describe('Dhaka time', () => {
  it('matches Intl in Asia/Dhaka for every instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatDhakaDateTime(instant)).toBe(DHAKA_DATE_TIME.format(instant))
        expect(formatDhakaDate(instant)).toBe(DHAKA_DATE.format(instant))
        expect(formatDhakaDateTime(instant.toISOString())).toBe(DHAKA_DATE_TIME.format(instant))
      }),
      { numRuns: 2000 },
    )
  })

  it('is six hours ahead of UTC across midnight, month and year ends', () => {
    expect(formatDhakaDateTime('2026-12-31T18:05:00Z')).toBe('1 Jan 2027, 00:05')
    expect(formatDhakaDateTime('2026-09-03T20:05:00Z')).toBe('4 Sept 2026, 02:05')
    expect(formatDhakaDate('2026-11-23T17:59:59Z')).toBe('23 Nov 2026')
    expect(dhakaToday(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24')
    expect(toDhakaParts('2026-11-23T18:30:00Z')).toEqual({ date: '2026-11-24', time: '00:30' })
  })

  it('turns a Dhaka date and time back into the same instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const whole = new Date(Math.floor(instant.getTime() / 60_000) * 60_000)
        const { date, time } = toDhakaParts(whole)
        expect(fromDhakaParts(date, time).getTime()).toBe(whole.getTime())
      }),
    )
  })
})
