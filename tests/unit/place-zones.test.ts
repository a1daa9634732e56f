import { describe, expect, it } from 'vitest'
import { placeZone } from '#domain/place-zones.ts'
import { localTimeAt } from '#server/tracking/local-time.ts'

describe('the clock of a milestone’s place', () => {
  it.each([
    ['Frankfurt (FRA)', 'Europe/Berlin', 'Frankfurt'],
    ['FRA', 'Europe/Berlin', 'Frankfurt'],
    ['Port of Rotterdam', 'Europe/Amsterdam', 'Rotterdam'],
    ['DEHAM', 'Europe/Berlin', 'Hamburg'],
    ['Jebel Ali, UAE', 'Asia/Dubai', 'Jebel Ali'],
    ['Chattogram port', 'Asia/Dhaka', 'Chattogram'],
    ['Gothenburg, Sweden', 'Europe/Stockholm', 'Sweden'],
    ['SEGOT', 'Europe/Stockholm', 'Sweden'],
  ])('%s keeps %s', (place, zone, name) => {
    expect(placeZone(place)).toEqual({ zone, name })
  })

  it('a place it does not know has no zone', () => {
    expect(placeZone('Bonded warehouse 3')).toBeUndefined()
  })
})

describe('a milestone’s local time', () => {
  it('shows Frankfurt in its own time, with daylight saving', () => {
    // 08:00 UTC: 09:00 in winter (CET), 10:00 in summer (CEST).
    expect(localTimeAt(new Date('2026-11-22T08:00:00Z'), 'Frankfurt (FRA)')).toEqual({
      localTime: '22 Nov 2026, 09:00',
      zone: 'Frankfurt time, UTC+1',
    })
    expect(localTimeAt(new Date('2026-07-01T08:00:00Z'), 'Frankfurt (FRA)')).toEqual({
      localTime: '1 Jul 2026, 10:00',
      zone: 'Frankfurt time, UTC+2',
    })
  })

  it('crosses the date line where the clock does, and writes half hours', () => {
    expect(localTimeAt(new Date('2026-11-22T20:00:00Z'), 'Kolkata')).toEqual({
      localTime: '23 Nov 2026, 01:30',
      zone: 'Kolkata time, UTC+5:30',
    })
    expect(localTimeAt(new Date('2026-11-22T03:00:00Z'), 'Los Angeles (LAX)')).toEqual({
      localTime: '21 Nov 2026, 19:00',
      zone: 'Los Angeles time, UTC−8',
    })
  })

  it('keeps Dhaka time, named, for Bangladesh and for places it cannot place', () => {
    for (const place of ['Dhaka (DAC)', 'Somewhere unknown']) {
      expect(localTimeAt(new Date('2026-11-22T08:00:00Z'), place)).toEqual({
        localTime: '22 Nov 2026, 14:00',
        zone: 'Dhaka time, UTC+6',
      })
    }
  })

  it('writes a Bangla page’s clock in Bangla: month, Bengali digits, the place named as it is', () => {
    expect(localTimeAt(new Date('2026-11-22T08:00:00Z'), 'Frankfurt (FRA)', 'bn')).toEqual({
      localTime: '২২ নভেম্বর, ২০২৬, ০৯:০০',
      zone: 'Frankfurt-এর সময়, UTC+১',
    })
    expect(localTimeAt(new Date('2026-11-22T20:00:00Z'), 'Kolkata', 'bn')).toEqual({
      localTime: '২৩ নভেম্বর, ২০২৬, ০১:৩০',
      zone: 'Kolkata-এর সময়, UTC+৫:৩০',
    })
    expect(localTimeAt(new Date('2026-11-22T08:00:00Z'), 'Dhaka (DAC)', 'bn')).toEqual({
      localTime: '২২ নভেম্বর, ২০২৬, ১৪:০০',
      zone: 'ঢাকার সময়, UTC+৬',
    })
  })
})
