// Issue 41: pricing staff import rate cards from a spreadsheet (XLSX or CSV). Every row is
// accepted or refused with its row and column; nothing of a sheet with a refused row is stored
// unless the good rows are asked for; imported cards are rate-cards items, published, each with
// a version and audit rows; an import can be undone; hr and sales cannot import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { postJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import { csvOf, importSheet, xlsxOf, type SheetRow } from './support/rate-card-sheets.ts'

const SITE_URL = 'http://dbl.example'
const CARRIER = 'Quillon Harbour Lines'

let server: RunningServer
let pricing: SignedInStaff
let admin: SignedInStaff
let hr: SignedInStaff
let sales: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const signIn = (role: 'pricing' | 'admin' | 'hr' | 'sales') =>
    signedInStaff(server, { role, origin: SITE_URL })
  ;[pricing, admin, hr, sales] = await Promise.all([
    signIn('pricing'),
    signIn('admin'),
    signIn('hr'),
    signIn('sales'),
  ])
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function call(who: SignedInStaff, method: string, path: string, body?: unknown) {
  return staffFetch(server, path, { method, body, jar: who.jar, origin: SITE_URL })
}

interface ListedCard {
  id: number
  name: string
  status: string
}
async function cardsNamed(text: string): Promise<ListedCard[]> {
  const list = await call(pricing, 'GET', '/api/staff/content/rate-cards')
  const items = (list.body?.data as { items: ListedCard[] }).items
  return items.filter((item) => item.name.includes(text))
}

/** An LCL card over two rows (its charges), typed as on a Bangla keyboard, dates day first. */
const lclCard = (card: string, destination: string): SheetRow[] => [
  {
    Card: card,
    Mode: 'LCL',
    Origin: 'bdcgp',
    Destination: destination,
    Carrier: CARRIER,
    Routing: 'Via Colombo',
    'Transit days': '২৮',
    'Valid from': '০১/১২/২০২৬',
    'Valid to': '31-12-2026',
    'LCL per W/M': '৩৮.১৭',
    'LCL minimum': '1,076',
    'Charge code': 'CFS',
    'Charge basis': 'Per W/M',
    'Charge amount': '1200',
    'Charge currency': 'BDT',
    'Charge where': 'At origin',
    'Paid by shipper under': 'FOB, CIF',
  },
  {
    Card: card,
    'Charge code': 'THC',
    'Charge basis': 'per shipment',
    'Charge amount': '85',
    'Charge where': 'origin',
    'Paid by shipper under': 'FOB',
  },
]

