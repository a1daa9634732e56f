// Issue 41: the departures of the sailings and flights staff keep, worked out by hand below
// (the weekdays from a printed calendar: 29 Dec 2026 is a Tuesday, 11 Mar 2027 a Thursday).
import { describe, expect, it } from 'vitest'
import type { SailingData } from '#schemas/content/sailing-fields.ts'
import {
  departuresBetween,
  nextDepartures,
  scheduleWindow,
  type Closure,
  type Sailing,
} from '#domain/sailings.ts'
import { NO_DATED, NO_WEEKLY } from '../support/sailings.ts'

/** LCL Chattogram → Hamburg via Colombo: CFS cut-off Tuesday 17:00, sails Thursday, 28 days. */
const HAMBURG_LCL: Sailing = {
  id: 1,
  data: {
    kind: 'weekly',
    mode: 'sea-lcl',
    origin: 'BDCGP',
    destination: 'DEHAM',
    carrier: 'Co-loader A',
    routing: 'via-colombo',
    weekly: {
      departureDay: 'thursday',
      cutOffDay: 'tuesday',
      cutOffTime: '17:00',
      transitDays: 28,
      activeFrom: '2026-12-01',
      activeTo: '2027-03-31',
    },
    dated: NO_DATED,
  } satisfies SailingData,
}

/** A dated FCL sailing from Chattogram, leaving Thursday 11 March 2027, 22 days to Rotterdam. */
const ROTTERDAM_FCL: Sailing = {
  id: 2,
  data: {
    kind: 'dated',
    mode: 'sea-fcl',
    origin: 'BDCGP',
    destination: 'NLRTM',
    carrier: '',
    routing: 'via-colombo',
    weekly: NO_WEEKLY,
    dated: {
      vessel: 'MAERSK KOLKATA 412W',
      departsAt: '2027-03-11T10:00:00+06:00',
      arrivesAt: '2027-04-02T08:00:00+06:00',
      documentCutOff: '2027-03-09T12:00:00+06:00',
      cargoCutOff: '2027-03-10T18:00:00+06:00',
    },
  } satisfies SailingData,
}

/** Eid 2027: the offices closed Tuesday 9 to Thursday 11 March, the seaport Wednesday and Thursday. */
const EID_OFFICES: Closure = {
  id: 10,
  title: 'Eid holidays',
  startsAt: '2027-03-09T00:00:00+06:00',
  endsAt: '2027-03-12T00:00:00+06:00',
  closes: ['offices'],
}
const EID_PORT: Closure = {
  id: 11,
  title: 'Port closed for Eid',
  startsAt: '2027-03-10T00:00:00+06:00',
  endsAt: '2027-03-12T00:00:00+06:00',
  closes: ['seaport'],
}

function brief(departures: ReturnType<typeof departuresBetween>) {
  return departures.map((d) => ({
    departs: d.departs,
    arrives: d.arrives,
    cargoCutOff: d.cargoCutOff,
    status: d.status,
  }))
}

describe('a weekly consolidation', () => {
  it('gives one departure a week, across the end of a month and of a year', () => {
    expect(brief(departuresBetween([HAMBURG_LCL], [], '2026-12-25', '2027-01-10'))).toEqual([
      {
        departs: '2026-12-31',
        arrives: '2027-01-28',
        cargoCutOff: '2026-12-29T17:00:00+06:00',
        status: 'scheduled',
      },
      {
        departs: '2027-01-07',
        arrives: '2027-02-04',
        cargoCutOff: '2027-01-05T17:00:00+06:00',
        status: 'scheduled',
      },
    ])
  })

  it('departs only within its running days, both included', () => {
    const days = departuresBetween([HAMBURG_LCL], [], '2026-11-01', '2026-12-10').map(
      (d) => d.departs,
    )
    // 26 Nov is a Thursday too, but before it runs.
    expect(days).toEqual(['2026-12-03', '2026-12-10'])
    const last = departuresBetween([HAMBURG_LCL], [], '2027-03-20', '2027-04-30')
    expect(last.map((d) => d.departs)).toEqual(['2027-03-25'])
  })

  it('takes the cut-off on the last such weekday before the departure, in Dhaka time', () => {
    const saturdayCutOff: Sailing = {
      id: 3,
      data: {
        ...HAMBURG_LCL.data,
        mode: 'air',
        origin: 'BDDAC',
        destination: 'DEFRA',
        weekly: {
          ...HAMBURG_LCL.data.weekly,
          departureDay: 'monday',
          cutOffDay: 'saturday',
          cutOffTime: '05:30',
          transitDays: 2,
        },
      },
    }
    const [first] = departuresBetween([saturdayCutOff], [], '2027-03-01', '2027-03-01')
    // Monday 1 March; the Saturday before is 27 February, 05:30 in Dhaka is 23:30 UTC the day before.
    expect(first?.departs).toBe('2027-03-01')
    expect(first?.arrives).toBe('2027-03-03')
    expect(first?.cargoCutOff).toBe('2027-02-27T05:30:00+06:00')
    expect(new Date(first?.cargoCutOff ?? '').toISOString()).toBe('2027-02-26T23:30:00.000Z')
  })
})

