// The tracking emails are list mail: each carries List-Unsubscribe with the subscriber's own
// one-click address and List-Unsubscribe-Post (RFC 8058), kept in the outbox with the message; a
// POST there ends the subscription. Quote confirmations are not list mail.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICES } from '#content/services.ts'
import { addDays, earliestToday } from '#domain/calendar.ts'
import { trackApiMessages } from '#server/tracking/track-api.messages.ts'
import { getJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { createSmtp, waitUntil, type ReceivedMail, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'https://www.delta-bridge.example'
/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`
const ONE_CLICK = 'List-Unsubscribe=One-Click'

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, SITE_URL, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  sales = await signedInStaff(server, { role: 'sales', origin: SITE_URL })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const staff = (path: string, body?: unknown) =>
  staffFetch(server, path, { jar: sales.jar, origin: SITE_URL, body })

function postJson(path: string, body: unknown, language?: string) {
  return getJson(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'content-language': language } : {}),
    },
    body: JSON.stringify(body),
  })
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))

async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  expect(await waitUntil(() => mailsTo(address).length >= count)).toBe(true)
  const mail = mailsTo(address)[count - 1]
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail
}

const header = (mail: ReceivedMail, name: string) => mail.message.headers.get(name) ?? []

/** The one-click address a mail names, checked against the unsubscribe link in its text. */
function oneClickAddress(mail: ReceivedMail, language: 'en' | 'bn'): string {
  const token = /\?unsubscribe=([\w-]+)/.exec(mail.text)?.[1]
  expect(token, mail.text).toBeDefined()
  const prefix = language === 'bn' ? '/bn' : ''
  const address = `${SITE_URL}${prefix}/track/unsubscribe/${token}`
  expect(header(mail, 'list-unsubscribe')).toEqual([`<${address}>`])
  expect(header(mail, 'list-unsubscribe-post')).toEqual([ONE_CLICK])
  return address
}

async function newShipment(): Promise<{ id: number; reference: string }> {
  const created = await staff('/api/staff/shipments', SEA_SHIPMENT)
  expect(created.status).toBe(200)
  return created.body?.data as { id: number; reference: string }
}

/** Subscribes and confirms an address; resolves with the confirmation email. */
async function subscriber(
  shipment: { reference: string },
  address: string,
  language: 'en' | 'bn' = 'en',
): Promise<ReceivedMail> {
  const subscribed = await postJson(
    `/api/track/${shipment.reference}/subscriptions`,
    { email: address, website: '' },
    language,
  )
  expect(subscribed.status).toBe(200)
  const confirmation = await mailTo(address)
  const token = /\?confirm=([\w-]+)/.exec(confirmation.text)?.[1]
  const confirmed = await postJson('/api/track/subscriptions/confirm', { token })
  expect(confirmed.status).toBe(200)
  return confirmation
}

let milestones = 0
/** Adds a milestone; resolves with the number of emails it queued, as its history records it. */
async function addMilestone(shipment: { id: number }): Promise<unknown> {
  milestones += 1
  const added = await staff(`/api/staff/shipments/${shipment.id}/milestones`, {
    kind: 'booked',
    occurredAt: new Date(Date.now() - milestones * 60_000).toISOString(),
    place: 'Chattogram',
  })
  expect(added.status).toBe(200)
  const { history } = (added.body as { data: { history: { detail: Record<string, unknown> }[] } })
    .data
  return history[0]?.detail.emailsQueued
}

/** The sends that failed so far, as the server's log tells them. */
function failedSends(): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('outbox: email failed, will retry')).length
}

/** What a mail program sends to a List-Unsubscribe address, as multipart or form-urlencoded. */
function oneClick(
  address: string,
  as: 'multipart' | 'urlencoded' = 'multipart',
  value = 'One-Click',
) {
  const body = new FormData()
  body.set('List-Unsubscribe', value)
  return getJson(`${server.url}${new URL(address).pathname}`, {
    method: 'POST',
    body: as === 'multipart' ? body : new URLSearchParams({ 'List-Unsubscribe': value }),
  })
}

/** A browser opening the address: the redirect itself, not where it leads. */
const open = (address: string) =>
  fetch(`${server.url}${new URL(address).pathname}`, { redirect: 'manual' })

describe('the tracking emails', () => {
  it('carry the subscriber’s one-click address, kept by the outbox for the retry that sends them', async () => {
    const shipment = await newShipment()
    const address = email('retried')
    // The mail server is down: the email is sent by a retry, from what the outbox kept.
    await smtp.refuse()
    const failedBefore = failedSends()
    const subscribed = await postJson(`/api/track/${shipment.reference}/subscriptions`, {
      email: address,
      website: '',
    })
    expect(subscribed.status).toBe(200)
    expect(await waitUntil(() => failedSends() > failedBefore)).toBe(true)
    expect(mailsTo(address)).toHaveLength(0)
    await smtp.start()

    const confirmation = await mailTo(address)
    const unsubscribeAt = oneClickAddress(confirmation, 'en')
    const token = /\?confirm=([\w-]+)/.exec(confirmation.text)?.[1]
    expect((await postJson('/api/track/subscriptions/confirm', { token })).status).toBe(200)
    await addMilestone(shipment)
    const update = await mailTo(address, 2)
    expect(oneClickAddress(update, 'en')).toBe(unsubscribeAt)
  })

  it('subscribed in Bangla name the Bangla address, which answers in Bangla', async () => {
    const shipment = await newShipment()
    const address = email('bangla')
    const confirmation = await subscriber(shipment, address, 'bn')
    const unsubscribeAt = oneClickAddress(confirmation, 'bn')
    await addMilestone(shipment)
    expect(oneClickAddress(await mailTo(address, 2), 'bn')).toBe(unsubscribeAt)

    // Opened in a browser (a mail program without one-click): the page's Unsubscribe button.
    const token = unsubscribeAt.split('/').at(-1) ?? ''
    const opened = await open(unsubscribeAt)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(
      `/bn/track/${shipment.reference}?unsubscribe=${token}`,
    )

    const answer = await oneClick(unsubscribeAt, 'urlencoded')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ code: 200, message: trackApiMessages.bn.unsubscribed })
    // Used, the address is no page at all.
    const reopened = await open(unsubscribeAt)
    expect(reopened.status).toBe(404)
    expect(reopened.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await reopened.text()).toMatch(/<html\b[^>]*\blang="bn"/)
  })

  it('a quote confirmation is not list mail: no List-Unsubscribe', async () => {
    const address = email('quote')
    const sent = await postJson('/api/quote/create', {
      service: SERVICES[0]?.slug,
      originCity: 'Dhaka',
      originCountry: 'Bangladesh',
      destinationCity: 'Hamburg',
      destinationCountry: 'Germany',
      incoterm: 'FOB',
      cargoReadyDate: addDays(earliestToday(), 20),
      commodity: 'Knitted garments',
      packages: [{ count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 250.5 }],
      dangerousGoods: false,
      temperatureControlled: false,
      stackable: true,
      name: 'Rahim Uddin',
      email: address,
      phone: '+880 1711-000000',
      website: '',
    })
    expect(sent.status).toBe(200)
    const confirmation = await mailTo(address)
    expect(header(confirmation, 'list-unsubscribe')).toEqual([])
    expect(header(confirmation, 'list-unsubscribe-post')).toEqual([])
  })
})

describe('the one-click address', () => {
  it('ends the subscription on one POST: a later milestone sends it nothing', async () => {
    const shipment = await newShipment()
    const leaving = email('leaving')
    const staying = email('staying')
    const unsubscribeAt = oneClickAddress(await subscriber(shipment, leaving), 'en')
    await subscriber(shipment, staying)

    // A mail program's POST: no cookie, no Origin, nothing but the one field.
    const answer = await oneClick(unsubscribeAt)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ code: 200, message: trackApiMessages.en.unsubscribed })

    // The milestone queues one email, to the one who stayed; the one who left keeps only the
    // confirmation.
    expect(await addMilestone(shipment)).toBe(1)
    await mailTo(staying, 2)
    expect(mailsTo(leaving)).toHaveLength(1)
  })

  it('refuses a replayed, unknown or malformed token, or a body that is not one-click, and changes nothing', async () => {
    const shipment = await newShipment()
    const used = email('used')
    const other = email('other')
    const usedAt = oneClickAddress(await subscriber(shipment, used), 'en')
    const otherAt = oneClickAddress(await subscriber(shipment, other), 'en')
    expect((await oneClick(usedAt)).status).toBe(200)

    const invalid = { code: 404, message: trackApiMessages.en.unsubscribeLinkInvalid }
    for (const target of [
      usedAt,
      `${SITE_URL}/track/unsubscribe/${'A'.repeat(43)}`,
      `${SITE_URL}/track/unsubscribe/not-a-token`,
    ]) {
      const answer = await oneClick(target)
      expect(answer.status, target).toBe(404)
      expect(answer.body, target).toEqual(invalid)
    }
    for (const [as, value] of [
      ['multipart', 'Yes'],
      ['urlencoded', ''],
    ] as const) {
      const answer = await oneClick(otherAt, as, value)
      expect(answer.status, `${as} ${value}`).toBe(400)
      expect(answer.body?.message).toBe(trackApiMessages.en.notOneClick)
    }

    // The other subscriber is still subscribed: the next milestone reaches them.
    await addMilestone(shipment)
    await mailTo(other, 2)
    expect((await oneClick(otherAt, 'urlencoded')).status).toBe(200)
  })
})
