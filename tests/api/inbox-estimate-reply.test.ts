// Issue 41: staff answer a quote request with its instant estimate or change it. The item of a
// quote with an estimate offers the reply drafted from it (its lines and totals, in the
// language the visitor wrote in); a reply sent from it records the rate card and version it was
// based on, and whether the clerk changed the text. An item without an estimate refuses it.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { AIR_CARD } from '../unit/support/rate-cards.ts'
import { createContent, type ContentEditor } from './support/content.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://dbl.example'
const TODAY = dhakaToday()
const VALID = { validFrom: addDays(TODAY, -5), validTo: addDays(TODAY, 25) }

let server: RunningServer
let sales: SignedInStaff
let card: number
let cardVersion: number

const QUOTE = {
  service: 'air-freight',
  originCity: 'Dhaka',
  originCountry: 'Bangladesh',
  destinationCity: 'Hamburg',
  destinationCountry: 'Germany',
  incoterm: 'DAP',
  cargoReadyDate: addDays(TODAY, 4),
  commodity: 'Knitwear',
  packages: [{ count: 3, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 210 }],
  name: 'Rahima Akter',
  email: 'rahima.reply@example.com',
  phone: '+880 1711 555123',
}

/** Sends a quote request as a visitor, and returns its inbox id and reference. */
async function sendQuote(fields: Record<string, unknown>, language: 'en' | 'bn' = 'en') {
  const response = await fetch(`${server.url}/api/quote/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': language },
    body: JSON.stringify({ ...QUOTE, ...fields }),
  })
  expect(response.status).toBe(200)
  const { reference } = ((await response.json()) as { data: { reference: string } }).data
  const list = await call('GET', `/api/staff/inbox/quote-requests?q=${reference}`)
  const id = (list.body?.data as { items: { id: number }[] }).items[0]?.id
  return { id: id ?? -1, reference }
}

const call = (method: string, path: string, body?: unknown) =>
  staffFetch(server, path, { method, body, jar: sales.jar, origin: SITE_URL })

interface Item {
  status: string
  estimate: { replyDraft: string } | null
  events: { action: string; body: string | null; estimate: unknown }[]
}
const itemOf = async (id: number) =>
  (await call('GET', `/api/staff/inbox/quote-requests/${id}`)).body?.data as Item

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL } })
  const [pricingWho, salesWho] = await Promise.all([
    signedInStaff(server, { role: 'pricing', origin: SITE_URL }),
    signedInStaff(server, { role: 'sales', origin: SITE_URL }),
  ])
  sales = salesWho
  const pricing: ContentEditor = { server, who: pricingWho, origin: SITE_URL }
  const rate = { currency: 'BDT', perUsd: '122.5', day: addDays(TODAY, -6) }
  await createContent(pricing, 'exchange-rates', rate, { publish: true })
  const published = await createContent(
    pricing,
    'rate-cards',
    { ...AIR_CARD, ...VALID },
    { publish: true },
  )
  card = published.id
  const versions = await staffFetch(server, `/api/staff/content/rate-cards/${card}/versions`, {
    method: 'GET',
    jar: pricingWho.jar,
    origin: SITE_URL,
  })
  cardVersion = (versions.body?.data as { id: number }[])[0]?.id ?? -1
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('answering a quote request with its instant estimate', () => {
  it('drafts the reply from the estimate’s lines and totals, in English', async () => {
    const { id, reference } = await sendQuote({})
    const item = await itemOf(id)
    // Via Dubai, 630.0 kg in the +500 band (worked in tests/api/quote-estimate.test.ts).
    expect(item.estimate?.replyDraft).toBe(
      [
        'Dear Rahima Akter,',
        '',
        `Thank you for your quote request ${reference}. Our price for your cargo from Dhaka to Hamburg (Via Dubai), 4 days in transit:`,
        '',
        '- Air freight (main carriage): USD 1,638.00',
        '- FSC: fuel surcharge (main carriage): USD 535.50',
        '- SSC: security surcharge (main carriage): USD 94.50',
        '- AWB fee (at origin): USD 35.00',
        '- Documentation (at origin): USD 12.24',
        '',
        'All-in total: USD 2,315.24 (about BDT 283,616.90)',
        '',
        `The rate is valid from ${formatDate(VALID.validFrom)} to ${formatDate(VALID.validTo)}.`,
        'Not included: duties and taxes, inspection, storage.',
        'Subject to space and equipment.',
        '',
        'Reply to this email to book, or with any question.',
      ].join('\n'),
    )
  })

  it('records the card and version of a reply sent as drafted, and that one was changed', async () => {
    const { id } = await sendQuote({ email: 'asis@example.com' })
    const draft = (await itemOf(id)).estimate?.replyDraft ?? ''
    const asIs = await call('POST', `/api/staff/inbox/quote-requests/${id}/replies`, {
      body: draft,
      key: randomUUID(),
      fromEstimate: true,
    })
    expect(asIs.status, JSON.stringify(asIs.body)).toBe(200)
    const changed = await call('POST', `/api/staff/inbox/quote-requests/${id}/replies`, {
      body: draft.replace('USD 2,315.24', 'USD 2,200.00'),
      key: randomUUID(),
      fromEstimate: true,
    })
    expect(changed.status).toBe(200)
    const mine = await call('POST', `/api/staff/inbox/quote-requests/${id}/replies`, {
      body: 'We will call you.',
      key: randomUUID(),
    })
    expect(mine.status).toBe(200)
    const item = await itemOf(id)
    expect(item.status).toBe('answered')
    const replies = item.events.filter((event) => event.action === 'reply')
    expect(replies.map((event) => event.estimate)).toEqual([
      { cardId: card, cardVersionId: cardVersion, changed: false },
      { cardId: card, cardVersionId: cardVersion, changed: true },
      null,
    ])
    expect(replies[1]?.body).toContain('All-in total: USD 2,200.00')
  })

  it('drafts it in Bangla for a visitor who wrote in Bangla', async () => {
    const { id, reference } = await sendQuote(
      { email: 'bangla.reply@example.com', destinationCity: 'হামবুর্গ' },
      'bn',
    )
    const draft = (await itemOf(id)).estimate?.replyDraft ?? ''
    expect(draft).toContain(
      `আপনার কোটেশনের অনুরোধ ${reference}-এর জন্য ধন্যবাদ। Dhaka থেকে হামবুর্গ পর্যন্ত (দুবাই হয়ে) আপনার কার্গোর দর, ট্রানজিট ৪ দিন:`,
    )
    expect(draft).toContain('(মূল পরিবহন): USD ১,৬৩৮.০০\n')
    expect(draft).toContain('সব খরচসহ মোট: USD ২,৩১৫.২৪ (প্রায় ২,৮৩,৬১৬.৯০ টাকা)')
    expect(draft).toContain('বুক করতে বা কোনো প্রশ্ন থাকলে এই ইমেইলের উত্তর দিন।')
    expect(draft).not.toContain('All-in')
  })

  it('is refused for a request without an estimate, and nothing is sent', async () => {
    const { id } = await sendQuote({ email: 'none@example.com', destinationCity: 'Singapore' })
    expect((await itemOf(id)).estimate).toBeNull()
    const answer = await call('POST', `/api/staff/inbox/quote-requests/${id}/replies`, {
      body: 'Our price is USD 1.',
      key: randomUUID(),
      fromEstimate: true,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      message: 'This item has no instant estimate to answer with',
    })
    const item = await itemOf(id)
    expect(item.status).toBe('new')
    expect(item.events.filter((event) => event.action === 'reply')).toEqual([])
  })
})
