// Issue 24: the language a visitor wrote in is stored with what they sent, shown to staff, and
// their emails (quote confirmation, tracking confirmation and updates) are in it; staff emails
// stay English.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICES } from '#content/services.ts'
import { addDays, earliestToday, formatDate, formatDayFirst } from '#domain/calendar.ts'
import { getJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { createSmtp, waitUntil, type ReceivedMail, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://localhost:3000'
/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`
const BANGLA = /[\u0980-\u09FF]/

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, SITE_URL, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  sales = await signedInStaff(server, { role: 'sales', origin: SITE_URL })
})
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function post(path: string, body: unknown, language?: string) {
  return getJson(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'content-language': language } : {}),
    },
    body: JSON.stringify(body),
  })
}

const staff = (path: string, body?: unknown) =>
  staffFetch(server, path, { jar: sales.jar, origin: SITE_URL, body })

async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  const mails = () => smtp.messages.filter((mail) => mail.to.includes(address))
  expect(await waitUntil(() => mails().length >= count)).toBe(true)
  const mail = mails()[count - 1]
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail
}

const readyDate = addDays(earliestToday(), 20)

function quote(address: string) {
  return {
    service: SERVICES[0]?.slug,
    originCity: 'Dhaka',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: 'FOB',
    cargoReadyDate: readyDate,
    commodity: 'Knitted garments',
    packages: [{ count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 250.5 }],
    dangerousGoods: false,
    temperatureControlled: false,
    stackable: true,
    name: 'রহিম উদ্দিন',
    email: address,
    phone: '+880 1711-000000',
    website: '',
  }
}

describe('a quote request sent from the Bangla form', () => {
  it('is confirmed to the visitor in Bangla, with the date in Bangla; the sales email stays English', async () => {
    const address = email('quote-bn')
    const answer = await post('/api/quote/create', quote(address), 'bn')
    expect(answer.status).toBe(200)
    const reference = (answer.body.data as { reference: string }).reference

    const confirmation = await mailTo(address)
    expect(confirmation.subject).toBe(`আপনার কোটেশনের অনুরোধ ${reference} আমরা পেয়েছি`)
    expect(confirmation.text).toContain(formatDate(readyDate, 'bn'))
    expect(confirmation.text).toContain('এয়ার ফ্রেইট')
    expect(confirmation.text).toMatch(/বিপজ্জনক পণ্য: না/)
    expect(confirmation.text).not.toMatch(/Dangerous goods|We have received/)

    const isSales = (mail: ReceivedMail) =>
      mail.subject.startsWith(`New quote request ${reference}`)
    expect(await waitUntil(() => smtp.messages.some(isSales))).toBe(true)
    const salesMail = smtp.messages.find(isSales)
    expect(salesMail?.text).toContain('Written in: Bangla')
  })

  it('an English request is confirmed in English, as before', async () => {
    const address = email('quote-en')
    const answer = await post('/api/quote/create', quote(address))
    const reference = (answer.body.data as { reference: string }).reference
    const confirmation = await mailTo(address)
    expect(confirmation.subject).toBe(`We received your quote request ${reference}`)
    expect(confirmation.text).toContain(formatDate(readyDate, 'en'))
    expect(confirmation.text).not.toMatch(BANGLA)
    expect(confirmation.text).toContain('Incoterm: FOB (Free On Board)')
  })

  it('sent from /bn/quote without JavaScript, names its Incoterm in Bangla, the code as written', async () => {
    const address = email('quote-bn-page')
    const { packages, cargoReadyDate, ...fields } = quote(address)
    const lineFields = packages.flatMap((line, index) =>
      Object.entries(line).map(([field, value]) => [`packages.${index}.${field}`, String(value)]),
    )
    const response = await fetch(`${server.url}/bn/quote`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams({
        ...fields,
        service: 'air-freight',
        incoterm: 'CIF',
        cargoReadyDate: formatDayFirst(cargoReadyDate),
        load: 'lcl-packages',
        ...Object.fromEntries(lineFields),
      }),
    })
    expect(response.status).toBe(303)
    const confirmation = await mailTo(address)
    expect(confirmation.text).toContain('Incoterm: CIF (কস্ট, ইনস্যুরেন্স অ্যান্ড ফ্রেইট)')
    expect(confirmation.html).toContain('CIF (কস্ট, ইনস্যুরেন্স অ্যান্ড ফ্রেইট)')
    expect(confirmation.text).not.toContain('Insurance')
  })

  it('“not sure” of the Incoterm is said in Bangla', async () => {
    const address = email('quote-bn-not-sure')
    expect(
      (await post('/api/quote/create', { ...quote(address), incoterm: 'NOT_SURE' }, 'bn')).status,
    ).toBe(200)
    expect((await mailTo(address)).text).toContain('Incoterm: নিশ্চিত নই – পরামর্শ দিন')
  })
})

describe('the staff inbox shows the language a visitor wrote in', () => {
  it('in the list and in the item, for each kind', async () => {
    const bangla = email('inbox-bn')
    const english = email('inbox-en')
    const message = { name: 'রহিম', phone: '+8801711000000', message: 'নমস্কার', website: '' }
    expect((await post('/api/contact/create', { ...message, email: bangla }, 'bn')).status).toBe(
      200,
    )
    expect((await post('/api/contact/create', { ...message, email: english })).status).toBe(200)

    const list = await staff(`/api/staff/inbox/contact-messages?q=${RUN}`)
    expect(list.status).toBe(200)
    const items = (list.body?.data as { items: { id: number; email: string; language: string }[] })
      .items
    const banglaItem = items.find((item) => item.email === bangla)
    expect(banglaItem?.language).toBe('bn')
    expect(items.find((item) => item.email === english)?.language).toBe('en')

    const detail = await staff(`/api/staff/inbox/contact-messages/${banglaItem?.id}`)
    const data = detail.body?.data as { language: string; sections: { rows: string[][] }[] }
    expect(data.language).toBe('bn')
    expect(data.sections.flatMap((section) => section.rows)).toContainEqual([
      'Written in',
      'Bangla',
    ])
  })
})

describe('tracking emails in the language the visitor subscribed in', () => {
  it('the confirmation and every update are in Bangla, linking to the Bangla page', async () => {
    const created = await staff('/api/staff/shipments', SEA_SHIPMENT)
    expect(created.status).toBe(200)
    const shipment = created.body?.data as { id: number; reference: string }
    const address = email('track-bn')

    const subscribed = await post(
      `/api/track/${shipment.reference}/subscriptions`,
      { email: address, website: '' },
      'bn',
    )
    expect(subscribed.status).toBe(200)
    expect(subscribed.body.message).toMatch(BANGLA)

    const confirmation = await mailTo(address)
    expect(confirmation.subject).toBe(`শিপমেন্ট ${shipment.reference}-এর আপডেট নিশ্চিত করুন`)
    const link = new RegExp(`${SITE_URL}/bn/track/${shipment.reference}\\?confirm=([\\w-]+)`).exec(
      confirmation.text,
    )
    expect(link, confirmation.text).not.toBeNull()
    expect(confirmation.text).toContain(`${SITE_URL}/bn/track/${shipment.reference}?unsubscribe=`)
    const confirmed = await post('/api/track/subscriptions/confirm', { token: link?.[1] })
    expect(confirmed.status).toBe(200)

    const milestone = await staff(`/api/staff/shipments/${shipment.id}/milestones`, {
      kind: 'booked',
      occurredAt: '2026-11-18T09:00:00+06:00',
      place: 'Chattogram',
    })
    expect(milestone.status).toBe(200)
    const update = await mailTo(address, 2)
    expect(update.subject).toBe(`${shipment.reference}: বুকিং হয়েছে, Chattogram`)
    expect(update.text).toContain('১৮ নভেম্বর, ২০২৬, ০৯:০০')
    expect(update.text).toContain('ঢাকা সময়, UTC+৬')
    expect(update.text).not.toMatch(/Unsubscribe|Booked/)
  })
})
