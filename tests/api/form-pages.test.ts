// Issue 14: the public forms posted as plain HTML forms (no JavaScript) to their own pages.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, like } from 'drizzle-orm'
import { addDays, formatDayFirst, localToday } from '#domain/calendar.ts'
import { CV_MAX_BYTES } from '#domain/cv-files.ts'
import type { TestPosition as StaffPosition } from './support/positions.ts'
import { openDatabase } from '#server/db/client.ts'
import { contactMessages, jobApplications, outbox, quoteRequests } from '#server/db/schema.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { publishPosition } from './support/positions.ts'
import { expectNonceCsp } from './support/rendered-pages.ts'
import { databaseUrlFor, removeDataDir, startServer, type RunningServer } from './support/server.ts'

/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`

let server: RunningServer
/** The position applied for, published by hr for this file. */
let position: StaffPosition

beforeAll(async () => {
  server = await startServer()
  position = await publishPosition(server)
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** Posts as a browser does: form-encoded or multipart, from the site's own origin, no redirects followed. */
function post(path: string, body: URLSearchParams | FormData | string, base = server.url) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: base,
      ...(typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body,
  })
}

/** Follows a 303 with the cookie it set, as the browser does. */
async function follow(response: Response, base = server.url) {
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';', 1)[0])
    .join('; ')
  return fetch(`${base}${response.headers.get('location')}`, { headers: { cookie } })
}

/** The text of an HTML page, tags removed, for "what the visitor reads". */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

const CONTACT = {
  name: 'Rahim Uddin',
  email: email('contact'),
  phone: '+8801711000000',
  message: 'Hello from a slow phone',
  website: '',
}

function quoteFields(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    service: 'ocean-freight',
    originCity: 'Chattogram',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: 'FOB',
    cargoReadyDate: formatDayFirst(addDays(localToday(), 7)),
    commodity: 'Cotton T-shirts',
    hsCode: '',
    'packages.0.count': '2',
    'packages.0.lengthCm': '100',
    'packages.0.widthCm': '100',
    'packages.0.heightCm': '100',
    'packages.0.weightKg': '50',
    // Lines left blank, as the form without JavaScript sends them.
    ...Object.fromEntries(
      [1, 2, 3, 4].flatMap((line) =>
        ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg'].map((field) => [
          `packages.${line}.${field}`,
          '',
        ]),
      ),
    ),
    stackable: 'on',
    notes: '',
    name: 'Rahim Uddin',
    company: '',
    email: email('quote'),
    phone: '+8801711000000',
    website: '',
    ...overrides,
  })
}

function application(overrides: { cv?: Blob | null; email?: string } = {}) {
  const form = new FormData()
  form.append('position_id', String(position.id))
  form.append('name', 'Nasrin Akter')
  form.append('email', overrides.email ?? email('application'))
  form.append('phone', '+8801711000111')
  form.append('cover_letter', 'I have shipped garments for ten years.')
  if (overrides.cv !== null) {
    form.append('cv', overrides.cv ?? new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf')
  }
  form.append('website', '')
  return form
}

describe('POST /contact (the contact form without JavaScript)', () => {
  it('stores the message and answers 303 to a confirmation page that says so', async () => {
    const response = await post('/contact', new URLSearchParams(CONTACT))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/contact/sent')
    expect(response.headers.get('set-cookie')).toMatch(/Path=\/contact\/sent;.*HttpOnly/)
    const page = await follow(response)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(text(html)).toContain('Thank you for contacting us')
    expectNonceCsp(page, html)
  })

  it('without the receipt, the confirmation page does not pretend anything was sent', async () => {
    const page = await fetch(`${server.url}/contact/sent`)
    expect(page.status).toBe(200)
    expect(text(await page.text())).toMatch(/Nothing to confirm/)
  })

  it('answers bad input with 400 and the whole page: values kept, errors beside fields and summarised', async () => {
    const response = await post(
      '/contact',
      new URLSearchParams({ ...CONTACT, email: 'not-an-email', phone: '12' }),
    )
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expectNonceCsp(response, html)
    expect(html).toMatch(/<html\b[^>]*\blang="en"/)
    expect(html).toContain('value="Rahim Uddin"')
    expect(html).toContain('value="not-an-email"')
    expect(html).toContain('>Hello from a slow phone</textarea>')
    const summary = /<div class="error-summary"[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? ''
    expect(summary).toContain('href="#contact-email"')
    expect(summary).toContain('href="#contact-phone"')
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"/)
  })

  it('answers a body over its limit with 413 and the page explaining it', async () => {
    const response = await post('/contact', `message=${'x'.repeat(200 * 1024)}`)
    expect(response.status).toBe(413)
    expect(text(await response.text())).toMatch(/too large/i)
  })

  it('refuses a form posted from another site', async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example' },
      body: new URLSearchParams({ ...CONTACT, email: email('cross-site') }),
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
  })
})

describe('POST /quote (the quote form without JavaScript)', () => {
  it('stores the request and confirms it with its reference, CBM and chargeable weight', async () => {
    const response = await post('/quote', quoteFields())
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/quote/sent')
    const page = await follow(response)
    const html = await page.text()
    expectNonceCsp(page, html)
    const shown = text(html)
    expect(shown).toMatch(/Your reference: Q-\d{4}-\d{6}/)
    // 2 × 100×100×100 cm = 2 CBM; sea W/M: the greater of 100 kg and 2 × 1000 kg.
    expect(shown).toContain('Volume 2 CBM')
    expect(shown).toContain('Chargeable (W/M) 2 W/M (revenue tonnes)')
    expect(shown).not.toContain('2,000 kg')
  })

  it('takes an FCL request by its container lines, and the confirmation lists them', async () => {
    const response = await post(
      '/quote',
      quoteFields({
        load: 'fcl',
        incoterm: 'NOT_SURE',
        email: email('quote-fcl'),
        'containers.0.type': '',
        'containers.0.quantity': '',
        'containers.1.type': '40HC',
        'containers.1.quantity': '2',
        'containers.2.type': '',
        'containers.2.quantity': '',
      }),
    )
    expect(response.status, text(await response.clone().text()).slice(0, 400)).toBe(303)
    const shown = text(await (await follow(response)).text())
    expect(shown).toMatch(/Your reference: Q-\d{4}-\d{6}/)
    expect(shown).toContain('Containers 2')
    expect(shown).toContain("2 × 40' high cube")
  })

  it('an FCL request without containers comes back with the error beside the first line', async () => {
    const response = await post(
      '/quote',
      quoteFields({ load: 'fcl', email: email('quote-fcl-bad') }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('href="#quote-containers-0-type"')
    // The load chosen stays chosen.
    const checked = html
      .match(/<input[^>]*name="load"[^>]*>/g)
      ?.filter((input) => input.includes('checked'))
    expect(checked).toEqual([expect.stringContaining('value="fcl"')])
  })

  it('names errors after the lines as shown, even with blank lines before them', async () => {
    const response = await post(
      '/quote',
      quoteFields({
        'packages.0.count': '',
        'packages.0.lengthCm': '',
        'packages.0.widthCm': '',
        'packages.0.heightCm': '',
        'packages.0.weightKg': '',
        'packages.2.count': '3',
        'packages.2.lengthCm': '50',
        'packages.2.widthCm': '40',
        'packages.2.heightCm': '30',
        email: 'nope',
      }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('href="#quote-packages-2-weightKg"')
    expect(html).toContain('href="#quote-email"')
    expect(html).toMatch(/id="quote-packages-2-count"[^>]*value="3"/)
    expect(html).toContain('value="nope"')
    // Three sections, five package lines, and two buttons: the instant estimate's (issue 41) and
    // Send.
    expect(text(html).match(/Step \d of 3/g)?.length).toBe(3)
    expect(html.match(/<legend>Package line/g)?.length).toBe(5)
    expect(html.match(/type="submit"/g)?.length).toBe(2)
    expect(text(html)).toContain('Show the instant estimate')
  })
})

describe('POST /careers/:id (the application form without JavaScript)', () => {
  it('stores the application with its CV and confirms it', async () => {
    const response = await post(`/careers/${position.id}`, application())
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/careers/${position.id}/applied`)
    const page = await follow(response)
    const html = await page.text()
    expectNonceCsp(page, html)
    expect(text(html)).toContain(`Thank you for your application for ${position.title}`)
  })

  it('keeps the text values and asks for the CV when it is missing', async () => {
    const response = await post(
      `/careers/${position.id}`,
      application({ cv: null, email: email('no-cv') }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('value="Nasrin Akter"')
    expect(html).toContain('I have shipped garments for ten years.</textarea>')
    expect(html).toContain('href="#application-cv"')
    expect(text(html)).toContain('Please attach your CV')
  })

  it('explains a CV over the limit with 413, the text values kept', async () => {
    const response = await post(
      `/careers/${position.id}`,
      application({
        cv: new Blob([SAMPLE_PDF, Buffer.alloc(CV_MAX_BYTES + 1024)], { type: 'application/pdf' }),
        email: email('large-cv'),
      }),
    )
    expect(response.status).toBe(413)
    const html = await response.text()
    expect(text(html)).toMatch(/larger than 5 MB/)
    expect(html).toContain('value="Nasrin Akter"')
  })
})

