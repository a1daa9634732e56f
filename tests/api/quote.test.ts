import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, like } from 'drizzle-orm'
import { addDays, localToday } from '#domain/calendar.ts'
import { openDatabase } from '#server/db/client.ts'
import { outbox, quoteRequests } from '#server/db/schema.ts'
import { postJson } from './support/http.ts'
import { databaseUrlFor, removeDataDir, startServer, type RunningServer } from './support/server.ts'

const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`

function validRequest(label: string) {
  return {
    service: 'air-freight',
    originCity: 'Dhaka',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: 'FOB',
    cargoReadyDate: addDays(localToday(), 10),
    commodity: 'Cotton T-shirts',
    hsCode: '6109.10',
    packages: [
      { count: 2, lengthCm: 60, widthCm: 50, heightCm: 40, weightKg: 8 },
      { count: 1, lengthCm: 30, widthCm: 30, heightCm: 30, weightKg: 25.2 },
    ],
    dangerousGoods: false,
    temperatureControlled: true,
    stackable: true,
    notes: 'Pickup from our factory in Gazipur.',
    name: 'Rahima Akter',
    company: 'Akter Knitwear Ltd.',
    email: email(label),
    phone: '+880 1711 555123',
  }
}

/** Ocean freight, full containers: the cargo is its container lines, not package lines. */
function fclRequest(label: string) {
  const rest: Partial<ReturnType<typeof validRequest>> = validRequest(label)
  delete rest.packages
  return {
    ...rest,
    service: 'ocean-freight',
    destinationCity: 'Rotterdam',
    load: 'fcl',
    containers: [
      { type: '40HC', quantity: 2 },
      { type: '20RF', quantity: 1 },
    ],
  }
}

/** Ocean freight, LCL, described by the shipper's own totals. */
function lclTotalsRequest(label: string) {
  const rest: Partial<ReturnType<typeof validRequest>> = validRequest(label)
  delete rest.packages
  return {
    ...rest,
    service: 'ocean-freight',
    load: 'lcl-totals',
    cargoTotals: { pieces: 40, volumeCbm: 59.5, grossWeightKg: 12_300 },
  }
}

let server: RunningServer
const references = new Map<string, string>()

function create(body: unknown) {
  return postJson(`${server.url}/api/quote/create`, body)
}

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('POST /api/quote/create', () => {
  it('answers 200 with a Q-<year>-<6 digits> reference', async () => {
    const { status, body } = await create(validRequest('ok'))
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({
      code: 200,
      message: expect.any(String),
      data: {
        reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/),
        // Whether the confirmation email is on its way: confirmation-emails.test.ts tells them apart.
        confirmationEmail: expect.stringMatching(/^(sending|not-sent)$/),
      },
    })
    references.set(email('ok'), (body.data as { reference: string }).reference)
  })

  it('ignores totals sent by the client and computes its own', async () => {
    const { status, body } = await create({
      ...validRequest('totals'),
      totalPieces: 1,
      grossWeightKg: 1,
      volumeCbm: 0,
      chargeableWeightKg: 0.5,
      chargeableRule: 'wm',
    })
    expect(status).toBe(200)
    references.set(email('totals'), (body.data as { reference: string }).reference)
  })

  it.each([
    ['an ocean FCL request by container lines', 'fcl', fclRequest('fcl')],
    ['an ocean LCL request by its declared totals', 'lcl-totals', lclTotalsRequest('lcl-totals')],
    [
      'an ocean LCL request by package lines, with the load named',
      'lcl-packages',
      { ...validRequest('lcl-packages'), service: 'ocean-freight', load: 'lcl-packages' },
    ],
    [
      '“Not sure” as the Incoterm',
      'not-sure',
      { ...validRequest('not-sure'), incoterm: 'NOT_SURE' },
    ],
  ])('accepts %s', async (_label, label, request) => {
    const { status, body } = await create(request)
    expect(status, JSON.stringify(body)).toBe(200)
    references.set(email(label), (body.data as { reference: string }).reference)
  })

  it.each([
    ['FCL without container lines', { ...fclRequest('bad'), containers: undefined }, 'containers'],
    ['FCL with no container line', { ...fclRequest('bad'), containers: [] }, 'containers'],
    [
      'an unknown container type',
      { ...fclRequest('bad'), containers: [{ type: '45HC', quantity: 1 }] },
      'containers.0.type',
    ],
    [
      'a zero container count',
      { ...fclRequest('bad'), containers: [{ type: '20GP', quantity: 0 }] },
      'containers.0.quantity',
    ],
    [
      'FCL with package lines as well (one would be lost)',
      { ...fclRequest('bad'), packages: validRequest('bad').packages },
      'packages',
    ],
    ['containers for air freight', { ...fclRequest('bad'), service: 'air-freight' }, 'load'],
    [
      'LCL by totals without them',
      { ...lclTotalsRequest('bad'), cargoTotals: undefined },
      'cargoTotals',
    ],
    [
      'LCL totals with a volume of 0',
      { ...lclTotalsRequest('bad'), cargoTotals: { pieces: 1, volumeCbm: 0, grossWeightKg: 5 } },
      'cargoTotals.volumeCbm',
    ],
    ['an unknown load', { ...fclRequest('bad'), load: 'bulk' }, 'load'],
  ])('rejects %s with 400 and the field', async (_label, body, field) => {
    const answer = await create(body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors, JSON.stringify(answer.body)).toHaveProperty([field])
  })

  it.each([
    ['an empty body', {}, 'service'],
    ['an unknown service', { service: 'teleport' }, 'service'],
    ['an unknown Incoterm', { incoterm: 'FAS' }, 'incoterm'],
    ['a date in the past', { cargoReadyDate: addDays(localToday(), -3) }, 'cargoReadyDate'],
    [
      'a date as typed on the form rather than ISO',
      { cargoReadyDate: '03/01/27' },
      'cargoReadyDate',
    ],
    ['a short HS code', { hsCode: '6109' }, 'hsCode'],
    ['no package lines', { packages: [] }, 'packages'],
    [
      'a zero count',
      { packages: [{ count: 0, lengthCm: 1, widthCm: 1, heightCm: 1, weightKg: 1 }] },
      'packages.0.count',
    ],
    [
      // Digits as text are read, as a form types them (tests/api/bangla-quote.test.ts); words not.
      'a size in words',
      { packages: [{ count: 1, lengthCm: 'ten', widthCm: 1, heightCm: 1, weightKg: 1 }] },
      'packages.0.lengthCm',
    ],
    ['a bad email', { email: 'nobody' }, 'email'],
    ['a flag that is not a boolean', { dangerousGoods: 'yes' }, 'dangerousGoods'],
  ])('rejects %s with 400 and the field', async (_label, change, field) => {
    const body = { ...(Object.keys(change).length ? validRequest('bad') : {}), ...change }
    const answer = await create(body)
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe(400)
    expect(answer.body.errors).toHaveProperty([field])
  })

  it('rejects a body that is not JSON', async () => {
    const answer = await create('{"service":')
    expect(answer.status).toBe(400)
  })

  it('gives unique references to concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => create(validRequest(`burst-${index}`))),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const refs = answers.map((answer) => (answer.body.data as { reference: string }).reference)
    expect(new Set(refs).size).toBe(refs.length)
    for (const ref of refs) expect(ref).toMatch(/^Q-\d{4}-\d{6}$/)
  })

  it('answers a filled honeypot like a success', async () => {
    const { status, body } = await create({ ...validRequest('bot'), website: 'http://spam' })
    expect(status).toBe(200)
    references.set(email('bot'), (body.data as { reference: string }).reference)
  })
})

describe('what is stored (read after the server stops)', () => {
  type Rows = {
    quotes: (typeof quoteRequests.$inferSelect)[]
    emails: (typeof outbox.$inferSelect)[]
  }
  let rows: Rows

  beforeAll(async () => {
    await server.stop()
    const handle = await openDatabase({
      DATA_DIR: server.dataDir,
      DATABASE_URL: databaseUrlFor(server.dataDir),
    })
    try {
      const quotes = await handle.db
        .select()
        .from(quoteRequests)
        .where(like(quoteRequests.email, `%-${RUN}@example.com`))
      const emails = quotes.length
        ? await handle.db
            .select()
            .from(outbox)
            .where(
              and(
                inArray(outbox.kind, ['quote-sales', 'quote-confirmation']),
                inArray(
                  outbox.subjectId,
                  quotes.map((quote) => quote.id),
                ),
              ),
            )
        : []
      rows = { quotes, emails }
    } finally {
      await handle.close()
    }
  })

  const quoteFor = (label: string) => rows.quotes.find((quote) => quote.email === email(label))

  it('stores the request with the totals the server computed', () => {
    const quote = quoteFor('totals')
    expect(quote).toBeDefined()
    expect(quote?.reference).toBe(references.get(email('totals')))
    // 2 × 60×50×40 = 240,000 cm³ + 27,000 cm³ = 0.267 CBM → 44.589 kg volumetric;
    // gross 16 + 25.2 = 41.2 kg; chargeable 44.589 → 45 kg (next 0.5 kg).
    expect(quote).toMatchObject({
      totalPieces: 3,
      grossWeightKg: '41.20',
      volumeCbm: '0.267',
      chargeableWeightKg: '45.00',
      chargeableRule: 'air',
      incoterm: 'FOB',
      hsCode: '6109.10',
      temperatureControlled: true,
      isSpam: false,
    })
    expect(quote?.packages).toEqual(validRequest('x').packages)
  })

  it('queues a sales-desk email and a confirmation for each request, in the same transaction', () => {
    const quote = quoteFor('ok')
    const emails = rows.emails.filter((row) => row.subjectId === quote?.id)
    expect(emails.map((row) => row.kind).sort()).toEqual(['quote-confirmation', 'quote-sales'])
    const sales = emails.find((row) => row.kind === 'quote-sales')
    expect(sales?.recipient).toBeNull()
    expect(sales?.bodyText).toContain('Pickup from our factory in Gazipur.')
    expect(sales?.bodyText).toContain(quote?.reference)
  })

  it('the confirmation goes to the visitor with the reference and no text they typed', () => {
    const quote = quoteFor('ok')
    const confirmation = rows.emails.find(
      (row) => row.subjectId === quote?.id && row.kind === 'quote-confirmation',
    )
    expect(confirmation?.recipient).toBe(email('ok'))
    expect(confirmation?.subject).toContain(quote?.reference)
    const body = `${confirmation?.subject}\n${confirmation?.bodyText}\n${confirmation?.bodyHtml}`
    expect(body).toContain(quote?.reference)
    expect(body).toContain('AIR FREIGHT')
    expect(body).toContain('FOB')
    for (const typed of ['Rahima', 'Akter Knitwear', 'Cotton', 'Gazipur', 'Hamburg', 'Germany']) {
      expect(body, typed).not.toContain(typed)
    }
  })

  it('escapes visitor text in the sales email HTML', async () => {
    // Checked on a fresh server: a request whose text is markup.
    const fresh = await startServer()
    try {
      const answer = await postJson(`${fresh.url}/api/quote/create`, {
        ...validRequest('html'),
        commodity: '<script>alert(1)</script>',
        notes: '<img src=x onerror=alert(1)> & "quotes"',
      })
      expect(answer.status).toBe(200)
    } finally {
      await fresh.stop()
    }
    const handle = await openDatabase({
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: databaseUrlFor(fresh.dataDir),
    })
    try {
      const [quote] = await handle.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.email, email('html')))
      const [sales] = await handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'quote-sales'), eq(outbox.subjectId, quote?.id ?? -1)))
      expect(sales?.bodyHtml).not.toContain('<script>')
      expect(sales?.bodyHtml).not.toContain('<img')
      expect(sales?.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(sales?.bodyHtml).toContain('&amp; &quot;quotes&quot;')
    } finally {
      await handle.close()
      await removeDataDir(fresh.dataDir)
    }
  })

  const emailsFor = (label: string) => {
    const quote = quoteFor(label)
    const of = (kind: string) =>
      rows.emails.find((row) => row.subjectId === quote?.id && row.kind === kind)
    return { quote, sales: of('quote-sales'), confirmation: of('quote-confirmation') }
  }

  it('stores an FCL request with its container lines, and both emails list them', () => {
    const { quote, sales, confirmation } = emailsFor('fcl')
    expect(quote?.reference).toBe(references.get(email('fcl')))
    expect(quote?.packages).toEqual({ load: 'fcl', containers: fclRequest('x').containers })
    // Priced per container: the row counts containers and has no weight or volume of its own.
    expect(quote).toMatchObject({ totalPieces: 3, chargeableRule: 'fcl', volumeCbm: '0.000' })
    // The HTML writes the foot mark as &#39;, as it escapes every value.
    const html = sales?.bodyHtml.replaceAll('&#39;', "'")
    for (const body of [sales?.bodyText, html, confirmation?.bodyText]) {
      expect(body).toContain('Containers (FCL)')
      expect(body).toContain("2 × 40' high cube")
      expect(body).toContain("1 × 20' reefer")
      expect(body).not.toContain('Gross weight')
    }
    expect(sales?.bodyText).toContain('Load: FCL: full containers')
  })

  it('stores an LCL request by totals, charged in revenue tonnes (W/M), not in kilograms', () => {
    const { quote, sales, confirmation } = emailsFor('lcl-totals')
    expect(quote?.packages).toEqual({
      load: 'lcl-totals',
      cargoTotals: { pieces: 40, volumeCbm: 59.5, grossWeightKg: 12_300 },
    })
    // 59.5 CBM against 12.3 t: the greater is 59.5 revenue tonnes.
    expect(quote).toMatchObject({
      totalPieces: 40,
      grossWeightKg: '12300.00',
      volumeCbm: '59.500',
      chargeableWeightKg: '59500.00',
      chargeableRule: 'wm',
    })
    for (const body of [sales?.bodyText, confirmation?.bodyText]) {
      expect(body).toContain('Chargeable (W/M): 59.5 W/M (revenue tonnes)')
      expect(body).not.toContain('59,500 kg')
      expect(body).toContain('40 pcs, 59.5 CBM, 12,300 kg in all')
    }
  })

  it('writes package lines as pieces and one size, not as four dimensions', () => {
    const { sales } = emailsFor('lcl-packages')
    expect(sales?.bodyText).toContain('2 pcs, 60 × 50 × 40 cm, 8 kg each')
    expect(sales?.bodyText).not.toMatch(/\d+ × \d+ × \d+ × \d+ cm/)
    expect(sales?.bodyText).toContain(
      'Load: LCL (shared container): I know each package’s dimensions',
    )
  })

  it('stores “Not sure” as the Incoterm, and the emails say so in words', () => {
    const { quote, sales, confirmation } = emailsFor('not-sure')
    expect(quote?.incoterm).toBe('NOT_SURE')
    expect(sales?.bodyText).toContain('Incoterm: Not sure – please advise')
    expect(confirmation?.bodyText).toContain('Incoterm: Not sure – please advise')
  })

  it('references of concurrent requests are all stored, once each', () => {
    const burst = rows.quotes.filter((quote) => quote.email.startsWith('burst-'))
    expect(rows.quotes.length).toBeGreaterThan(25)
    expect(burst).toHaveLength(25)
    expect(new Set(burst.map((quote) => quote.reference)).size).toBe(25)
    const burstEmails = rows.emails.filter((row) =>
      burst.some((quote) => quote.id === row.subjectId),
    )
    expect(burstEmails).toHaveLength(50)
  })

  it('stores a honeypot request as spam and queues no email for it', () => {
    const quote = quoteFor('bot')
    expect(quote?.isSpam).toBe(true)
    expect(rows.emails.filter((row) => row.subjectId === quote?.id)).toEqual([])
  })
})
