// Issue 41: the sailings and flights pricing staff keep (a staff-only kind of the registry) and
// the public /schedules page made of them: six weeks from today in Dhaka, by lane, filtered by
// a GET form, with the closures notices announce; never the carrier or co-loader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, BANGLA_MONTH_NAMES, parseIsoDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { digitsIn } from '#domain/numerals.ts'
import { contentCall, createContent, type ContentEditor } from './support/content.ts'
import { getJson } from './support/http.ts'
import { fetchPage, mainOf } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import { NO_DATED, NO_WEEKLY } from '../support/sailings.ts'

const SITE_URL = 'http://dbl.example'
/** Staff only: found on no public answer. */
const CO_LOADER = 'Quillon Zephyr Co-loading'
const TODAY = dhakaToday()
const day = (days: number) => addDays(TODAY, days)
const weekdayOf = (iso: string) =>
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    parseIsoDate(iso)?.getUTCDay() ?? 0
  ]

/** LCL Chattogram → Rotterdam: sails three days from today each week, cut-off two days before. */
const WEEKLY = {
  kind: 'weekly',
  mode: 'sea-lcl',
  origin: 'BDCGP',
  destination: 'NLRTM',
  carrier: CO_LOADER,
  routing: 'via-colombo',
  weekly: {
    departureDay: weekdayOf(day(3)),
    cutOffDay: weekdayOf(day(1)),
    cutOffTime: '17:00',
    transitDays: 30,
    activeFrom: day(-30),
    activeTo: day(200),
  },
  dated: NO_DATED,
}

/** A flight from Dhaka to Frankfurt five days from today. */
const FLIGHT = {
  kind: 'dated',
  mode: 'air',
  origin: 'BDDAC',
  destination: 'DEFRA',
  carrier: CO_LOADER,
  routing: 'via-dubai',
  weekly: NO_WEEKLY,
  dated: {
    vessel: 'EK 585',
    departsAt: `${day(5)}T02:00:00+06:00`,
    arrivesAt: `${day(6)}T09:00:00+06:00`,
    documentCutOff: `${day(4)}T10:00:00+06:00`,
    cargoCutOff: `${day(4)}T18:00:00+06:00`,
  },
}

let server: RunningServer
let pricing: ContentEditor
let editor: ContentEditor
let hr: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const [pricingWho, editorWho, hrWho] = await Promise.all([
    signedInStaff(server, { role: 'pricing', origin: SITE_URL }),
    signedInStaff(server, { role: 'editor', origin: SITE_URL }),
    signedInStaff(server, { role: 'hr', origin: SITE_URL }),
  ])
  pricing = { server, who: pricingWho, origin: SITE_URL }
  editor = { server, who: editorWho, origin: SITE_URL }
  hr = hrWho
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const page = (path: string) => fetchPage(server.url, path)
const call = (who: SignedInStaff, method: string, path: string, body?: unknown) =>
  staffFetch(server, path, { method, body, jar: who.jar, origin: SITE_URL })

describe('before anything is published', () => {
  it('/schedules says there is none yet and where to ask', async () => {
    const { status, html } = await page('/schedules')
    expect(status).toBe(200)
    expect(mainOf(html)).toContain('No departures are published for the next six weeks yet.')
    expect(mainOf(html)).toContain('href="/quote"')
  })
})

