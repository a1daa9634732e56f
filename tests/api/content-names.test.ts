// Issue 22: what the server writes itself (the quote check and emails, the inbox, replies) names
// the services, offices and company as staff have published them, never as content/ has them.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, localToday } from '#domain/calendar.ts'
import { contentCall, setDhakaPhone, unusedPhone, type ContentEditor } from './support/content.ts'
import { postJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const RUN = randomUUID().slice(0, 8)
const NEW_SERVICE = `RIVER BARGES ${RUN.toUpperCase()}`
const UNOFFERED =
  'We do not offer this service at the moment; please choose one of the services listed.'

let smtp: TestSmtp
let server: RunningServer
let editor: ContentEditor
let sales: SignedInStaff
let newServiceSlug: string

function quoteRequest(service: string, label: string) {
  return {
    service,
    originCity: 'Dhaka',
    originCountry: 'Bangladesh',
    destinationCity: 'Kolkata',
    destinationCountry: 'India',
    incoterm: 'FOB',
    cargoReadyDate: addDays(localToday(), 10),
    commodity: 'Jute bags',
    packages: [{ count: 4, lengthCm: 100, widthCm: 80, heightCm: 60, weightKg: 120 }],
    dangerousGoods: false,
    temperatureControlled: false,
    stackable: true,
    name: 'Karim Uddin',
    email: `${label}-${RUN}@example.com`,
    phone: '+880 1711 555124',
  }
}

/** The services the quote form offers, as the page arrives (without JavaScript too). */
async function quoteFormChoices(path = '/quote'): Promise<string[]> {
  const html = await (await fetch(`${server.url}${path}`)).text()
  const select = /<select[^>]*name="service"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? ''
  return [...select.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1] ?? '')
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))

async function inboxQuotes(search: string) {
  const answer = await staffFetch(server, `/api/staff/inbox/quote-requests?q=${search}`, {
    jar: sales.jar,
  })
  expect(answer.status).toBe(200)
  return (answer.body?.data as { items: { id: number; quote: { service: string } }[] }).items
}

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SITE_URL, SMTP_URL: smtp.url, MAIL_TO: 'desk@example.com' },
  })
  const [who, salesWho] = await Promise.all([
    signedInStaff(server, { role: 'editor', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
  ])
  editor = { server, who, origin: SITE_URL }
  sales = salesWho

  const model = await contentCall(editor, 'GET', '/api/staff/content/services/1')
  const created = await contentCall(editor, 'POST', '/api/staff/content/services', {
    data: { ...structuredClone(model.published), title: { en: NEW_SERVICE, bn: '' } },
  })
  const published = await contentCall(
    editor,
    'POST',
    `/api/staff/content/services/${created.id}/publish`,
    { revision: created.revision },
  )
  newServiceSlug = published.slug ?? ''
  expect(newServiceSlug).not.toBe('')
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('quotes for the services as published', () => {
  it('a newly published service is taken, and its name and the published phones are in the emails and the inbox', async () => {
    expect(await quoteFormChoices()).toContain(newServiceSlug)
    expect(await quoteFormChoices('/bn/quote')).toContain(newServiceSlug)
    const phone = unusedPhone()
    await setDhakaPhone(editor, phone, { publish: true })
    const { status, body } = await postJson(
      `${server.url}/api/quote/create`,
      quoteRequest(newServiceSlug, 'new'),
    )
    expect(status, JSON.stringify(body)).toBe(200)
    const { reference } = body.data as { reference: string }

    const visitor = `new-${RUN}@example.com`
    expect(await waitUntil(() => mailsTo(visitor).length > 0)).toBe(true)
    const confirmation = mailsTo(visitor)[0]
    expect(confirmation?.text).toContain(`Service: ${NEW_SERVICE}`)
    expect(confirmation?.text).toContain(phone)
    expect(
      await waitUntil(() => smtp.messages.some((mail) => mail.subject.includes(reference))),
    ).toBe(true)
    const salesMail = smtp.messages.find(
      (mail) => mail.to.includes('desk@example.com') && mail.subject.includes(reference),
    )
    expect(salesMail?.subject).toContain(NEW_SERVICE)

    const [listed] = await inboxQuotes(reference)
    expect(listed?.quote.service).toBe(`River barges ${RUN}`)
  })

  it('a service taken off the site, or one that never was, is refused with a clear message and nothing is stored', async () => {
    const roadAir = await contentCall(editor, 'GET', '/api/staff/content/services/5')
    expect(roadAir.slug).toBe('road-air')
    expect(
      (await postJson(`${server.url}/api/quote/create`, quoteRequest('road-air', 'before'))).status,
    ).toBe(200)
    expect(await quoteFormChoices()).toContain('road-air')
    await contentCall(editor, 'POST', '/api/staff/content/services/5/unpublish', {
      revision: roadAir.revision,
    })
    expect(await quoteFormChoices()).not.toContain('road-air')
    expect(await quoteFormChoices()).toContain('air-freight')
    for (const service of ['road-air', 'teleportation']) {
      const label = `refused-${service}`
      const { status, body } = await postJson(
        `${server.url}/api/quote/create`,
        quoteRequest(service, label),
      )
      expect(status, service).toBe(400)
      expect(body.message, service).toBe(UNOFFERED)
      expect(body.errors, service).toEqual({ service: UNOFFERED })
      expect(await inboxQuotes(`${label}-${RUN}`), service).toEqual([])
    }
    // The quote made while it was offered still names it in the inbox.
    const [earlier] = await inboxQuotes(`before-${RUN}`)
    expect(earlier?.quote.service).toBe('Road-air')
  })
})

describe('the company name as published', () => {
  it('signs the replies the sales desk sends', async () => {
    const company = await contentCall(editor, 'GET', '/api/staff/content/company/1')
    const data = structuredClone(company.published) as { name: { en: string; bn: string } }
    const renamed = `Delta Bridge Freight ${RUN}`
    data.name = { en: renamed, bn: '' }
    const draft = await contentCall(editor, 'PUT', '/api/staff/content/company/1', {
      revision: company.revision,
      data,
    })
    await contentCall(editor, 'POST', '/api/staff/content/company/1/publish', {
      revision: draft.revision,
    })

    const [quote] = await inboxQuotes(`new-${RUN}`)
    if (!quote) throw new Error('the quote of the first test')
    const reply = await staffFetch(server, `/api/staff/inbox/quote-requests/${quote.id}/replies`, {
      method: 'POST',
      body: { body: `We can carry it. ${RUN}`, key: randomUUID() },
      jar: sales.jar,
      origin: SITE_URL,
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const visitor = `new-${RUN}@example.com`
    const replyText = `We can carry it. ${RUN}`
    const sentReply = () => mailsTo(visitor).find((mail) => mail.text.includes(replyText))
    expect(await waitUntil(() => sentReply() !== undefined)).toBe(true)
    const sent = sentReply()
    expect(sent?.text.replace(/\r\n/g, '\n')).toContain(`\n${renamed}\n`)
  })
})
