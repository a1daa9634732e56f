import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, localToday } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { HONEYPOT_FIELD } from '#schemas/honeypot.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson } from './support/http.ts'
import { expectDhakaTimeCell, parseCsv } from './support/inbox.ts'
import { publishPosition } from './support/positions.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { DEFAULT_SITE_ORIGIN, signedInStaff } from './support/staff.ts'

/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const CONTACTS = 7

let server: RunningServer
/** The position applied for, published by hr for this file. */
let openPosition: StaffPosition
let smtp: TestSmtp
const staff: Record<
  'admin' | 'sales' | 'colleague' | 'hr',
  { cookie: string; id: string; email: string }
> = {} as never
const ids = { contacts: [] as number[], spam: 0, quote: 0, application: 0, reference: '' }

/** The site's own origin: the staff API refuses state changes from any other. */
const ORIGIN = DEFAULT_SITE_ORIGIN

function call(path: string, who: keyof typeof staff | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (who) headers.set('cookie', staff[who].cookie)
  if (init.method === 'POST') {
    headers.set('origin', ORIGIN)
    headers.set('content-type', 'application/json')
  }
  return fetch(`${server.url}${path}`, { ...init, headers })
}

async function json(path: string, who: keyof typeof staff | null, init: RequestInit = {}) {
  const response = await call(path, who, init)
  return {
    status: response.status,
    headers: response.headers,
    // Tests assert on the shape; the body stays loosely typed here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await response.json()) as any,
  }
}

