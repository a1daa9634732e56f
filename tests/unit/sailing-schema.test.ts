// Issue 41: a sailing's checks, derived from its definition in the registry: a weekly
// consolidation or a dated sailing, each with its own fields filled and the other's empty,
// optional days, times, numbers and choices that refuse what is not one.
import { describe, expect, it } from 'vitest'
import { CONTENT_COLLECTIONS } from '#schemas/content/collections.ts'
import { NO_DATED, NO_WEEKLY } from '../support/sailings.ts'

const { schema } = CONTENT_COLLECTIONS.sailings

const LANE = {
  mode: 'sea-lcl',
  origin: 'bdcgp',
  destination: 'DEHAM',
  carrier: '',
  routing: 'via-colombo',
}
const WEEKLY = {
  kind: 'weekly',
  ...LANE,
  weekly: {
    departureDay: 'thursday',
    cutOffDay: 'tuesday',
    cutOffTime: '17:00',
    transitDays: 28,
    activeFrom: '2026-12-01',
    activeTo: '2027-03-31',
  },
  dated: NO_DATED,
}
const DATED = {
  kind: 'dated',
  ...LANE,
  weekly: NO_WEEKLY,
  dated: {
    vessel: 'MAERSK KOLKATA 412W',
    departsAt: '2027-03-11T10:00:00+06:00',
    arrivesAt: '2027-04-02T08:00:00+06:00',
    documentCutOff: '2027-03-09T12:00:00+06:00',
    cargoCutOff: '2027-03-10T18:00:00+06:00',
  },
}

function problems(data: unknown): string[] {
  const checked = schema.safeParse(data)
  expect(checked.success, 'refused').toBe(false)
  return (checked.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('a sailing', () => {
  it('is kept as a weekly consolidation or a dated sailing, its lane as a rate card writes it', () => {
    expect(schema.parse(WEEKLY)).toMatchObject({ origin: 'BDCGP', weekly: { transitDays: 28 } })
    expect(schema.parse(DATED).dated.vessel).toBe('MAERSK KOLKATA 412W')
  })

  it.each([
    [
      { ...WEEKLY, weekly: { ...WEEKLY.weekly, cutOffTime: '' } },
      'weekly.cutOffTime: Cut-off time is required.',
    ],
    [
      { ...WEEKLY, weekly: { ...WEEKLY.weekly, activeTo: '2026-11-30' } },
      'weekly.activeTo: Runs to cannot be before runs from.',
    ],
    [
      { ...WEEKLY, dated: { ...NO_DATED, vessel: 'EK 585' } },
      'dated.vessel: This is a weekly consolidation: empty its dated sailing or flight.',
    ],
    [
      { ...DATED, weekly: { ...NO_WEEKLY, departureDay: 'friday' } },
      'weekly.departureDay: This is a dated sailing or flight: empty its weekly consolidation.',
    ],
    [
      { ...DATED, dated: { ...DATED.dated, arrivesAt: '2027-03-11T09:00:00+06:00' } },
      'dated.arrivesAt: The ETA must come after the ETD.',
    ],
    [
      { ...DATED, dated: { ...DATED.dated, cargoCutOff: '2027-03-11T11:00:00+06:00' } },
      'dated.cargoCutOff: The cargo cut-off must be before the ETD.',
    ],
    [
      { ...DATED, destination: 'BDCGP' },
      'destination: The destination must differ from the origin.',
    ],
  ])('refuses %#, saying what is wrong', (data, problem) => {
    expect(problems(data)).toEqual([problem])
  })

  it('refuses a weekday, a time or transit days that are not one', () => {
    const found = problems({
      ...WEEKLY,
      weekly: { ...WEEKLY.weekly, departureDay: 'someday', cutOffTime: '5 pm', transitDays: 0 },
    })
    expect(found).toEqual([
      'weekly.departureDay: Departs on: choose one of sunday, monday, tuesday, wednesday, thursday, friday, saturday.',
      'weekly.cutOffTime: Cut-off time must be a time such as 18:00.',
      'weekly.transitDays: Transit days must be a whole number from 1 to 120.',
    ])
  })
})
