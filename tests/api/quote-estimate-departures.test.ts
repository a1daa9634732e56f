// Issue 41: the instant estimate names the next departures after the ready date with their
// cut-offs: the published sailings and flights of each option's lane and routing (and carrier,
// when both name one), with the closures notices announce applied as /schedules applies them,
// and never the carrier or co-loader. Days are counted from the day the test runs, in Dhaka.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, parseIsoDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { AIR_CARD, charge, THREE_PIECES } from '../unit/support/rate-cards.ts'
import { createContent, type ContentEditor } from './support/content.ts'
import { getJson, type JsonAnswer } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff } from './support/staff.ts'
import { NO_DATED, NO_WEEKLY } from '../support/sailings.ts'

const SITE_URL = 'http://dbl.example'
const TODAY = dhakaToday()
const day = (days: number) => addDays(TODAY, days)
const READY = day(4)
const weekdayOf = (iso: string) =>
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    parseIsoDate(iso)?.getUTCDay() ?? 0
  ]
/** The via-Dubai card's carrier: staff only, in no departure an estimate answers. */
const CARRIER = AIR_CARD.carrier
const OTHER_AIRLINE = 'Xanthe Airways'

const lane = { mode: 'air', origin: 'BDDAC', destination: 'DEHAM' } as const

/** Weekly via Dubai: departs six days from today each week, cut-off the day before at 17:00. */
const WEEKLY_VIA_DUBAI = {
  kind: 'weekly',
  ...lane,
  // As a clerk may write it: the card's carrier all the same.
  carrier: CARRIER.toUpperCase(),
  routing: 'via-dubai',
  weekly: {
    departureDay: weekdayOf(day(6)),
    cutOffDay: weekdayOf(day(5)),
    cutOffTime: '17:00',
    transitDays: 3,
    activeFrom: day(-30),
    activeTo: day(200),
  },
  dated: NO_DATED,
}

const flight = (fields: { carrier: string; routing: string; vessel: string; departs: number }) => ({
  kind: 'dated',
  ...lane,
  carrier: fields.carrier,
  routing: fields.routing,
  weekly: NO_WEEKLY,
  dated: {
    vessel: fields.vessel,
    departsAt: `${day(fields.departs)}T02:00:00+06:00`,
    arrivesAt: `${day(fields.departs + 1)}T09:00:00+06:00`,
    documentCutOff: `${day(fields.departs - 1)}T10:00:00+06:00`,
    cargoCutOff: `${day(fields.departs - 1)}T18:00:00+06:00`,
  },
})

let server: RunningServer
let viaDubai: number
let direct: number

function estimate(query: Record<string, string>, language?: 'bn'): Promise<JsonAnswer> {
  return getJson(`${server.url}/api/quote/estimate?${new URLSearchParams(query).toString()}`, {
    headers: language ? { 'content-language': language } : {},
  })
}

const PIECES = JSON.stringify(THREE_PIECES.map((line) => ({ ...line, weightKg: 210 })))
const query = (destination: string) => ({
  mode: 'air',
  origin: 'Dhaka',
  destination,
  readyDate: READY,
  packages: PIECES,
})