describe('a good sheet', () => {
  it('imports from CSV: each card published, with one version and its audit rows', async () => {
    const answer = await importSheet(server, pricing, SITE_URL, {
      name: 'co-loader-december.csv',
      bytes: csvOf([...lclCard('1', 'XQHAM'), ...lclCard('2', 'XQRTM')]),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.message).toBe('2 rate cards imported and published from 4 rows.')
    const cards = await cardsNamed(CARRIER)
    expect(cards.map(({ name, status }) => [name, status])).toEqual([
      [`Sea freight LCL BDCGP → XQHAM, ${CARRIER}, 2026-12-01 to 2026-12-31`, 'published'],
      [`Sea freight LCL BDCGP → XQRTM, ${CARRIER}, 2026-12-01 to 2026-12-31`, 'published'],
    ])
    const [first] = cards
    const item = await call(pricing, 'GET', `/api/staff/content/rate-cards/${first?.id}`)
    expect(item.body?.data).toMatchObject({
      published: {
        transitDays: 28,
        lcl: { perWm: '38.17', minimum: '1076.00' },
        charges: [
          {
            code: 'CFS',
            basis: 'per-wm',
            amount: '1200.00',
            currency: 'BDT',
            incoterms: ['FOB', 'CIF'],
          },
          { code: 'THC', basis: 'per-shipment', amount: '85.00', currency: 'USD', side: 'origin' },
        ],
      },
    })
    const versions = await call(
      pricing,
      'GET',
      `/api/staff/content/rate-cards/${first?.id}/versions`,
    )
    expect(versions.body?.data).toHaveLength(1)
    const audit = await call(admin, 'GET', '/api/staff/audit')
    const entries = audit.body?.data as { action: string; target: string | null }[]
    const about = (target: string) => entries.filter((entry) => entry.target === target)
    expect(
      about(`content:rate-cards:${first?.id}`)
        .map(({ action }) => action)
        .sort(),
    ).toEqual(['content.create', 'content.publish'])
    expect(about(`rate-card-import:${answer.body.data.import?.id}`)).toHaveLength(1)
  })

  it('imports from XLSX, number cells and date cells read as typed', async () => {
    const rows: SheetRow[] = [
      {
        Card: 7,
        Mode: 'Air freight',
        Origin: 'BDDAC',
        Destination: 'XQFRA',
        Carrier: CARRIER,
        Routing: 'via-dubai',
        'Transit days': 3,
        'Valid from': new Date(Date.UTC(2026, 11, 1)),
        'Valid to': new Date(Date.UTC(2027, 0, 15)),
        'Air minimum': 85,
        'Air -45': 4.35,
        'Air +45': 3.9,
        'Air +100': 3.15,
        'Charge code': 'FSC',
        'Charge basis': 'Per kg (chargeable)',
        'Charge amount': 0.85,
        'Charge where': 'Main carriage',
        'Paid by shipper under': 'CPT CIP',
      },
    ]
    const answer = await importSheet(server, pricing, SITE_URL, {
      name: 'air.xlsx',
      bytes: await xlsxOf(rows),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const [card] = await cardsNamed('XQFRA')
    const item = await call(pricing, 'GET', `/api/staff/content/rate-cards/${card?.id}`)
    expect(item.body?.data).toMatchObject({
      published: {
        validFrom: '2026-12-01',
        validTo: '2027-01-15',
        transitDays: 3,
        air: { minimum: '85.00', normal: '4.35', plus45: '3.90', plus100: '3.15', plus300: '' },
        charges: [
          { code: 'FSC', amount: '0.85', side: 'main-carriage', incoterms: ['CPT', 'CIP'] },
        ],
      },
    })
  })
})

/** Two good cards around a card with two problems, and a row of an unknown mode. */
const MIXED: SheetRow[] = [
  ...lclCard('1', 'XWHAM'),
  { ...lclCard('2', 'XWRTM')[0], 'Valid to': '30/11/2026' },
  lclCard('2', 'XWRTM')[1] as SheetRow,
  { ...lclCard('3', 'XWNYC')[0], Mode: 'Ship' },
  ...lclCard('4', 'XWANR'),
]

describe('a sheet with errors', () => {
  it('stores nothing, and names each refused row, column and problem', async () => {
    const before = (await call(pricing, 'GET', '/api/staff/rate-card-imports')).body?.data
    const answer = await importSheet(server, pricing, SITE_URL, {
      name: 'mixed.csv',
      bytes: csvOf(MIXED),
    })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe(
      '3 rows refused; nothing was imported. Put them right and import again, or import the 4 good rows only.',
    )
    expect(answer.body.data.check).toMatchObject({ rows: 7, goodRows: 4, cards: 2 })
    expect(answer.body.data.check.refusals).toEqual([
      {
        row: 4,
        column: 'I',
        heading: 'Valid to',
        message: 'Valid to cannot be before valid from.',
      },
      {
        row: 5,
        column: null,
        heading: null,
        message: 'Not imported: card 2 has a problem on row 4.',
      },
      {
        row: 6,
        column: 'B',
        heading: 'Mode',
        message: 'Mode: "Ship" is not one of Air freight, Sea freight LCL, Sea freight FCL.',
      },
    ])
    expect(await cardsNamed('XW')).toEqual([])
    expect((await call(pricing, 'GET', '/api/staff/rate-card-imports')).body?.data).toEqual(before)
  })

  it('imports the good rows only when asked, and counts the rows left out', async () => {
    const answer = await importSheet(
      server,
      pricing,
      SITE_URL,
      { name: 'mixed.csv', bytes: csvOf(MIXED) },
      true,
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.message).toBe(
      '2 rate cards imported and published from 4 rows; 3 refused rows left out.',
    )
    expect(answer.body.data.import).toMatchObject({ cards: 2, rows: 4, refusedRows: 3 })
    const lanes = (await cardsNamed('XW')).map(({ name }) => /→ (\w+)/.exec(name)?.[1])
    expect(lanes).toEqual(['XWHAM', 'XWANR'])
  })
})

describe('undo', () => {
  it('deletes the cards of an import, once', async () => {
    const answer = await importSheet(server, pricing, SITE_URL, {
      name: 'to-undo.csv',
      bytes: csvOf(lclCard('1', 'XUHAM')),
    })
    const id = answer.body.data.import?.id
    expect(await cardsNamed('XUHAM')).toHaveLength(1)
    const undone = await call(pricing, 'POST', `/api/staff/rate-card-imports/${id}/undo`)
    expect(undone.status).toBe(200)
    expect(undone.body?.message).toBe('Import undone: 1 rate card of to-undo.csv deleted.')
    expect(undone.body?.data).toMatchObject({ id, undoneBy: 'Test pricing' })
    expect(await cardsNamed('XUHAM')).toEqual([])
    const again = await call(pricing, 'POST', `/api/staff/rate-card-imports/${id}/undo`)
    expect(again.status).toBe(409)
    expect(again.body?.message).toBe('This import was already undone.')
  })

  it('is refused once a card of the import was changed, and nothing is deleted', async () => {
    const answer = await importSheet(server, pricing, SITE_URL, {
      name: 'changed.csv',
      bytes: csvOf([...lclCard('1', 'XVHAM'), ...lclCard('2', 'XVRTM')]),
    })
    const [card] = await cardsNamed('XVRTM')
    const item = await call(pricing, 'GET', `/api/staff/content/rate-cards/${card?.id}`)
    const { revision, published } = item.body?.data as { revision: number; published: object }
    const saved = await call(pricing, 'PUT', `/api/staff/content/rate-cards/${card?.id}`, {
      revision,
      data: { ...published, transitDays: 30 },
    })
    expect(saved.status).toBe(200)
    const undone = await call(
      pricing,
      'POST',
      `/api/staff/rate-card-imports/${answer.body.data.import?.id}/undo`,
    )
    expect(undone.status).toBe(409)
    expect(undone.body?.message).toContain('XVRTM')
    expect(undone.body?.message).toContain('was changed after the import')
    expect(await cardsNamed('XV')).toHaveLength(2)
  })

  it('is refused once a quote request was priced from a card of the import, naming the quote', async () => {
    // A card valid from today, so that the instant estimate prices a quote with it.
    const dayFirst = (day: string) => day.split('-').reverse().join('/')
    const today = dhakaToday()
    const answer = await importSheet(server, pricing, SITE_URL, {
      name: 'used.csv',
      bytes: csvOf([
        {
          Card: '1',
          Mode: 'LCL',
          Origin: 'BDCGP',
          Destination: 'NLRTM',
          Carrier: CARRIER,
          Routing: 'Via Colombo',
          'Transit days': '26',
          'Valid from': dayFirst(today),
          'Valid to': dayFirst(addDays(today, 30)),
          'LCL per W/M': '40',
          'LCL minimum': '100',
          'Charge code': 'THC',
          'Charge basis': 'per shipment',
          'Charge amount': '85',
          'Charge where': 'origin',
          'Paid by shipper under': 'FOB',
        },
      ]),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const sent = await postJson(`${server.url}/api/quote/create`, {
      service: 'ocean-freight',
      load: 'lcl-totals',
      cargoTotals: { pieces: 12, volumeCbm: 4.2, grossWeightKg: 2900 },
      originCity: 'Chattogram',
      originCountry: 'Bangladesh',
      destinationCity: 'Rotterdam',
      destinationCountry: 'Netherlands',
      incoterm: 'FOB',
      cargoReadyDate: addDays(today, 5),
      commodity: 'Knitwear',
      name: 'Rahima Akter',
      email: 'rahima@example.com',
      phone: '+880 1711 555123',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const reference = (sent.body.data as { reference: string }).reference

    const undone = await call(
      pricing,
      'POST',
      `/api/staff/rate-card-imports/${answer.body.data.import?.id}/undo`,
    )
    expect(undone.status).toBe(409)
    expect(undone.body?.message).toContain(reference)
    expect(await cardsNamed('NLRTM')).toHaveLength(1)
  })
})

describe('roles', () => {
  it.each([
    ['hr', () => hr],
    ['sales', () => sales],
  ])('%s may not import, list imports, undo or download the template', async (_role, who) => {
    const answer = await importSheet(server, who(), SITE_URL, {
      name: 'hr.csv',
      bytes: csvOf(lclCard('1', 'XRHAM')),
    })
    expect(answer.status).toBe(403)
    for (const path of [
      '/api/staff/rate-card-imports',
      '/api/staff/rate-card-imports/template.csv',
    ]) {
      expect((await call(who(), 'GET', path)).status, path).toBe(403)
    }
    expect((await call(who(), 'POST', '/api/staff/rate-card-imports/1/undo')).status).toBe(403)
    expect(await cardsNamed('XRHAM')).toEqual([])
  })

  it('an admin may import', async () => {
    const answer = await importSheet(server, admin, SITE_URL, {
      name: 'admin.csv',
      bytes: csvOf(lclCard('1', 'XAHAM')),
    })
    expect(answer.status).toBe(200)
  })
})

describe('the template', () => {
  it.each([
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['csv', 'text/csv; charset=utf-8'],
  ])('downloads as %s, and imports back as a sheet of no rows', async (format, type) => {
    const response = await fetch(`${server.url}/api/staff/rate-card-imports/template.${format}`, {
      headers: { cookie: pricing.cookie },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="rate-cards-template.${format}"`,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    if (format === 'csv') expect(bytes.toString('utf8')).toContain('Valid from · কার্যকর শুরু')
    const answer = await importSheet(server, pricing, SITE_URL, {
      name: `template.${format}`,
      bytes,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('The sheet has no rows to import: fill in the template first.')
  })
})

/** Three letters for a number under 26³: a UN/LOCODE's place of its own. */
function letters(index: number): string {
  return [676, 26, 1]
    .map((unit) => String.fromCharCode(65 + (Math.floor(index / unit) % 26)))
    .join('')
}

describe('a large sheet', () => {
  it('is read in a worker thread: the server keeps answering', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) =>
      lclCard(String(index + 1), `XL${letters(index)}`),
    ).flat()
    const bytes = csvOf(rows)
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const started = Date.now()
    const answer = await importSheet(server, pricing, SITE_URL, { name: 'large.csv', bytes })
    const took = Date.now() - started
    lag.disable()
    const maxLagMs = lag.max / 1e6
    console.info(
      `large import: ${bytes.length} bytes, ${rows.length} rows, ${took} ms, event loop lag max ${maxLagMs.toFixed(0)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms`,
    )
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200)
    expect(answer.body.data.import?.cards).toBe(2000)
    expect(maxLagMs).toBeLessThan(1000)
  }, 180_000)
})
