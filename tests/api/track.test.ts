// Issue 13: shipments kept by staff, tracked by the public by reference or carrier number, with
// email updates (double opt-in) for every milestone and ETA change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { operations } from './support/api-types.ts'
import { apiClient, ok } from './support/client.ts'
import { getJson, type JsonAnswer } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { createSmtp, waitUntil, type ReceivedMail, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, type SignedInStaff } from './support/staff.ts'

const SITE_URL = 'http://localhost:3000'
const SHIPPER = 'Padma Knitwear Secret Ltd'
const CONSIGNEE = 'Hidden Importer GmbH'
/** Valid ISO 6346 numbers: MSKU (Maersk) and one whose owner code is in no table. */
const CONTAINER = 'MSKU1234565'
const MAWB = '176-12345675'
/** The least an air shipment needs; tests add the field they are about. */
const BARE_AIR_SHIPMENT = {
  mode: 'air',
  origin: 'Dhaka',
  destination: 'Dubai',
  shipperName: 'A',
  consigneeName: 'B',
}

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff
let cookie: string

type ShipmentInput = operations['createShipment']['requestBody']['content']['application/json']
type MilestoneInput =
  operations['addShipmentMilestone']['requestBody']['content']['application/json']

/** The API as a visitor calls it, through the client generated from the OpenAPI document. */
const visitor = () => apiClient(server)
/** The API as the workspace calls it for the signed-in sales member. */
const workspace = () => apiClient(server, { jar: sales.jar, origin: SITE_URL })