const post = (path: string, who: keyof typeof staff, body: unknown) =>
  json(path, who, { method: 'POST', body: JSON.stringify(body) })

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'website@example.com',
      MAIL_TO: 'desk@example.com',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '400',
    },
  })
  staff.admin = await signedInStaff(server, { role: 'admin' })
  staff.sales = await signedInStaff(server, { role: 'sales' })
  staff.colleague = await signedInStaff(server, { role: 'sales', name: 'Colleague Karim' })
  const hr = await signedInStaff(server, { role: 'hr' })
  staff.hr = hr
  openPosition = await publishPosition(server, { hr })

  for (let index = 0; index < CONTACTS; index++) {
    const answer = await postJson(`${server.url}/api/contact/create`, {
      name: `Inbox Tester ${index}`,
      email: `inbox-${index}-${RUN}@example.com`,
      // A valid phone number that a spreadsheet would compute (880 - 17 + 11): the export
      // must neutralise it like any other formula.
      phone: index === 0 ? '+(880)-17+11' : `+880 1711-${String(index).padStart(6, '0')}`,
      message:
        index === 0 ? `=HYPERLINK("http://evil.example","${RUN}")` : `Hello ${RUN} #${index}`,
    })
    expect(answer.status).toBe(200)
    ids.contacts.push((answer.body.data as { id: number }).id)
  }
  const spam = await postJson(`${server.url}/api/contact/create`, {
    name: 'Bot',
    email: `bot-${RUN}@example.com`,
    phone: '+880 1711-999999',
    message: `Buy now ${RUN}`,
    [HONEYPOT_FIELD]: 'http://spam.example',
  })
  ids.spam = (spam.body.data as { id: number }).id

  const quote = await postJson(`${server.url}/api/quote/create`, {
    service: 'ocean-freight',
    originCity: 'Chattogram',
    originCountry: 'Bangladesh',
    destinationCity: 'Rotterdam',
    destinationCountry: 'Netherlands',
    incoterm: 'FOB',
    cargoReadyDate: addDays(localToday(), 10),
    commodity: `Denim ${RUN}`,
    packages: [{ count: 4, lengthCm: 120, widthCm: 100, heightCm: 150, weightKg: 400 }],
    dangerousGoods: false,
    temperatureControlled: false,
    stackable: true,
    name: 'Quote Tester',
    email: `quote-${RUN}@example.com`,
    phone: '+880 1711 555123',
  })
  expect(quote.status).toBe(200)
  ids.reference = (quote.body.data as { reference: string }).reference

  const form = new FormData()
  for (const [name, value] of Object.entries({
    position_id: String(openPosition.id),
    name: 'Applicant Tester',
    email: `apply-${RUN}@example.com`,
    phone: '01711-000102',
    cover_letter: `Cover letter ${RUN}`,
  })) {
    form.append(name, value)
  }
  form.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'Tanjila CV.pdf')
  const application = await getJson(`${server.url}/api/jobs/applications/create`, {
    method: 'POST',
    body: form,
  })
  expect(application.status).toBe(200)
  ids.application = (application.body.data as { id: number }).id

  const quotes = await json(`/api/staff/inbox/quote-requests?q=${ids.reference}`, 'sales')
  ids.quote = quotes.body.data.items[0].id
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('who may call what', () => {
  const application = (): string => `/api/staff/inbox/job-applications/${ids.application}`
  const quote = (): string => `/api/staff/inbox/quote-requests/${ids.quote}`
  const contact = (): string => `/api/staff/inbox/contact-messages/${ids.contacts[1]}`

  it('answers 401 JSON without a session', async () => {
    for (const path of [
      '/api/staff/inbox/contact-messages',
      '/api/staff/inbox/counts',
      `${application()}/cv`,
    ]) {
      const answer = await json(path, null)
      expect(answer.status, path).toBe(401)
      expect(answer.body).toMatchObject({ code: 401, message: expect.any(String) })
    }
  })

  /** Paths with :contact, :quote and :application standing for this run's items. */
  const cases: [who: 'sales' | 'hr' | 'admin', path: string, expected: number][] = [
    ['sales', '/api/staff/inbox/contact-messages', 200],
    ['sales', '/api/staff/inbox/contact-messages/:contact', 200],
    ['sales', '/api/staff/inbox/quote-requests', 200],
    ['sales', '/api/staff/inbox/quote-requests/:quote', 200],
    ['sales', '/api/staff/inbox/job-applications', 403],
    ['sales', '/api/staff/inbox/job-applications/:application', 403],
    ['sales', '/api/staff/inbox/job-applications/:application/cv', 403],
    ['sales', '/api/staff/inbox/job-applications/export.csv', 403],
    ['hr', '/api/staff/inbox/contact-messages', 403],
    ['hr', '/api/staff/inbox/contact-messages/:contact', 403],
    ['hr', '/api/staff/inbox/quote-requests', 403],
    ['hr', '/api/staff/inbox/quote-requests/:quote', 403],
    ['hr', '/api/staff/inbox/quote-requests/export.csv', 403],
    ['hr', '/api/staff/inbox/job-applications', 200],
    ['hr', '/api/staff/inbox/job-applications/:application', 200],
    ['hr', '/api/staff/inbox/job-applications/:application/cv', 200],
    ['admin', '/api/staff/inbox/contact-messages/:contact', 200],
    ['admin', '/api/staff/inbox/quote-requests/:quote', 200],
    ['admin', '/api/staff/inbox/job-applications/:application/cv', 200],
  ]
  it.each(cases)('%s GET %s → %i', async (who, path, expected) => {
    const concrete = path
      .replace(':contact', String(ids.contacts[1]))
      .replace(':quote', String(ids.quote))
      .replace(':application', String(ids.application))
    const response = await call(concrete, who)
    expect(response.status).toBe(expected)
    await response.arrayBuffer()
  })

  it('refuses state changes to a role that may not work the list', async () => {
    const hrOnQuote = await post(`${quote()}/status`, 'hr', { status: 'closed' })
    expect(hrOnQuote.status).toBe(403)
    const salesOnApplication = await post(`${application()}/notes`, 'sales', { body: 'hello' })
    expect(salesOnApplication.status).toBe(403)
    const item = await json(quote(), 'sales')
    expect(item.body.data.status).toBe('new')
  })

  it('sends every answer with no-store and noindex', async () => {
    for (const path of [
      '/api/staff/inbox/contact-messages',
      contact(),
      '/api/staff/inbox/contact-messages/export.csv',
      '/api/staff/inbox/counts',
    ]) {
      const response = await call(path, 'sales')
      await response.arrayBuffer()
      expect(response.headers.get('cache-control'), path).toMatch(/no-store/)
      expect(response.headers.get('x-robots-tag'), path).toMatch(/noindex/)
    }
  })

  it('counts new items only in the lists the role works', async () => {
    const sales = await json('/api/staff/inbox/counts', 'sales')
    // Sales also work the customers' booking requests (issue 42).
    expect(Object.keys(sales.body.data).sort()).toEqual([
      'booking-requests',
      'contact-messages',
      'quote-requests',
    ])
    expect(sales.body.data['contact-messages']).toBeGreaterThanOrEqual(CONTACTS - 1)
    const hr = await json('/api/staff/inbox/counts', 'hr')
    expect(Object.keys(hr.body.data)).toEqual(['job-applications'])
    const admin = await json('/api/staff/inbox/counts', 'admin')
    expect(Object.keys(admin.body.data).sort()).toEqual([
      'booking-requests',
      'contact-messages',
      'job-applications',
      'quote-requests',
    ])
  })
})