describe('the JSON API is unchanged', () => {
  it('still answers JSON for JSON', async () => {
    const response = await fetch(`${server.url}/api/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CONTACT, email: email('json') }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ code: 200, data: { id: expect.any(Number) } })
  })
})

describe('rate limits are shared with the JSON API', () => {
  let limited: RunningServer
  beforeAll(async () => {
    limited = await startServer({ env: { RATE_LIMIT_CONTACT: '2' } })
  })
  afterAll(async () => {
    await limited?.stop()
    if (limited) await removeDataDir(limited.dataDir)
  })

  it('one message through the API and one through the page use the limit up: 429 explained, values kept', async () => {
    const api = await fetch(`${limited.url}/api/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CONTACT, email: email('limit-api') }),
    })
    expect(api.status).toBe(200)
    const page = await post(
      '/contact',
      new URLSearchParams({ ...CONTACT, email: email('limit-page') }),
      limited.url,
    )
    expect(page.status).toBe(303)
    const refused = await post(
      '/contact',
      new URLSearchParams({ ...CONTACT, email: email('limit-refused') }),
      limited.url,
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(text(html)).toMatch(/Too many requests\. Please try again in/)
    expect(html).toContain(`value="${email('limit-refused')}"`)
  })
})

describe('what is stored (read after the server stops)', () => {
  it('stores what was accepted, with its email in the outbox, and nothing that was refused', async () => {
    await server.stop()
    const handle = await openDatabase({
      DATA_DIR: server.dataDir,
      DATABASE_URL: databaseUrlFor(server.dataDir),
    })
    try {
      const messages = await handle.db
        .select()
        .from(contactMessages)
        .where(like(contactMessages.email, `%-${RUN}@example.com`))
      expect(messages.map((row) => row.email).sort()).toEqual(
        [email('contact'), email('json')].sort(),
      )
      const quotes = await handle.db
        .select()
        .from(quoteRequests)
        .where(like(quoteRequests.email, `%-${RUN}@example.com`))
      expect(quotes.map((row) => row.email).sort()).toEqual(
        [email('quote'), email('quote-fcl')].sort(),
      )
      expect(quotes.find((row) => row.email === email('quote'))).toMatchObject({
        volumeCbm: '2.000',
        chargeableWeightKg: '2000.00',
      })
      expect(quotes.find((row) => row.email === email('quote-fcl'))).toMatchObject({
        incoterm: 'NOT_SURE',
        packages: { load: 'fcl', containers: [{ type: '40HC', quantity: 2 }] },
      })
      const applications = await handle.db
        .select()
        .from(jobApplications)
        .where(like(jobApplications.email, `%-${RUN}@example.com`))
      expect(applications.map((row) => row.email)).toEqual([email('application')])
      expect(applications[0]?.cvMime).toBe('application/pdf')

      const contactMail = await handle.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'contact'),
            inArray(
              outbox.subjectId,
              messages.map((row) => row.id),
            ),
          ),
        )
      expect(contactMail).toHaveLength(2)
      const quoteMail = await handle.db
        .select()
        .from(outbox)
        .where(and(like(outbox.kind, 'quote-%'), eq(outbox.subjectId, quotes[0]?.id ?? -1)))
      expect(quoteMail.map((row) => row.kind).sort()).toEqual(['quote-confirmation', 'quote-sales'])
      const applicationMail = await handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'application'), eq(outbox.subjectId, applications[0]?.id ?? -1)))
      expect(applicationMail).toHaveLength(1)
    } finally {
      await handle.close()
    }
  })
})
