// Issue 40, "We have emailed you": the quote's confirmation and the tracking subscription said an
// email had been sent while it only waited in the outbox (no mail server configured). What they
// say now is true: on its way when the server sends mail, not sent for now when it cannot, in
// the visitor's language, with and without JavaScript.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, formatDayFirst, localToday } from '#domain/calendar.ts'
import { mainOf } from './support/rendered-pages.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

const RUN = randomUUID().slice(0, 8)
const SITE_URL = 'http://localhost:3000'

const SAYS = {
  quote: {
    en: {
      sending: 'A confirmation with this reference and a summary is on its way to your email.',
      notSent: 'We cannot email you a confirmation just now: please note this reference.',
    },
    bn: {
      sending: 'এই রেফারেন্স ও একটি সারসংক্ষেপসহ একটি নিশ্চিতকরণ ইমেইল আপনার কাছে পাঠানো হচ্ছে।',
      notSent:
        'এই মুহূর্তে আমরা আপনাকে নিশ্চিতকরণ ইমেইল পাঠাতে পারছি না: অনুগ্রহ করে এই রেফারেন্সটি লিখে রাখুন।',
    },
  },
  subscription: {
    en: {
      sending: 'a confirmation link is on its way to that address',
      notSent: 'we cannot send emails just now',
    },
    bn: {
      sending: 'ওই ঠিকানায় একটি নিশ্চিতকরণ লিংক পাঠানো হচ্ছে',
      notSent: 'এই মুহূর্তে আমরা ইমেইল পাঠাতে পারছি না',
    },
  },
} as const

/** The quote form as a browser without JavaScript posts it. */
function quoteFields(label: string) {
  return new URLSearchParams({
    service: 'ocean-freight',
    originCity: 'Chattogram',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: 'FOB',
    cargoReadyDate: formatDayFirst(addDays(localToday(), 7)),
    commodity: 'Cotton T-shirts',
    'packages.0.count': '2',
    'packages.0.lengthCm': '100',
    'packages.0.widthCm': '100',
    'packages.0.heightCm': '100',
    'packages.0.weightKg': '50',
    stackable: 'on',
    name: 'Rahim Uddin',
    email: `${label}-${RUN}@example.com`,
    phone: '+8801711000000',
    website: '',
  })
}

/** Posts the quote form without JavaScript and reads the confirmation page it leads to. */
async function quoteConfirmation(server: RunningServer, prefix: '' | '/bn') {
  const posted = await fetch(`${server.url}${prefix}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url },
    body: quoteFields(`quote${prefix.replace('/', '-')}`),
  })
  expect(posted.status).toBe(303)
  const cookie = posted.headers
    .getSetCookie()
    .map((value) => value.split(';', 1)[0])
    .join('; ')
  const page = await fetch(`${server.url}${posted.headers.get('location')}`, {
    headers: { cookie },
  })
  expect(page.status).toBe(200)
  return mainOf(await page.text())
}

/** A shipment to subscribe to, made by a sales member of `server`. */
async function shipmentOn(server: RunningServer): Promise<string> {
  const sales = await signedInStaff(server, { role: 'sales', origin: SITE_URL })
  const created = await staffFetch(server, '/api/staff/shipments', {
    jar: sales.jar,
    origin: SITE_URL,
    body: SEA_SHIPMENT,
  })
  expect(created.status).toBe(200)
  return (created.body?.data as { reference: string }).reference
}

async function subscribe(server: RunningServer, reference: string, language: 'en' | 'bn') {
  const response = await fetch(`${server.url}/api/track/${reference}/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': language },
    body: JSON.stringify({ email: `subscriber-${language}-${RUN}@example.com` }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { message: string }).message
}

describe('without a mail server (SMTP_URL unset), no email is said to be sent', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: { SITE_URL } })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('the quote API answers that its confirmation is not sent', async () => {
    const fields = Object.fromEntries(quoteFields('quote-api'))
    const answer = await fetch(`${server.url}/api/quote/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...fields,
        cargoReadyDate: addDays(localToday(), 7),
        packages: [{ count: 2, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 50 }],
        dangerousGoods: false,
        temperatureControlled: false,
        stackable: true,
      }),
    })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { data: { confirmationEmail: string } }
    expect(body.data.confirmationEmail).toBe('not-sent')
  })

  it('the quote’s confirmation page asks to note the reference, in English and in Bangla', async () => {
    const english = await quoteConfirmation(server, '')
    expect(english).toContain(SAYS.quote.en.notSent)
    expect(english).not.toContain(SAYS.quote.en.sending)
    expect(english).not.toContain('We have emailed you')
    const bangla = await quoteConfirmation(server, '/bn')
    expect(bangla).toContain(SAYS.quote.bn.notSent)
    expect(bangla).not.toContain(SAYS.quote.bn.sending)
    expect(bangla).not.toContain('পাঠিয়েছি')
  })

  it('a tracking subscription says the link cannot be sent yet, in English and in Bangla', async () => {
    const reference = await shipmentOn(server)
    const english = await subscribe(server, reference, 'en')
    expect(english).toContain(SAYS.subscription.en.notSent)
    expect(english).not.toContain(SAYS.subscription.en.sending)
    const bangla = await subscribe(server, reference, 'bn')
    expect(bangla).toContain(SAYS.subscription.bn.notSent)
    expect(bangla).not.toContain(SAYS.subscription.bn.sending)
  })
})

describe('with a mail server, the email is said to be on its way', () => {
  let server: RunningServer
  let smtp: TestSmtp
  beforeAll(async () => {
    smtp = await createSmtp()
    server = await startServer({ env: { SITE_URL, SMTP_URL: smtp.url } })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('on the quote’s confirmation page and in the subscription’s answer, in both languages', async () => {
    expect(await quoteConfirmation(server, '')).toContain(SAYS.quote.en.sending)
    expect(await quoteConfirmation(server, '/bn')).toContain(SAYS.quote.bn.sending)
    const reference = await shipmentOn(server)
    expect(await subscribe(server, reference, 'en')).toContain(SAYS.subscription.en.sending)
    expect(await subscribe(server, reference, 'bn')).toContain(SAYS.subscription.bn.sending)
  })
})