describe('lists', () => {
  const list = (query: string) => json(`/api/staff/inbox/contact-messages?${query}`, 'sales')

  it('lists newest first and finds this run by search, without spam', async () => {
    const answer = await list(`q=${RUN}`)
    expect(answer.status).toBe(200)
    const found = answer.body.data.items.map((item: { id: number }) => item.id)
    expect(found).toEqual([...ids.contacts].reverse())
    expect(found).not.toContain(ids.spam)
  })

  it('searches name, email and phone, case-insensitively', async () => {
    const byEmail = await list(`q=INBOX-3-${RUN}`)
    expect(byEmail.body.data.items.map((item: { id: number }) => item.id)).toEqual([
      ids.contacts[3],
    ])
    const byName = await list(`q=${encodeURIComponent('inbox tester 4')}&assignee=`)
    expect(byName.body.data.items.map((item: { id: number }) => item.id)).toContain(ids.contacts[4])
    const byPhone = await list('q=1711-000005')
    expect(byPhone.body.data.items.map((item: { id: number }) => item.id)).toContain(
      ids.contacts[5],
    )
  })

  it('treats % and _ in the search as text', async () => {
    const answer = await list(`q=${encodeURIComponent(`%${RUN}`)}`)
    expect(answer.body.data.items).toEqual([])
  })

  it('shows honeypot hits under spam only', async () => {
    const answer = await list(`status=spam&q=${RUN}`)
    expect(answer.body.data.items.map((item: { id: number }) => item.id)).toEqual([ids.spam])
  })

  it('pages with a cursor, without gaps or repeats', async () => {
    const seen: number[] = []
    let cursor = ''
    for (let page = 0; page < 10; page++) {
      const answer = await list(`q=${RUN}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(answer.status).toBe(200)
      seen.push(...answer.body.data.items.map((item: { id: number }) => item.id))
      if (!answer.body.data.nextCursor) break
      cursor = answer.body.data.nextCursor
    }
    expect(seen).toEqual([...ids.contacts].reverse())
  })

  it('filters by date, in Dhaka days', async () => {
    // Dhaka's day, not the machine's: from 18:00 UTC on, the items made now are on Dhaka's next day.
    const tomorrow = addDays(dhakaToday(), 1)
    const none = await list(`q=${RUN}&from=${tomorrow}`)
    expect(none.body.data.items).toEqual([])
    const today = await list(`q=${RUN}&from=${dhakaToday()}&to=${dhakaToday()}`)
    expect(today.body.data.items).toHaveLength(CONTACTS)
  })

  it('takes empty parameters as absent and explains bad ones', async () => {
    const empty = await list(`q=${RUN}&status=&assignee=&from=&to=&cursor=&limit=`)
    expect(empty.status).toBe(200)
    expect(empty.body.data.items).toHaveLength(CONTACTS)
    const badStatus = await list('status=done')
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.message).toMatch(/status/i)
    const badCursor = await list('cursor=nonsense')
    expect(badCursor.status).toBe(400)
    expect(badCursor.body.message).toMatch(/cursor/i)
    const badDate = await list('from=2026-02-30')
    expect(badDate.status).toBe(400)
    const notADate = await list('from=31-12')
    expect(notADate.status).toBe(400)
    expect(notADate.body.message).toMatch(/day first, e\.g\. 31\/12\/2026/)
  })

  it('takes a day typed day first, in Bengali digits too, as the filter form sends it', async () => {
    const [year, month, day] = dhakaToday().split('-')
    for (const typed of [
      `${day}/${month}/${year}`,
      `${day}/${month}/${year}`.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit),
    ]) {
      const today = await list(
        `q=${RUN}&from=${encodeURIComponent(typed)}&to=${encodeURIComponent(typed)}`,
      )
      expect(today.status, typed).toBe(200)
      expect(today.body.data.items, typed).toHaveLength(CONTACTS)
    }
  })
})

describe('previews', () => {
  it('end with an ellipsis after a whole word when the text is longer', async () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ')
    // Its own mark: the other tests count this run's contact messages by RUN.
    const mark = randomUUID().slice(0, 8)
    const message = `Preview ${mark} ${words}`
    const sent = await postJson(`${server.url}/api/contact/create`, {
      name: 'Preview Tester',
      email: `preview-${mark}@example.com`,
      phone: '+880 1711-000999',
      message,
    })
    expect(sent.status).toBe(200)
    const { body } = await json(`/api/staff/inbox/contact-messages?q=${mark}`, 'sales')
    const snippet: string = body.data.items[0].snippet
    expect(snippet).toMatch(/\w…$/)
    const shown = snippet.slice(0, -1)
    expect(message.startsWith(shown)).toBe(true)
    expect(message[shown.length], 'the cut falls between words').toBe(' ')
    expect(snippet.length).toBeLessThanOrEqual(161)
    // A short text is shown whole, without an ellipsis.
    const short = await json(`/api/staff/inbox/contact-messages?q=${RUN}`, 'sales')
    const whole = short.body.data.items.find((item: { id: number }) => item.id === ids.contacts[1])
    expect(whole.snippet).toBe(`Hello ${RUN} #1`)
  })
})

describe('working an item', () => {
  const item = () => `/api/staff/inbox/contact-messages/${ids.contacts[2]}`

  it('records status changes with who and when', async () => {
    expect((await post(`${item()}/status`, 'sales', { status: 'in_progress' })).status).toBe(200)
    const bad = await post(`${item()}/status`, 'sales', { status: 'done' })
    expect(bad.status).toBe(400)
    const { body } = await json(item(), 'sales')
    expect(body.data.status).toBe('in_progress')
    expect(body.data.events).toEqual([
      expect.objectContaining({
        action: 'status',
        fromStatus: 'new',
        toStatus: 'in_progress',
        actor: { id: staff.sales.id, name: expect.any(String) },
        at: expect.any(String),
      }),
    ])
  })

  it('assigns to a colleague who works the list, and filters by assignee', async () => {
    const toHr = await post(`${item()}/assignee`, 'sales', { assigneeId: staff.hr.id })
    expect(toHr.status).toBe(400)
    const ok = await post(`${item()}/assignee`, 'sales', { assigneeId: staff.colleague.id })
    expect(ok.status).toBe(200)
    const mine = await json(`/api/staff/inbox/contact-messages?q=${RUN}&assignee=me`, 'colleague')
    expect(mine.body.data.items.map((row: { id: number }) => row.id)).toEqual([ids.contacts[2]])
    const byId = await json(
      `/api/staff/inbox/contact-messages?q=${RUN}&assignee=${staff.colleague.id}`,
      'sales',
    )
    expect(byId.body.data.items).toHaveLength(1)
    const nobody = await json(`/api/staff/inbox/contact-messages?q=${RUN}&assignee=none`, 'sales')
    expect(nobody.body.data.items).toHaveLength(CONTACTS - 1)
    const { body } = await json(item(), 'sales')
    expect(body.data.assignee).toEqual({ id: staff.colleague.id, name: expect.any(String) })
    expect(body.data.events.at(-1)).toMatchObject({
      action: 'assign',
      assignee: { id: staff.colleague.id },
    })
  })

  it('keeps internal notes in the history', async () => {
    const empty = await post(`${item()}/notes`, 'sales', { body: '   ' })
    expect(empty.status).toBe(400)
    expect(
      (await post(`${item()}/notes`, 'sales', { body: 'Called back, no answer' })).status,
    ).toBe(200)
    const { body } = await json(item(), 'sales')
    expect(body.data.events.at(-1)).toMatchObject({
      action: 'note',
      body: 'Called back, no answer',
    })
  })

  it('queues a reply once per key, sends it with Reply-To the staff member, and moves to answered', async () => {
    const key = randomUUID()
    const reply = { body: `Dear customer,\nwe can help. ${RUN}`, key }
    const [first, second] = await Promise.all([
      post(`${item()}/replies`, 'sales', reply),
      post(`${item()}/replies`, 'sales', reply),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const third = await post(`${item()}/replies`, 'sales', reply)
    expect(third.body.message).toMatch(/already/i)

    const visitor = `inbox-2-${RUN}@example.com`
    expect(await waitUntil(() => smtp.messages.some((mail) => mail.to.includes(visitor)))).toBe(
      true,
    )
    // The thread shows the reply's delivery once the outbox has marked it sent: from then on it
    // is never sent again, and a second copy would already have arrived.
    const replyOf = async () => {
      const later = await json(item(), 'sales')
      return later.body.data.events.find((event: { action: string }) => event.action === 'reply')
    }
    await expect
      .poll(
        async () => ((await replyOf()) as { delivery?: { status?: string } }).delivery?.status,
        {
          timeout: 10_000,
        },
      )
      .toBe('sent')
    const mails = smtp.messages.filter((mail) => mail.to.includes(visitor))
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.message.headers.get('reply-to')?.[0]).toContain(staff.sales.email)
    expect(mail?.text).toContain('we can help.')
    expect(mail?.subject).toMatch(/^Re: /)

    const { body } = await json(item(), 'sales')
    expect(body.data.status).toBe('answered')
    const replies = body.data.events.filter((event: { action: string }) => event.action === 'reply')
    expect(replies).toHaveLength(1)
    expect(await replyOf()).toMatchObject({ body: reply.body, delivery: { status: 'sent' } })
  })

  it('answers 404 for an item that does not exist', async () => {
    const answer = await json('/api/staff/inbox/contact-messages/2147483000', 'sales')
    expect(answer.status).toBe(404)
  })
})

describe('quote requests and job applications', () => {
  it('shows a quote with everything the sales email shows', async () => {
    const { body } = await json(`/api/staff/inbox/quote-requests/${ids.quote}`, 'sales')
    const rows = Object.fromEntries(
      body.data.sections.flatMap((section: { rows: [string, string][] }) => section.rows),
    )
    expect(rows).toMatchObject({
      Reference: ids.reference,
      Service: 'OCEAN FREIGHT',
      Origin: 'Chattogram, Bangladesh',
      Destination: 'Rotterdam, Netherlands',
      Incoterm: expect.stringContaining('FOB'),
      'Cargo ready': expect.any(String),
      Volume: '7.2 CBM',
      'Chargeable (W/M)': expect.stringContaining('revenue tonnes'),
      'Gross weight': expect.stringContaining('1,600'),
    })
    expect(body.data.packageLinesHeading).toBe('Package lines')
    expect(body.data.packageLines).toEqual([expect.stringContaining('4 pcs, 120 × 100 × 150 cm')])
  })

  it('finds a quote by its reference', async () => {
    const { body } = await json(
      `/api/staff/inbox/quote-requests?q=${ids.reference.toLowerCase()}`,
      'sales',
    )
    expect(body.data.items.map((item: { id: number }) => item.id)).toEqual([ids.quote])
  })

  it('finds a quote by its origin or destination city, and lists it with what sales sort by', async () => {
    for (const city of ['rotterdam', 'Chattogram']) {
      const { status, body } = await json(
        `/api/staff/inbox/quote-requests?q=${city}&limit=100`,
        'sales',
      )
      expect(status).toBe(200)
      const found = body.data.items.find((item: { id: number }) => item.id === ids.quote)
      expect(found, city).toMatchObject({
        quote: {
          service: 'Ocean freight',
          origin: 'Chattogram, Bangladesh',
          destination: 'Rotterdam, Netherlands',
          company: null,
          grossWeightKg: 1600,
          volumeCbm: 7.2,
          cargoReadyDate: addDays(localToday(), 10),
        },
      })
    }
    const contacts = await json(`/api/staff/inbox/contact-messages?q=${RUN}`, 'sales')
    expect(contacts.body.data.items[0]).toMatchObject({ quote: null })
  })

  it('lists the applications for one position', async () => {
    const other = await publishPosition(server)
    const forPosition = async (position: number | string) => {
      const answer = await json(
        `/api/staff/inbox/job-applications?q=${RUN}&position=${position}`,
        'hr',
      )
      return answer
    }
    const mine = await forPosition(openPosition.id)
    expect(mine.body.data.items.map((item: { id: number }) => item.id)).toEqual([ids.application])
    const others = await forPosition(other.id)
    expect(others.body.data.items).toEqual([])
    const bad = await forPosition('abc')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/position/i)
  })

  it('makes a shipment from a quote: the form starts from it, and each shows the other', async () => {
    const quote = () => json(`/api/staff/inbox/quote-requests/${ids.quote}`, 'sales')
    const before = await quote()
    expect(before.body.data.shipmentDraft).toEqual({
      quoteReference: ids.reference,
      origin: 'Chattogram, Bangladesh',
      destination: 'Rotterdam, Netherlands',
      mode: 'sea',
      // The quote named no company: the shipper is left for sales to fill in.
      shipperName: null,
    })
    expect(before.body.data.shipments).toEqual([])
    const draft = before.body.data.shipmentDraft
    const created = await post('/api/staff/shipments', 'sales', {
      ...draft,
      shipperName: 'Padma Denim Ltd',
      consigneeName: 'Maas Importers BV',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.data).toMatchObject({
      quoteReference: ids.reference,
      quoteRequestId: ids.quote,
    })
    const after = await quote()
    expect(after.body.data.shipments).toEqual([
      { id: created.body.data.id, reference: created.body.data.reference },
    ])
    const contact = await json(`/api/staff/inbox/contact-messages/${ids.contacts[1]}`, 'sales')
    expect(contact.body.data).toMatchObject({ shipmentDraft: null, shipments: [] })
  })

  it('an FCL quote: its containers counted in the list, its company the shipper of a shipment made from it', async () => {
    const fcl = await postJson(`${server.url}/api/quote/create`, {
      service: 'ocean-freight',
      originCity: 'Chattogram',
      originCountry: 'Bangladesh',
      destinationCity: 'Hamburg',
      destinationCountry: 'Germany',
      incoterm: 'FOB',
      cargoReadyDate: addDays(localToday(), 12),
      commodity: `Knitwear ${RUN}`,
      load: 'fcl',
      containers: [
        { type: '40HC', quantity: 2 },
        { type: '20GP', quantity: 1 },
      ],
      dangerousGoods: false,
      temperatureControlled: false,
      stackable: true,
      name: 'Rahima Akter',
      company: 'Akter Knitwear Ltd.',
      email: `fcl-${RUN}@example.com`,
      phone: '+880 1711 555124',
    })
    expect(fcl.status, JSON.stringify(fcl.body)).toBe(200)
    const reference = (fcl.body.data as { reference: string }).reference
    const list = await json(`/api/staff/inbox/quote-requests?q=${reference}`, 'sales')
    const [item] = list.body.data.items
    expect(item.quote.containers).toEqual({
      count: 3,
      lines: ["2 × 40' high cube", "1 × 20' standard"],
    })
    const detail = await json(`/api/staff/inbox/quote-requests/${item.id}`, 'sales')
    expect(detail.body.data.shipmentDraft).toEqual({
      quoteReference: reference,
      origin: 'Chattogram, Bangladesh',
      destination: 'Hamburg, Germany',
      mode: 'sea',
      shipperName: 'Akter Knitwear Ltd.',
    })
    // A quote by package lines has no containers to count.
    const lcl = await json(`/api/staff/inbox/quote-requests?q=${ids.reference}`, 'sales')
    expect(lcl.body.data.items[0].quote.containers).toBeNull()
  })

  it('shows an application with position and cover letter; the CV downloads safely', async () => {
    const { body } = await json(`/api/staff/inbox/job-applications/${ids.application}`, 'hr')
    expect(body.data.title).toBe(openPosition.title)
    expect(body.data.longText).toBe(`Cover letter ${RUN}`)
    expect(body.data.cv).toEqual({
      name: 'Tanjila CV.pdf',
      size: SAMPLE_PDF.length,
      mime: 'application/pdf',
    })
    const cv = await call(`/api/staff/inbox/job-applications/${ids.application}/cv`, 'hr')
    expect(cv.status).toBe(200)
    expect(cv.headers.get('content-type')).toBe('application/pdf')
    expect(cv.headers.get('content-disposition')).toMatch(/^attachment; filename="Tanjila CV.pdf"/)
    expect(cv.headers.get('x-content-type-options')).toBe('nosniff')
    expect(cv.headers.get('cache-control')).toMatch(/no-store/)
    expect(Buffer.from(await cv.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true)
  })

  it('serves no upload from a public URL', async () => {
    const response = await fetch(`${server.url}/uploads/`)
    expect(response.status).toBe(404)
    await response.arrayBuffer()
  })
})

describe('CSV export', () => {
  it('exports every row of the filter as an attachment, formulas neutralised', async () => {
    const response = await call(
      `/api/staff/inbox/contact-messages/export.csv?q=${RUN}&status=`,
      'sales',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"/)
    const rows = parseCsv(await response.text())
    expect(rows.map((row) => Number(row.id))).toEqual([...ids.contacts].reverse())
    const formula = rows.find((row) => row.email === `inbox-0-${RUN}@example.com`)
    expect(formula?.message).toBe(`'=HYPERLINK("http://evil.example","${RUN}")`)
    expect(formula?.phone).toBe("'+(880)-17+11")
    // Every phone number starting with + is neutralised, whether or not it looks like one.
    const typical = rows.find((row) => row.email === `inbox-1-${RUN}@example.com`)
    expect(typical?.phone).toBe("'+880 1711-000001")
    // The day and time the list shows (Dhaka), not UTC's, which is another day after 18:00.
    for (const row of rows) expectDhakaTimeCell(row.created_at, new Date(), 10 * 60_000)
  })

  it('writes every export to the audit log: who, which list and the filter', async () => {
    const exports = [
      ['sales', 'contact-messages'],
      ['sales', 'quote-requests'],
      ['hr', 'job-applications'],
    ] as const
    for (const [who, kind] of exports) {
      const response = await call(
        `/api/staff/inbox/${kind}/export.csv?q=${RUN}&status=new&assignee=me&from=2026-01-01&to=`,
        who,
      )
      expect(response.status).toBe(200)
      await response.text()
    }
    // A refused export is not an export.
    const refused = await call(
      `/api/staff/inbox/quote-requests/export.csv?q=refused-${RUN}&status=new`,
      'hr',
    )
    expect(refused.status).toBe(403)
    await refused.text()

    const audit = await json('/api/staff/audit', 'admin')
    expect(audit.status).toBe(200)
    const logged = (
      audit.body.data as {
        action: string
        target: string | null
        actor: { id: string } | null
        detail: Record<string, unknown> | null
      }[]
    ).filter(
      (entry) =>
        entry.action === 'inbox.export' &&
        String(entry.detail?.q).includes(RUN) &&
        entry.detail?.status === 'new',
    )
    expect(logged.map((entry) => [entry.actor?.id, entry.target, entry.detail]).reverse()).toEqual(
      exports.map(([who, kind]) => [
        staff[who].id,
        kind,
        // The empty `to` was absent, and is not recorded.
        { q: RUN, status: 'new', assignee: 'me', from: '2026-01-01' },
      ]),
    )
  })

  it('exports the spam filter too', async () => {
    const response = await call(
      `/api/staff/inbox/contact-messages/export.csv?q=${RUN}&status=spam`,
      'sales',
    )
    const rows = parseCsv(await response.text())
    expect(rows.map((row) => Number(row.id))).toEqual([ids.spam])
  })
})