async function staff(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = { cookie },
): Promise<JsonAnswer> {
  return getJson(`${server.url}${path}`, {
    method,
    headers: {
      origin: SITE_URL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function createShipment(overrides: Partial<ShipmentInput> = {}) {
  const body: ShipmentInput = {
    ...SEA_SHIPMENT,
    shipperName: SHIPPER,
    consigneeName: CONSIGNEE,
    // Typed as people do: stored without the spaces.
    masterNumber: 'MAEU 123456789',
    containers: `${CONTAINER}\nCSQU 305438 3`,
    ...overrides,
  }
  return ok(await workspace().POST('/api/staff/shipments', { body })).data
}

type StaffShipment = Awaited<ReturnType<typeof createShipment>>

async function addMilestone(id: number, milestone: MilestoneInput) {
  const params = { path: { id } }
  return ok(
    await workspace().POST('/api/staff/shipments/{id}/milestones', { params, body: milestone }),
  ).data
}

function track(reference: string) {
  return visitor().GET('/api/track/{reference}', { params: { path: { reference } } })
}

function lookUpNumber(number: string) {
  return visitor().GET('/api/track/number/{number}', { params: { path: { number } } })
}

function subscribe(reference: string, email: string) {
  return visitor().POST('/api/track/{reference}/subscriptions', {
    params: { path: { reference } },
    body: { email },
  })
}

function mailsTo(address: string): ReceivedMail[] {
  return smtp.messages.filter((mail) => mail.to.includes(address))
}

async function nextMailTo(address: string, count: number): Promise<ReceivedMail> {
  expect(await waitUntil(() => mailsTo(address).length >= count)).toBe(true)
  const mail = mailsTo(address)[count - 1]
  if (!mail) throw new Error('no mail')
  return mail
}

function linkIn(mail: ReceivedMail, parameter: 'confirm' | 'unsubscribe'): URL {
  const match = new RegExp(`${SITE_URL}/track/DBL-[A-Z0-9]+\\?${parameter}=[\\w-]+`).exec(mail.text)
  if (!match) throw new Error(`no ${parameter} link in:\n${mail.text}`)
  return new URL(match[0])
}

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, SITE_URL, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  sales = await signedInStaff(server, { role: 'sales', origin: SITE_URL })
  cookie = sales.cookie
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('staff keep shipments', () => {
  it('needs a signed-in sales or admin account', async () => {
    expect((await staff('GET', '/api/staff/shipments', undefined, {})).status).toBe(401)
    const hr = await signedInStaff(server, { role: 'hr', origin: SITE_URL })
    expect(
      (await staff('GET', '/api/staff/shipments', undefined, { cookie: hr.cookie })).status,
    ).toBe(403)
    const admin = await signedInStaff(server, { role: 'admin', origin: SITE_URL })
    expect(
      (await staff('GET', '/api/staff/shipments', undefined, { cookie: admin.cookie })).status,
    ).toBe(200)
  })

  it('draws an unguessable reference and stores numbers normalised', async () => {
    const shipment = await createShipment()
    expect(shipment.reference).toMatch(/^DBL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/)
    const again = await createShipment()
    expect(again.reference).not.toBe(shipment.reference)
    expect(shipment).toMatchObject({
      masterNumber: 'MAEU123456789',
      containers: [CONTAINER, 'CSQU3054383'],
      shipperName: SHIPPER,
      eta: '2026-12-24T02:30:00.000Z',
    })
  })

  it('refuses a container or air waybill with a wrong check digit, saying what it should be', async () => {
    const container = await staff('POST', '/api/staff/shipments', {
      mode: 'sea',
      origin: 'Chattogram',
      destination: 'Hamburg',
      shipperName: 'A',
      consigneeName: 'B',
      containers: 'CSQU3054384',
    })
    expect(container.status).toBe(400)
    expect(container.body.errors).toEqual({
      containers:
        'The check digit of CSQU 305438 should be 3, not 4: one of the characters is probably mistyped.',
    })
    const awb = await staff('POST', '/api/staff/shipments', {
      ...BARE_AIR_SHIPMENT,
      masterNumber: '176-12345676',
    })
    expect(awb.status).toBe(400)
    expect(String((awb.body.errors as Record<string, string>).masterNumber)).toMatch(/should be 5/)
  })

  it('links a shipment to the quote request it came from, and refuses unknown quotes', async () => {
    const unknown = await staff('POST', '/api/staff/shipments', {
      ...BARE_AIR_SHIPMENT,
      quoteReference: 'Q-2026-999999',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toHaveProperty('quoteReference')
  })
})

describe('the public tracks a shipment', () => {
  let shipment: StaffShipment

  beforeAll(async () => {
    shipment = await createShipment()
    await addMilestone(shipment.id, {
      kind: 'booked',
      occurredAt: '2026-11-18T09:00:00+06:00',
      place: 'Dhaka',
    })
    await addMilestone(shipment.id, {
      kind: 'departed',
      occurredAt: '2026-11-20T10:15:00+06:00',
      place: 'Chattogram port',
      note: 'Vessel MAERSK SENTOSA',
    })
    // Entered late, but happened in between: the timeline orders by when, not by entry.
    await addMilestone(shipment.id, {
      kind: 'cargo-received',
      occurredAt: '2026-11-19T16:40:00+06:00',
      place: 'Chattogram CFS',
    })
  })

  it('by reference: route, mode, ETA and milestones newest first, never the parties', async () => {
    const response = await fetch(`${server.url}/api/track/${shipment.reference}`)
    const raw = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    for (const secret of [SHIPPER, CONSIGNEE, 'shipper', 'consignee']) {
      expect(raw.toLowerCase()).not.toContain(secret.toLowerCase())
    }
    const { data } = JSON.parse(raw) as { data: Record<string, unknown> }
    expect(data).toMatchObject({
      reference: shipment.reference,
      mode: 'sea',
      origin: 'Chattogram, Bangladesh',
      destination: 'Hamburg, Germany',
      eta: '2026-12-24T02:30:00.000Z',
      containers: [CONTAINER, 'CSQU3054383'],
      carrier: { name: 'Maersk', link: { id: 'maersk' } },
    })
    expect((data.milestones as { label: string }[]).map((milestone) => milestone.label)).toEqual([
      'Departed',
      'Cargo received',
      'Booked',
    ])
    expect((data.milestones as unknown[])[0]).toEqual({
      kind: 'departed',
      label: 'Departed',
      occurredAt: '2026-11-20T04:15:00.000Z',
      // The clock of the place: Chattogram keeps Dhaka time.
      localTime: '20 Nov 2026, 10:15',
      zone: 'Dhaka time, UTC+6',
      place: 'Chattogram port',
      note: 'Vessel MAERSK SENTOSA',
      expected: false,
    })
  })

  it('accepts the reference in lower case, with spaces or without the hyphen', async () => {
    const body = shipment.reference.slice(4)
    for (const typed of [shipment.reference.toLowerCase(), `DBL${body}`, `dbl ${body}`]) {
      const answer = await track(typed)
      expect(answer.response.status, typed).toBe(200)
      expect(answer.data?.data.reference).toBe(shipment.reference)
    }
  })

  it('answers every unknown reference with the same neutral 404', async () => {
    const answers = await Promise.all(
      [
        'DBL-22222222',
        'DBL-0000',
        'nonsense',
        // One character off a real reference (whatever its last character is).
        shipment.reference.replace(/.$/, (last) => (last === '2' ? '3' : '2')),
      ].map(track),
    )
    const expected = {
      code: 404,
      message:
        'We found no shipment with this reference. Please check it against your booking confirmation, or contact us.',
    }
    for (const answer of answers) {
      expect(answer.response.status).toBe(404)
      expect(answer.error).toEqual(expected)
    }
  })

  it('by container number: checked, carrier linked, and our shipment offered', async () => {
    const response = await fetch(`${server.url}/api/track/number/msku%20123456%205`)
    const raw = await response.text()
    expect(raw).not.toContain(SHIPPER)
    expect(raw).not.toContain(CONSIGNEE)
    const { data } = JSON.parse(raw) as { data: Record<string, unknown> }
    expect(data).toMatchObject({
      check: { kind: 'container', number: CONTAINER, valid: true, formatted: 'MSKU 123456 5' },
      carrier: {
        id: 'maersk',
        name: 'Maersk',
        trackingUrl: `https://www.maersk.com/tracking/${CONTAINER}`,
      },
      shipment: { reference: shipment.reference },
    })
  })

  it('by master bill of lading too, with the line found by its SCAC', async () => {
    const { data } = ok(await lookUpNumber('MAEU123456789'))
    expect(data).toMatchObject({
      check: { kind: 'unrecognised', valid: false },
      carrier: { id: 'maersk' },
      shipment: { reference: shipment.reference },
    })
  })

  it('a wrong check digit is explained with the digit it should be', async () => {
    const { data } = ok(await lookUpNumber('CSQU3054384'))
    expect(data).toEqual({
      check: {
        kind: 'container',
        number: 'CSQU3054384',
        formatted: 'CSQU 305438 4',
        valid: false,
        expectedCheckDigit: 3,
        explanation:
          'The check digit of CSQU 305438 should be 3, not 4: one of the characters is probably mistyped.',
      },
      carrier: null,
      shipment: null,
    })
  })

  it('an air waybill names its airline and links to its tracking page', async () => {
    const { data } = ok(await lookUpNumber(MAWB))
    expect(data).toMatchObject({
      check: { kind: 'air-waybill', valid: true, formatted: MAWB },
      carrier: { id: 'emirates', name: 'Emirates SkyCargo' },
      shipment: null,
    })
  })

  it('/track itself, a form with no shipment on it, stays indexable (decision 0006)', async () => {
    const response = await fetch(`${server.url}/track`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBeNull()
    const html = await response.text()
    expect(html).toContain('<h1')
    expect(html).not.toMatch(/<meta name="robots"/)
  })

  it('the shareable link /track/<reference> is the tracking page with its answer, marked noindex', async () => {
    const response = await fetch(`${server.url}/track/${shipment.reference}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    // The answer is in the first HTML (issue 24), the parties never are.
    expect(html).toContain('Chattogram CFS')
    for (const secret of [SHIPPER, CONSIGNEE]) expect(html).not.toContain(secret)
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('/track</loc>')
    expect(sitemap).not.toMatch(/\/track\/[^<]/)
  })
})

describe('in the language of the request (Content-Language), as a Bangla page asks', () => {
  const bn = { 'content-language': 'bn' }
  let shipment: StaffShipment

  beforeAll(async () => {
    shipment = await createShipment()
    await addMilestone(shipment.id, {
      kind: 'arrived',
      occurredAt: '2026-11-22T08:00:00Z',
      place: 'Hamburg (DEHAM)',
    })
  })

  it('writes a milestone’s local time abroad in Bangla', async () => {
    const answer = await visitor().GET('/api/track/{reference}', {
      params: { path: { reference: shipment.reference }, header: bn },
    })
    expect(answer.data?.data.milestones[0]).toMatchObject({
      localTime: '২২ নভেম্বর, ২০২৬, ০৯:০০',
      zone: 'Hamburg-এর সময়, UTC+১',
    })
    // Without it, English as before.
    expect(ok(await track(shipment.reference)).data.milestones[0]).toMatchObject({
      localTime: '22 Nov 2026, 09:00',
      zone: 'Hamburg time, UTC+1',
    })
  })

  it('explains a carrier number in Bangla', async () => {
    const answer = await visitor().GET('/api/track/number/{number}', {
      params: { path: { number: 'CSQU3054384' }, header: bn },
    })
    expect(answer.data?.data.check.explanation).toBe(
      'CSQU 305438-এর চেক ডিজিট 3 হওয়ার কথা, 4 নয়: সম্ভবত কোনো একটি অক্ষর ভুল টাইপ হয়েছে।',
    )
  })

  it('refuses in Bangla: an unknown reference, and a reference or number too long', async () => {
    const unknown = await visitor().GET('/api/track/{reference}', {
      params: { path: { reference: 'DBL-22222222' }, header: bn },
    })
    expect(unknown.error).toEqual({
      code: 404,
      message:
        'এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি। অনুগ্রহ করে বুকিং নিশ্চিতকরণের সাথে মিলিয়ে দেখুন, অথবা আমাদের সাথে যোগাযোগ করুন।',
    })
    const long = 'X'.repeat(41)
    const reference = await visitor().GET('/api/track/{reference}', {
      params: { path: { reference: long }, header: bn },
    })
    expect(reference.response.status).toBe(400)
    expect(reference.error?.message).toBe('রেফারেন্স সর্বোচ্চ ৪০ অক্ষরের হতে পারে')
    const number = await visitor().GET('/api/track/number/{number}', {
      params: { path: { number: long }, header: bn },
    })
    expect(number.error?.message).toBe('ক্যারিয়ার নম্বর সর্বোচ্চ ৪০ অক্ষরের হতে পারে')
    const english = await lookUpNumber(long)
    expect(english.error?.message).toBe('A carrier number is at most 40 characters')
  })
})

describe('email updates with double opt-in', () => {
  it('confirm, then every milestone and ETA change is emailed with an unsubscribe link', async () => {
    const shipment = await createShipment()
    const address = `subscriber-${Date.now()}@example.com`
    const pendingOnly = `pending-${Date.now()}@example.com`

    const subscribed = ok(await subscribe(shipment.reference.toLowerCase(), address.toUpperCase()))
    expect(subscribed.message).toMatch(/confirmation link/)
    ok(await subscribe(shipment.reference, pendingOnly))

    const confirmation = await nextMailTo(address, 1)
    expect(confirmation.subject).toBe(`Confirm updates for shipment ${shipment.reference}`)
    expect(confirmation.text).not.toContain(SHIPPER)
    linkIn(confirmation, 'unsubscribe')
    const token = linkIn(confirmation, 'confirm').searchParams.get('confirm') ?? ''

    // Before confirming, a milestone sends nothing to the address.
    const booked = await addMilestone(shipment.id, {
      kind: 'booked',
      occurredAt: '2026-11-18T09:00:00+06:00',
      place: 'Dhaka',
    })

    // The shipment's history (the audit log) counts the emails each change queued.
    expect(booked.history[0]).toMatchObject({
      action: 'shipment.milestone.add',
      detail: { emailsQueued: 0 },
    })

    const confirm = () => visitor().POST('/api/track/subscriptions/confirm', { body: { token } })
    expect(ok(await confirm()).data).toEqual({ reference: shipment.reference })
    // A link works once.
    expect((await confirm()).response.status).toBe(404)
    // Subscribing again once confirmed sends nothing new.
    ok(await subscribe(shipment.reference, address))

    const detail = await addMilestone(shipment.id, {
      kind: 'other',
      description: 'Transhipped at Colombo',
      occurredAt: '2026-11-25T14:05:00+06:00',
      place: 'Colombo',
      note: 'Connecting vessel <MSC ANNA>',
    })
    expect(detail.milestones[0]?.label).toBe('Transhipped at Colombo')
    expect(detail.history[0]).toMatchObject({
      action: 'shipment.milestone.add',
      detail: { label: 'Transhipped at Colombo', emailsQueued: 1 },
    })
    const update = await nextMailTo(address, 2)
    expect(update.subject).toBe(`${shipment.reference}: Transhipped at Colombo, Colombo`)
    expect(update.text).toContain('25 Nov 2026, 14:05 (Dhaka time, UTC+6)')
    expect(update.html).toContain('Connecting vessel &lt;MSC ANNA&gt;')
    expect(update.text).not.toContain(SHIPPER)
    expect(update.text).not.toContain(CONSIGNEE)
    const unsubscribe = linkIn(update, 'unsubscribe')

    // The list counts each shipment's own confirmed subscribers, and shows what happened last
    // (by when it happened) and the stage the latest named milestone tells.
    const untouched = await createShipment()
    const rows = ok(await workspace().GET('/api/staff/shipments')).data
    expect(rows.find((row) => row.id === shipment.id)).toMatchObject({
      subscribers: 1,
      stage: 'Booked',
      lastMilestone: { label: 'Transhipped at Colombo', place: 'Colombo' },
    })
    expect(rows.find((row) => row.id === untouched.id)).toMatchObject({
      subscribers: 0,
      stage: 'Planned',
      lastMilestone: null,
    })

    const edited = ok(
      await workspace().PUT('/api/staff/shipments/{id}', {
        params: { path: { id: shipment.id } },
        body: {
          mode: 'sea',
          origin: 'Chattogram, Bangladesh',
          destination: 'Hamburg, Germany',
          shipperName: SHIPPER,
          consigneeName: CONSIGNEE,
          eta: '2026-12-27T08:30:00+06:00',
        },
      }),
    )
    expect(edited.data.history[0]).toMatchObject({
      action: 'shipment.edit',
      detail: { emailsQueued: 1 },
    })
    const etaMail = await nextMailTo(address, 3)
    expect(etaMail.subject).toBe(`${shipment.reference}: new estimated arrival`)
    expect(etaMail.text).toContain('New ETA: 27 Dec 2026, 08:30 (Dhaka time, UTC+6)')
    linkIn(etaMail, 'unsubscribe')

    // The pending address only ever got its confirmation.
    expect(mailsTo(pendingOnly).map((mail) => mail.subject)).toEqual([
      `Confirm updates for shipment ${shipment.reference}`,
    ])

    const left = await visitor().POST('/api/track/subscriptions/unsubscribe', {
      body: { token: unsubscribe.searchParams.get('unsubscribe') ?? '' },
    })
    expect(left.response.status).toBe(200)
    expect(left.data).toMatchObject({ code: 200 })
    const arrived = await addMilestone(shipment.id, {
      kind: 'arrived',
      occurredAt: '2026-11-27T09:00:00+06:00',
      place: 'Hamburg',
    })
    // Emails go only through the outbox, queued with the change: this one queued none, and the
    // address's three earlier ones have all arrived.
    expect(arrived.history[0]).toMatchObject({
      action: 'shipment.milestone.add',
      detail: { emailsQueued: 0 },
    })
    expect(mailsTo(address)).toHaveLength(3)
  })

  it('an unknown reference cannot be subscribed to, and bad addresses are refused', async () => {
    const unknown = await subscribe('DBL-22222222', 'someone@example.com')
    expect(unknown.response.status).toBe(404)
    const shipment = await createShipment()
    const bad = await subscribe(shipment.reference, 'not an address')
    expect(bad.response.status).toBe(400)
    expect(bad.error).toMatchObject({ code: 400, errors: { email: expect.any(String) } })
  })
})