describe('pricing staff', () => {
  it('publish a weekly consolidation and a dated flight', async () => {
    const weekly = await createContent(pricing, 'sailings', WEEKLY, { publish: true })
    const flight = await createContent(pricing, 'sailings', FLIGHT, { publish: true })
    expect(weekly.published).toMatchObject({ carrier: CO_LOADER, weekly: { transitDays: 30 } })
    expect(flight.published).toMatchObject({ dated: { vessel: 'EK 585' } })
    const list = (await contentCall(pricing, 'GET', '/api/staff/content/sailings')) as unknown as {
      label: string
      items: { name: string; status: string }[]
    }
    expect(list.label).toBe('Sailings and flights')
    expect(list.items.map((item) => [item.name, item.status])).toEqual([
      [`Sea freight LCL BDCGP → NLRTM, weekly, ${day(-30)} to ${day(200)}`, 'published'],
      ['Air freight BDDAC → DEFRA, EK 585', 'published'],
    ])
  })

  it('are told what a sailing lacks, and nothing is saved', async () => {
    const answer = await call(pricing.who, 'POST', '/api/staff/content/sailings', {
      data: { ...FLIGHT, dated: { ...FLIGHT.dated, arrivesAt: '' } },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('ETA is required.')
    const list = (await contentCall(pricing, 'GET', '/api/staff/content/sailings')) as unknown as {
      items: unknown[]
    }
    expect(list.items).toHaveLength(2)
  })
})

describe('hr', () => {
  it('may neither read nor change a sailing', async () => {
    const answers = [
      await call(hr, 'GET', '/api/staff/content/sailings'),
      await call(hr, 'GET', '/api/staff/content/sailings/1'),
      await call(hr, 'POST', '/api/staff/content/sailings', { data: WEEKLY }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(403)
      expect(JSON.stringify(answer.body)).not.toContain(CO_LOADER)
    }
  })
})

describe('/schedules', () => {
  it('lists six weeks of departures by lane, in both languages', async () => {
    const { status, html } = await page('/schedules')
    expect(status).toBe(200)
    expect(html).toContain('<title>Sailings and flights | Delta Bridge Logistics</title>')
    const main = mainOf(html)
    // Lanes and the form's places by the names of domain/places.ts, the codes sent.
    expect(main).toContain('Air freight: Dhaka → Frankfurt')
    expect(main).toContain('Sea freight LCL: Chattogram → Rotterdam')
    expect(main).toContain('<option value="BDCGP">Chattogram</option>')
    expect(main).toContain('<option value="NLRTM">Rotterdam</option>')
    expect(main).toContain('EK 585')
    // The weekly one: every week within the six, none after.
    for (const days of [3, 10, 17, 24, 31, 38]) {
      expect(main).toContain(`<time dateTime="${day(days)}">`)
    }
    expect(main).not.toContain(`<time dateTime="${day(45)}">`)
    expect(main).toContain('Documents and cargo: ')
    expect(main).toContain('Documents: ')
    const bangla = await page('/bn/schedules')
    expect(bangla.html).toContain('<title>জাহাজ ও ফ্লাইটের সূচি | Delta Bridge Logistics</title>')
    const departs = parseIsoDate(day(3))
    const month = BANGLA_MONTH_NAMES[departs?.getUTCMonth() ?? 0]
    expect(mainOf(bangla.html)).toContain(
      `${digitsIn(String(departs?.getUTCDate()), 'bn')} ${month}, ${digitsIn(String(departs?.getUTCFullYear()), 'bn')}`,
    )
    expect(mainOf(bangla.html)).toContain('৩০ দিন')
    expect(mainOf(bangla.html)).toContain('এয়ার ফ্রেইট: ঢাকা → ফ্রাঙ্কফুর্ট')
    expect(mainOf(bangla.html)).toContain('সি ফ্রেইট LCL: চট্টগ্রাম → রটারড্যাম')
    expect(mainOf(bangla.html)).toContain('<option value="DEFRA">ফ্রাঙ্কফুর্ট</option>')
  })

  it('filters by the form’s address: a mode, an origin, a destination', async () => {
    const air = mainOf((await page('/schedules?mode=air')).html)
    expect(air).toContain('EK 585')
    expect(air).not.toContain('Chattogram → Rotterdam')
    expect(air).toContain('<option value="air" selected="">')
    const sea = mainOf((await page('/bn/schedules?mode=sea&origin=bdcgp')).html)
    expect(sea).toContain('চট্টগ্রাম → রটারড্যাম')
    expect(sea).toContain('<option value="BDCGP" selected="">চট্টগ্রাম</option>')
    expect(sea).not.toContain('EK 585')
    const none = mainOf((await page('/schedules?mode=air&destination=USNYC')).html)
    expect(none).toContain('No departures in the next six weeks: Air freight, to New York.')
    // Asked for, it stays chosen, though no departure goes there.
    expect(none).toContain('<option value="USNYC" selected="">New York</option>')
    expect(none).toMatch(/href="\/schedules"[^>]*>Show every lane</)
  })

  it('cancels a weekly departure on a day a notice closes the port, and says why', async () => {
    const title = 'Port closed: cyclone warning signal 10'
    await createContent(
      editor,
      'notices',
      {
        title: { en: title, bn: '' },
        text: { en: 'The port of Chattogram is closed.', bn: '' },
        severity: 'disruption',
        officeIds: [],
        closes: ['seaport'],
        startsAt: `${day(10)}T00:00:00+06:00`,
        endsAt: `${day(11)}T00:00:00+06:00`,
        showFrom: '',
      },
      { publish: true },
    )
    const main = mainOf((await page('/schedules?mode=sea-lcl')).html)
    expect(main).toContain(`Cancelled: ${title}. The cargo goes on the next departure.`)
    expect(main.match(/Cancelled:/g)).toHaveLength(1)
  })

  it('is in the sitemap, in the footer, and linked from the air and sea services', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}/schedules</loc>`)
    expect(sitemap).toContain(`<loc>${SITE_URL}/bn/schedules</loc>`)
    const home = (await page('/')).html
    expect(home.slice(home.indexOf('<footer'))).toMatch(
      /href="\/schedules"[^>]*>Sailings and flights</,
    )
    expect(mainOf((await page('/service-detail/1')).html)).toContain('href="/schedules?mode=air"')
    expect(mainOf((await page('/bn/service-detail/2')).html)).toContain(
      'href="/bn/schedules?mode=sea"',
    )
    expect(mainOf((await page('/service-detail/4')).html)).not.toContain('/schedules')
  })
})

describe('visitors', () => {
  it('find nothing of the sailings but what the page shows: no carrier, no collection', async () => {
    const { body } = await getJson(`${server.url}/api/openapi.json`)
    const document = body as unknown as { paths: Record<string, Record<string, unknown>> }
    const paths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([template]) => template.replaceAll(/\{[^}]+\}/g, '1'))
    const pages = ['/schedules', '/bn/schedules', '/schedules.data', '/sitemap.xml', '/notices']
    const texts: Record<string, string> = { 'openapi.json': JSON.stringify(document) }
    for (const path of [...paths, ...pages]) {
      texts[path] = await (await fetch(`${server.url}${path}`)).text()
    }
    expect(texts['/schedules.data']).toContain('EK 585')
    for (const [where, text] of Object.entries(texts)) {
      expect(text, where).not.toContain(CO_LOADER)
      expect(text, where).not.toContain('sailingId')
    }
    expect(texts['openapi.json']).not.toContain('sailings')
  })
})