interface Answered {
  options: { cardId: number; departures: Record<string, unknown>[] }[]
}
const departuresOf = (body: JsonAnswer['body'], cardId: number) =>
  (body.data as Answered).options.find((option) => option.cardId === cardId)?.departures

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const [pricingWho, adminWho] = await Promise.all([
    signedInStaff(server, { role: 'pricing', origin: SITE_URL }),
    signedInStaff(server, { role: 'admin', origin: SITE_URL }),
  ])
  const pricing: ContentEditor = { server, who: pricingWho, origin: SITE_URL }
  const admin: ContentEditor = { server, who: adminWho, origin: SITE_URL }
  const publish = async (collection: string, data: Record<string, unknown>) =>
    (await createContent(pricing, collection, data, { publish: true })).id
  const validity = { validFrom: day(-5), validTo: day(40) }
  // The card's documentation fee is in taka.
  await publish('exchange-rates', { currency: 'BDT', perUsd: '122.5', day: day(-6) })
  viaDubai = await publish('rate-cards', { ...AIR_CARD, ...validity })
  direct = await publish('rate-cards', {
    ...AIR_CARD,
    ...validity,
    routing: 'direct',
    transitDays: 2,
    carrier: 'Bay Direct Air',
    charges: [charge({ code: 'AWB', basis: 'per-shipment', amount: '40.00' })],
  })
  await publish('rate-cards', { ...AIR_CARD, ...validity, destination: 'DEFRA' })
  await publish('sailings', WEEKLY_VIA_DUBAI)
  // The via-Dubai card is Gulf Sky Cargo's: its flight counts, another airline's does not.
  await publish('sailings', flight({ ...AIR_CARD, vessel: 'EK 585', departs: 8 }))
  const other = { carrier: OTHER_AIRLINE, routing: 'via-dubai', vessel: 'XA 9' }
  await publish('sailings', flight({ ...other, departs: 7 }))
  // Its cut-off is the day before the cargo is ready.
  await publish('sailings', flight({ ...AIR_CARD, vessel: 'EK 583', departs: 4 }))
  await publish(
    'sailings',
    flight({ carrier: 'Bay Direct Air', routing: 'direct', vessel: 'QR 641', departs: 9 }),
  )
  // The offices are closed the whole day of the first weekly cut-off.
  await createContent(
    admin,
    'notices',
    {
      title: { en: 'Offices closed: Victory Day', bn: 'অফিস বন্ধ: বিজয় দিবস' },
      text: { en: 'Our offices are closed.', bn: 'আমাদের অফিস বন্ধ।' },
      severity: 'information',
      officeIds: [],
      closes: ['offices'],
      startsAt: `${day(5)}T00:00:00+06:00`,
      endsAt: `${day(6)}T00:00:00+06:00`,
      showFrom: '',
    },
    { publish: true },
  )
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('the next departures of an estimate', () => {
  it('are the sailings of each option’s routing and carrier the cargo can still make, with their cut-offs', async () => {
    const { status, body } = await estimate(query('Hamburg'))
    expect(status, JSON.stringify(body)).toBe(200)
    expect(departuresOf(body, viaDubai)).toEqual([
      {
        kind: 'weekly',
        vessel: '',
        departs: day(6),
        arrives: day(9),
        // Brought to the day before the closed one, at the same time.
        documentCutOff: `${day(4)}T17:00:00+06:00`,
        cargoCutOff: `${day(4)}T17:00:00+06:00`,
        status: 'scheduled',
        scheduledDeparts: null,
        cutOffMoved: true,
        closedBy: ['Offices closed: Victory Day'],
      },
      {
        kind: 'dated',
        vessel: 'EK 585',
        departs: day(8),
        arrives: day(9),
        documentCutOff: `${day(7)}T10:00:00+06:00`,
        cargoCutOff: `${day(7)}T18:00:00+06:00`,
        status: 'scheduled',
        scheduledDeparts: null,
        cutOffMoved: false,
        closedBy: [],
      },
      expect.objectContaining({ kind: 'weekly', departs: day(13), cutOffMoved: false }),
    ])
    expect(departuresOf(body, direct)).toEqual([
      expect.objectContaining({ vessel: 'QR 641', departs: day(9) }),
    ])
    // Neither the departures nor the options name the carrier.
    expect(JSON.stringify(body).toLowerCase()).not.toContain(CARRIER.toLowerCase())
    const said = JSON.stringify((body.data as Answered).options.map((each) => each.departures))
    expect(said).not.toContain(OTHER_AIRLINE)
    expect(said).not.toContain('XA 9')
    expect(said).not.toContain('EK 583')
  })

  it('name the closures in the language asked', async () => {
    const { status, body } = await estimate(query('হামবুর্গ'), 'bn')
    expect(status, JSON.stringify(body)).toBe(200)
    expect(departuresOf(body, viaDubai)?.[0]).toMatchObject({
      cutOffMoved: true,
      closedBy: ['অফিস বন্ধ: বিজয় দিবস'],
    })
  })

  it('are none, said as an empty list, on a lane with rates and no published sailing', async () => {
    const { status, body } = await estimate(query('Frankfurt'))
    expect(status, JSON.stringify(body)).toBe(200)
    const options = (body.data as Answered).options
    expect(options, JSON.stringify(body)).toHaveLength(1)
    expect(options[0]?.departures).toEqual([])
  })
})