describe('closures of the offices and the port', () => {
  it('bring a cut-off on a closed day to the last open day before, same time', () => {
    const [week] = departuresBetween([HAMBURG_LCL], [EID_OFFICES], '2027-03-11', '2027-03-11')
    expect(week).toMatchObject({
      departs: '2027-03-11',
      status: 'scheduled',
      cargoCutOff: '2027-03-08T17:00:00+06:00',
      cutOffMoved: true,
      closures: [EID_OFFICES],
    })
  })

  it('count a day closed for part of it, and a closure ending at midnight closes nothing after', () => {
    const strike: Closure = {
      id: 12,
      title: 'Hartal',
      startsAt: '2027-03-08T06:00:00+06:00',
      endsAt: '2027-03-08T14:00:00+06:00',
      closes: ['offices'],
    }
    const [week] = departuresBetween(
      [HAMBURG_LCL],
      [EID_OFFICES, strike],
      '2027-03-11',
      '2027-03-11',
    )
    // Tuesday to Thursday closed, and the Monday's hartal: Sunday 7 March.
    expect(week?.cargoCutOff).toBe('2027-03-07T17:00:00+06:00')
    const [next] = departuresBetween([HAMBURG_LCL], [EID_OFFICES], '2027-03-18', '2027-03-18')
    expect(next).toMatchObject({ cargoCutOff: '2027-03-16T17:00:00+06:00', cutOffMoved: false })
  })

  it("read a cut-off's day in Dhaka, not in UTC", () => {
    const late: Sailing = {
      id: 4,
      data: {
        ...ROTTERDAM_FCL.data,
        dated: {
          ...ROTTERDAM_FCL.data.dated,
          departsAt: '2027-01-07T10:00:00+06:00',
          arrivesAt: '2027-01-29T10:00:00+06:00',
          documentCutOff: '2027-01-04T20:30:00.000Z',
          cargoCutOff: '2027-01-04T20:30:00.000Z',
        },
      },
    }
    const closedOn = (day: string, next: string): Closure => ({
      id: 13,
      title: 'Closed',
      startsAt: `${day}T00:00:00+06:00`,
      endsAt: `${next}T00:00:00+06:00`,
      closes: ['offices'],
    })
    // 20:30 UTC on the 4th is 02:30 on the 5th in Dhaka: a closure of the 4th leaves it.
    const [kept] = departuresBetween(
      [late],
      [closedOn('2027-01-04', '2027-01-05')],
      '2027-01-07',
      '2027-01-07',
    )
    expect(kept?.cutOffMoved).toBe(false)
    const [moved] = departuresBetween(
      [late],
      [closedOn('2027-01-05', '2027-01-06')],
      '2027-01-07',
      '2027-01-07',
    )
    expect(moved?.cargoCutOff).toBe('2027-01-04T02:30:00+06:00')
  })

  it('cancel a weekly departure on a day the port is closed; the next week sails', () => {
    const weeks = departuresBetween([HAMBURG_LCL], [EID_PORT], '2027-03-10', '2027-03-20')
    expect(weeks.map((d) => [d.departs, d.status])).toEqual([
      ['2027-03-11', 'cancelled'],
      ['2027-03-18', 'scheduled'],
    ])
    expect(weeks[0]?.closures).toEqual([EID_PORT])
  })

  it('move a dated sailing to the first day the port is open, its arrival with it', () => {
    const [sailing] = departuresBetween(
      [ROTTERDAM_FCL],
      [EID_OFFICES, EID_PORT],
      '2027-03-01',
      '2027-03-31',
    )
    expect(sailing).toMatchObject({
      vessel: 'MAERSK KOLKATA 412W',
      status: 'moved',
      scheduledDeparts: '2027-03-11',
      departs: '2027-03-12',
      arrives: '2027-04-03',
      transitDays: 22,
      // Tuesday 12:00 and Wednesday 18:00 both on closed days: Monday 8 March.
      documentCutOff: '2027-03-08T12:00:00+06:00',
      cargoCutOff: '2027-03-08T18:00:00+06:00',
      cutOffMoved: true,
    })
    expect(sailing?.closures).toEqual(expect.arrayContaining([EID_OFFICES, EID_PORT]))
  })

  it('close only what they name: an air departure sails on a seaport closure, an import is not ours', () => {
    const air: Sailing = {
      id: 5,
      data: { ...HAMBURG_LCL.data, mode: 'air', origin: 'BDDAC', destination: 'DEFRA' },
    }
    const inbound: Sailing = {
      id: 6,
      data: { ...HAMBURG_LCL.data, origin: 'DEHAM', destination: 'BDCGP' },
    }
    const both = departuresBetween(
      [air, inbound],
      [EID_OFFICES, EID_PORT],
      '2027-03-11',
      '2027-03-11',
    )
    expect(both.map((d) => [d.origin, d.status, d.cargoCutOff])).toEqual([
      ['BDDAC', 'scheduled', '2027-03-08T17:00:00+06:00'],
      ['DEHAM', 'scheduled', '2027-03-09T17:00:00+06:00'],
    ])
  })
})

