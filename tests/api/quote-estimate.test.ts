// Issue 41: the instant estimate. Pricing staff publish rate cards through the staff content
// API; GET /api/quote/estimate prices a visitor's cargo from them (never from an expired one),
// names the cheapest and the fastest, answers in Bangla, says in plain words when nothing covers
// a lane and counts that lane for pricing staff; a sent quote request carries the estimate the
// server priced it at, with the card and its version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { AIR_CARD, charge, THREE_PIECES } from '../unit/support/rate-cards.ts'
import { contentCall, type ContentEditor } from './support/content.ts'
import { getJson, postJson, type JsonAnswer } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
/** Every test's estimates come from one address: the API's per-minute budget, kept small. */
const API_PER_MINUTE = 60
const TODAY = dhakaToday()
const READY = addDays(TODAY, 4)

let server: RunningServer
let pricing: ContentEditor
let admin: SignedInStaff
let sales: SignedInStaff
let hr: SignedInStaff
/** Via Dubai in 4 days, the cheaper; direct in 2 days, the faster. */
let viaDubai: number
let direct: number

async function publish(collection: string, data: unknown): Promise<number> {
  const created = await contentCall(pricing, 'POST', `/api/staff/content/${collection}`, { data })
  await contentCall(pricing, 'POST', `/api/staff/content/${collection}/${created.id}/publish`, {
    revision: created.revision,
  })
  return created.id
}

const VALID_NOW = { validFrom: addDays(TODAY, -5), validTo: addDays(TODAY, 25) }
const PIECES_JSON = JSON.stringify(THREE_PIECES.map((line) => ({ ...line, weightKg: 210 })))

function estimate(query: Record<string, string>, language?: 'bn'): Promise<JsonAnswer> {
  const search = new URLSearchParams(query)
  return getJson(`${server.url}/api/quote/estimate?${search.toString()}`, {
    headers: language ? { 'content-language': language } : {},
  })
}

const AIR_TO_HAMBURG = {
  mode: 'air',
  origin: 'Dhaka',
  destination: 'hamburg',
  readyDate: READY,
  incoterm: 'DAP',
  packages: PIECES_JSON,
}

function staffGet(who: SignedInStaff, path: string) {
  return staffFetch(server, path, { method: 'GET', jar: who.jar, origin: SITE_URL })
}

interface Lane {
  mode: string
  origin: string
  destination: string
  count: number
}

async function noRateLanes(): Promise<Lane[]> {
  const answer = await staffGet(pricing.who, '/api/staff/pricing/no-rate-lanes')
  expect(answer.status).toBe(200)
  return (answer.body?.data as { lanes: Lane[] }).lanes
}

const countOf = (lanes: Lane[], origin: string, destination: string) =>
  lanes.find((lane) => lane.origin === origin && lane.destination === destination)?.count ?? 0

beforeAll(async () => {
  server = await startServer({
    env: { SITE_URL, RATE_LIMIT_API: String(API_PER_MINUTE) },
  })
  const [who, adminWho, salesWho, hrWho] = await Promise.all([
    signedInStaff(server, { role: 'pricing', origin: SITE_URL }),
    signedInStaff(server, { role: 'admin', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
    signedInStaff(server, { role: 'hr', origin: SITE_URL }),
  ])
  pricing = { server, who, origin: SITE_URL }
  admin = adminWho
  sales = salesWho
  hr = hrWho
  await publish('exchange-rates', { currency: 'BDT', perUsd: '122.5', day: addDays(TODAY, -6) })
  viaDubai = await publish('rate-cards', { ...AIR_CARD, ...VALID_NOW })
  direct = await publish('rate-cards', {
    ...AIR_CARD,
    ...VALID_NOW,
    routing: 'direct',
    transitDays: 2,
    carrier: 'Bay Direct Air',
    air: { ...AIR_CARD.air, plus500: '4.00', plus1000: '4.00' },
    charges: [charge({ code: 'AWB', basis: 'per-shipment', amount: '40.00' })],
  })
  // Dhaka → Rotterdam: a card whose last day was yesterday in Dhaka.
  await publish('rate-cards', {
    ...AIR_CARD,
    destination: 'NLRTM',
    validFrom: addDays(TODAY, -40),
    validTo: addDays(TODAY, -1),
  })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('GET /api/quote/estimate', () => {
  it('prices a covered lane line by line, cheapest first, and names the cheapest and the fastest', async () => {
    const { status, body } = await estimate(AIR_TO_HAMBURG)
    expect(status, JSON.stringify(body)).toBe(200)
    const data = body.data as Record<string, unknown>
    expect(data.lane).toEqual({
      mode: 'air',
      modeName: 'Air freight',
      origin: { typed: 'Dhaka', code: 'BDDAC', name: 'Dhaka' },
      destination: { typed: 'hamburg', code: 'DEHAM', name: 'Hamburg' },
    })
    // Via Dubai: 630 kg (3 × 210 kg beats 2.88 m³ ÷ 6,000 = 480 kg) in the +500 band:
    // 630 × 2.60 = 1,638.00; FSC 630 × 0.85 = 535.50; SSC 630 × 0.15 = 94.50; AWB 35.00;
    // DOC 1,500 BDT ÷ 122.5 = 12.24; total 2,315.24 USD; × 122.5 = 283,616.90 BDT.
    // Direct: 630 × 4.00 = 2,520.00 + AWB 40.00 = 2,560.00 USD; × 122.5 = 313,600.00 BDT.
    expect(data.options).toEqual([
      expect.objectContaining({
        cardId: viaDubai,
        routing: 'via-dubai',
        routingName: 'Via Dubai',
        transitDays: 4,
        validTo: VALID_NOW.validTo,
        chargeable: {
          rule: 'air',
          grossKg: '630.00',
          cubicMetres: '2.880000',
          volumeKg: '480.00',
          chargeableKg: '630.0',
        },
        totalUsd: '2315.24',
        totalBdt: '283616.90',
      }),
      expect.objectContaining({
        cardId: direct,
        routingName: 'Direct',
        transitDays: 2,
        totalUsd: '2560.00',
        totalBdt: '313600.00',
      }),
    ])
    const [cheapest] = data.options as { lines: { code: string; amount: string }[] }[]
    expect(cheapest?.lines.map((line) => [line.code, line.amount])).toEqual([
      ['FREIGHT', '1638.00'],
      ['FSC', '535.50'],
      ['SSC', '94.50'],
      ['AWB', '35.00'],
      ['DOC', '12.24'],
    ])
    expect(data).toMatchObject({
      cheapest: viaDubai,
      fastest: direct,
      exclusions: ['Duties and taxes', 'Inspection', 'Storage'],
      subjectTo: 'Subject to space and equipment.',
      noRate: null,
    })
  })

  it('answers in Bangla, reading Bangla place names, Bengali digits and a day-first date', async () => {
    const bengali = (text: string) =>
      text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit)
    const [year, month, day] = READY.split('-')
    const { status, body } = await estimate(
      {
        ...AIR_TO_HAMBURG,
        origin: 'ঢাকা',
        destination: 'হামবুর্গ',
        readyDate: bengali(`${day}/${month}/${year}`),
        packages: JSON.stringify([
          { count: '৩', lengthCm: '১২০', widthCm: '৮০', heightCm: '১০০', weightKg: '২১০' },
        ]),
      },
      'bn',
    )
    expect(status, JSON.stringify(body)).toBe(200)
    const data = body.data as {
      lane: { origin: { name: string }; destination: { name: string }; modeName: string }
      options: { cardId: number; totalUsd: string; routingName: string }[]
      readyDate: string
      exclusions: string[]
      subjectTo: string
    }
    expect(data.lane.origin.name).toBe('ঢাকা')
    expect(data.lane.destination.name).toBe('হামবুর্গ')
    expect(data.lane.modeName).toBe('এয়ার ফ্রেইট')
    expect(data.readyDate).toBe(READY)
    expect(data.options[0]).toMatchObject({
      cardId: viaDubai,
      totalUsd: '2315.24',
      routingName: 'দুবাই হয়ে',
    })
    expect(data.exclusions).toEqual(['শুল্ক ও কর', 'পরিদর্শন', 'গুদামজাতকরণ'])
    expect(data.subjectTo).toContain('সাপেক্ষে')
  })

  it('never prices with an expired card, and says so', async () => {
    const { status, body } = await estimate({ ...AIR_TO_HAMBURG, destination: 'Rotterdam' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      options: [],
      cheapest: null,
      fastest: null,
      noRate: {
        reason: 'expired',
        message: expect.stringContaining(
          'Our rate for air freight from Dhaka to Rotterdam has expired.',
        ),
      },
    })
  })

  it('says in plain words, in the request’s language, when nothing covers the lane, and counts it', async () => {
    const before = countOf(await noRateLanes(), 'BDDAC', 'USNYC')
    const english = await estimate({ ...AIR_TO_HAMBURG, destination: 'New York' })
    expect(english.body.data).toMatchObject({
      options: [],
      noRate: {
        reason: 'no-card',
        message:
          'We have no rate for air freight from Dhaka to New York yet. Send the request and our sales desk will quote it within one working day.',
      },
    })
    const bangla = await estimate({ ...AIR_TO_HAMBURG, destination: 'USNYC' }, 'bn')
    expect((bangla.body.data as { noRate: { message: string } }).noRate.message).toContain(
      'ঢাকা থেকে নিউইয়র্ক পর্যন্ত',
    )
    expect(countOf(await noRateLanes(), 'BDDAC', 'USNYC')).toBe(before + 2)
  })

  it('counts two requests for the same lane at once as two', async () => {
    const query = { ...AIR_TO_HAMBURG, origin: 'Chittagong', destination: 'Tokyo' }
    const answers = await Promise.all([estimate(query), estimate(query)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(countOf(await noRateLanes(), 'BDCGP', 'JPTYO')).toBe(2)
  })

  it('says what is wrong with a bad query, in the request’s language, and records nothing', async () => {
    const before = await noRateLanes()
    const english = await estimate({ ...AIR_TO_HAMBURG, mode: 'ship', destination: 'Tokyo' })
    expect(english.status).toBe(400)
    expect(english.body).toMatchObject({
      code: 400,
      message: 'Please choose the mode: air, sea-lcl or sea-fcl',
      errors: { mode: 'Please choose the mode: air, sea-lcl or sea-fcl' },
    })
    const bangla = await estimate(
      { ...AIR_TO_HAMBURG, destination: 'Tokyo', packages: '[{"count":' },
      'bn',
    )
    expect(bangla.status).toBe(400)
    expect(bangla.body).toMatchObject({
      code: 400,
      message: 'অনুগ্রহ করে কার্গোর লাইনগুলো JSON আকারে পাঠান, API-এর বিবরণে যেমন দেখানো আছে',
    })
    const containersByAir = await estimate({
      ...AIR_TO_HAMBURG,
      containers: JSON.stringify([{ type: '40HC', quantity: 1 }]),
    })
    expect(containersByAir.status).toBe(400)
    expect(containersByAir.body.errors).toEqual({
      containers: 'Please leave out containers for this kind of load',
    })
    expect(await noRateLanes()).toEqual(before)
  })
})

describe('a sent quote request', () => {
  const QUOTE = {
    service: 'air-freight',
    originCity: 'Dhaka',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: 'DAP',
    cargoReadyDate: READY,
    commodity: 'Knitwear',
    packages: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 210 }],
    name: 'Rahima Akter',
    email: 'rahima@example.com',
    phone: '+880 1711 555123',
  }

  async function sent(body: unknown) {
    const answer = await postJson(`${server.url}/api/quote/create`, body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const reference = (answer.body.data as { reference: string }).reference
    const list = await staffGet(sales, `/api/staff/inbox/quote-requests?q=${reference}`)
    const [item] = (list.body?.data as { items: { id: number }[] }).items
    const detail = await staffGet(sales, `/api/staff/inbox/quote-requests/${item?.id}`)
    expect(detail.status).toBe(200)
    return (detail.body?.data as { estimate: Record<string, unknown> | null }).estimate
  }

  async function newestVersion(id: number): Promise<number> {
    const versions = await staffGet(pricing.who, `/api/staff/content/rate-cards/${id}/versions`)
    return (versions.body?.data as { id: number }[])[0]?.id ?? -1
  }

  it('carries the cheapest option, priced again by the server, with the card and its version', async () => {
    const estimate = await sent(QUOTE)
    expect(estimate).toMatchObject({
      cardId: viaDubai,
      cardVersionId: await newestVersion(viaDubai),
      cardVersionPublishedAt: expect.any(String),
      cardName: expect.stringContaining('Air freight BDDAC → DEHAM, Gulf Sky Cargo'),
      cheapest: true,
      fastest: false,
      totalUsd: '2315.24',
      totalBdt: '283616.90',
      pricedOn: TODAY,
    })
    expect((estimate?.lines as unknown[]).length).toBe(5)
  })

  it('carries the option the visitor chose, when the card still prices it', async () => {
    const estimate = await sent({ ...QUOTE, estimateCardId: direct, totalUsd: '1.00' })
    expect(estimate).toMatchObject({
      cardId: direct,
      cardVersionId: await newestVersion(direct),
      fastest: true,
      totalUsd: '2560.00',
    })
  })

  it('carries none where nothing covers the lane, and counts the lane', async () => {
    const before = countOf(await noRateLanes(), 'BDDAC', 'SGSIN')
    expect(await sent({ ...QUOTE, destinationCity: 'Singapore' })).toBeNull()
    expect(countOf(await noRateLanes(), 'BDDAC', 'SGSIN')).toBe(before + 1)
  })
})

describe('the list of lanes without a rate', () => {
  it('is for pricing staff and admins, most asked first', async () => {
    const lanes = await noRateLanes()
    const counts = lanes.map((lane) => lane.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(lanes[0]).toMatchObject({ mode: 'air' })
    const byAdmin = await staffGet(admin, '/api/staff/pricing/no-rate-lanes')
    expect(byAdmin.status).toBe(200)
  })

  it.each([
    ['sales', () => sales],
    ['hr', () => hr],
  ])('is refused to %s', async (_role, who) => {
    const answer = await staffGet(who(), '/api/staff/pricing/no-rate-lanes')
    expect(answer.status).toBe(403)
  })
})

describe('the rate limit', () => {
  it('refuses estimates past the API’s per-minute budget, in the request’s language', async () => {
    let refused: JsonAnswer | undefined
    for (let call = 0; call <= API_PER_MINUTE && !refused; call++) {
      const answer = await estimate(AIR_TO_HAMBURG, 'bn')
      if (answer.status === 429) refused = answer
      else expect(answer.status).toBe(200)
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused?.body).toMatchObject({
      code: 429,
      message: expect.stringMatching(/[\u0980-\u09ff]/),
    })
  })
})