describe('the next departures for the estimate', () => {
  const lane = { mode: 'sea-lcl', origin: 'BDCGP', destination: 'DEHAM' } as const

  it('are those whose cargo cut-off the ready day can still make', () => {
    const others = [ROTTERDAM_FCL]
    const fromWednesday = nextDepartures([HAMBURG_LCL, ...others], [], lane, '2026-12-30', 2)
    expect(fromWednesday.map((d) => d.departs)).toEqual(['2027-01-07', '2027-01-14'])
    const fromTuesday = nextDepartures([HAMBURG_LCL], [], lane, '2026-12-29', 1)
    expect(fromTuesday.map((d) => d.departs)).toEqual(['2026-12-31'])
  })

  it('leave out a departure whose cut-off has passed by the time of asking', () => {
    // Tuesday 29 December 2026: the cut-off is at 17:00 in Dhaka, 11:00 UTC.
    const beforeIt = nextDepartures(
      [HAMBURG_LCL],
      [],
      lane,
      '2026-12-29',
      1,
      new Date('2026-12-29T10:59:00Z'),
    )
    expect(beforeIt.map((d) => d.departs)).toEqual(['2026-12-31'])
    const atIt = nextDepartures(
      [HAMBURG_LCL],
      [],
      lane,
      '2026-12-29',
      1,
      new Date('2026-12-29T11:00:00Z'),
    )
    expect(atIt.map((d) => d.departs)).toEqual(['2027-01-07'])
  })

  it('reach months ahead when the next few weeks hold too few', () => {
    const lastWeeks: Sailing = {
      ...HAMBURG_LCL,
      data: { ...HAMBURG_LCL.data, weekly: { ...HAMBURG_LCL.data.weekly, activeTo: '2027-01-10' } },
    }
    const april: Sailing = {
      ...ROTTERDAM_FCL,
      id: 3,
      data: {
        ...ROTTERDAM_FCL.data,
        mode: 'sea-lcl',
        destination: 'DEHAM',
        dated: {
          ...ROTTERDAM_FCL.data.dated,
          departsAt: '2027-04-15T10:00:00+06:00',
          arrivesAt: '2027-05-13T08:00:00+06:00',
          documentCutOff: '2027-04-12T12:00:00+06:00',
          cargoCutOff: '2027-04-13T18:00:00+06:00',
        },
      },
    }
    const next = nextDepartures([april, lastWeeks], [], lane, '2026-12-30', 3)
    expect(next.map((d) => d.departs)).toEqual(['2027-01-07', '2027-04-15'])
  })

  it('leave out a cancelled week', () => {
    const next = nextDepartures([HAMBURG_LCL], [EID_PORT], lane, '2027-03-08', 1)
    expect(next.map((d) => [d.departs, d.cargoCutOff])).toEqual([
      ['2027-03-18', '2027-03-16T17:00:00+06:00'],
    ])
  })
})

describe('the schedules page', () => {
  it('lists six weeks from today in Dhaka', () => {
    // 19:00 UTC on Sunday 6 December is 01:00 on Monday the 7th in Dhaka.
    expect(scheduleWindow(new Date('2026-12-06T19:00:00Z'))).toEqual({
      from: '2026-12-07',
      to: '2027-01-17',
    })
  })
})
