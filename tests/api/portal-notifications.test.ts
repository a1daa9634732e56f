// Issue 42, notifications: a shipment's events are emailed, in each person's language and as
// they chose, to the people of the companies on the shipment (owner and shares) and nobody
// else, and POSTed to those companies' webhooks, signed, retried after a failure and logged;
// staff cannot point a webhook into a private network. With two servers on one PostgreSQL
// database (one on the embedded database) each event is sent once.
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebhookEventSchema } from '#schemas/portal/notifications.ts'
import { shipmentEvents, shipments, shipmentShares } from '#server/db/schema.ts'
import {
  createCustomer,
  customerEmail,
  linkIn,
  mailTo,
  mailsTo,
  RUN,
  signInWith,
} from './support/customers.ts'
import { withServerDatabase } from './support/database.ts'
import { metricsUrlOf, notificationsSettled } from './support/metrics.ts'
import {
  databaseUrlFor,
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type InProcessServer,
} from './support/server.ts'
import { SEA_SHIPMENT } from './support/shipments.ts'
import { createSmtp, waitUntil, type ReceivedMail, type TestSmtp } from './support/smtp.ts'
import {
  DEFAULT_SITE_ORIGIN,
  signedInStaff,
  staffFetch,
  type SignedInStaff,
} from './support/staff.ts'
import {
  startWebhookReceiver,
  type ReceivedHook,
  type WebhookReceiver,
} from './support/webhook-receiver.ts'

let smtp: TestSmtp
let receiver: WebhookReceiver
let servers: InProcessServer[] = []
let dataDir: string
let otherDir: string | undefined
let sales: SignedInStaff
const people = {
  ownerA: customerEmail('notify-a1'),
  memberA: customerEmail('notify-a2'),
  buyerB: customerEmail('notify-b1'),
  strangerC: customerEmail('notify-c1'),
}
let companies: { a: number; b: number; c: number }
let cookies: { ownerA: string; memberA: string }
let shipment: { id: number; reference: string }
let hookB: { id: number; secret: string }

const ENV = {
  METRICS_PORT: '0',
  OUTBOX_RETRY_BASE_MS: '50',
  OUTBOX_RETRY_MAX_MS: '200',
  WEBHOOKS_ALLOW_LOCALHOST: '1',
}
const server = () => servers[0] as InProcessServer

async function call(path: string, options: Parameters<typeof staffFetch>[2] = {}) {
  return staffFetch(server(), path, options)
}

beforeAll(async () => {
  smtp = await createSmtp()
  receiver = await startWebhookReceiver()
  const first = await startServer({ env: { SMTP_URL: smtp.url, ...ENV } })
  servers = [first]
  dataDir = first.dataDir
  sales = await signedInStaff(first, { role: 'sales' })
  const a = await createCustomer(first, sales, { email: people.ownerA }, `Padma Knit ${RUN}`)
  const b = await createCustomer(
    first,
    sales,
    { email: people.buyerB, language: 'bn' },
    `Elbe Buyer ${RUN}`,
  )
  const c = await createCustomer(first, sales, { email: people.strangerC }, `Other Co ${RUN}`)
  companies = { a: a.companyId, b: b.companyId, c: c.companyId }
  const invited = await call(`/api/staff/customers/${companies.a}/people`, {
    cookie: sales.cookie,
    body: { name: 'Rafiq Islam', email: people.memberA, language: 'bn' },
  })
  expect(invited.status).toBe(200)
  cookies = {
    ownerA: await signInWith(first, linkIn(await mailTo(smtp, people.ownerA)).token),
    memberA: await signInWith(first, linkIn(await mailTo(smtp, people.memberA)).token),
  }
  const created = await call('/api/staff/shipments', { cookie: sales.cookie, body: SEA_SHIPMENT })
  expect(created.status).toBe(200)
  shipment = created.body?.data as { id: number; reference: string }
}, 240_000)

afterAll(async () => {
  await Promise.all(servers.map((running) => running.stop()))
  await smtp?.stop()
  await receiver?.stop()
  if (dataDir) await removeDataDir(dataDir)
  if (otherDir) await removeDataDir(otherDir)
})

it('keeps each person’s choice of emails, every one on until turned off', async () => {
  const before = await call('/api/account/notifications', { cookie: cookies.memberA })
  expect(before.status).toBe(200)
  expect(before.body).toEqual({ data: { milestones: true, documents: true, draftBl: true } })

  const saved = await call('/api/account/notifications', {
    method: 'PUT',
    cookie: cookies.memberA,
    body: { milestones: false, documents: true, draftBl: true },
  })
  expect(saved.status).toBe(200)
  const ownerChoice = await call('/api/account/notifications', {
    method: 'PUT',
    cookie: cookies.ownerA,
    body: { milestones: true, documents: true, draftBl: false },
  })
  expect(ownerChoice.status).toBe(200)
  const after = await call('/api/account/notifications', { cookie: cookies.memberA })
  expect(after.body).toEqual({ data: { milestones: false, documents: true, draftBl: true } })

  const bad = await call('/api/account/notifications', {
    method: 'PUT',
    cookie: cookies.memberA,
    body: { milestones: 'no', documents: true, draftBl: true },
  })
  expect(bad.status).toBe(400)
  expect(bad.body?.message).toBe('milestones must be true or false')
  expect((await call('/api/account/notifications', { cookie: cookies.memberA })).body).toEqual(
    after.body,
  )
  expect((await call('/api/account/notifications')).status).toBe(401)
}, 60_000)

it('refuses webhook addresses outside the public internet, and shows the secret once', async () => {
  const add = (url: string) =>
    call(`/api/staff/customers/${companies.b}/webhooks`, { cookie: sales.cookie, body: { url } })
  const refusals: [string, string][] = [
    ['http://hooks.example.com/dbl', 'The address must start with https://'],
    [
      'https://10.0.0.5/dbl',
      'The address must be on the public internet, not a private or local network',
    ],
    [
      'https://169.254.169.254/latest/meta-data',
      'The address must be on the public internet, not a private or local network',
    ],
    [
      'https://[::1]:8443/dbl',
      'The address must be on the public internet, not a private or local network',
    ],
    [
      'https://[fd00::5]/dbl',
      'The address must be on the public internet, not a private or local network',
    ],
    [
      'https://192.168.1.20/dbl',
      'The address must be on the public internet, not a private or local network',
    ],
    ['https://user:secret@hooks.example.com/dbl', 'Put no user name or password in the address'],
    ['ftp://hooks.example.com/dbl', 'Enter a full address, such as https://hooks.example.com/dbl'],
    ['https://hooks.invalid/dbl', 'The host name of the address could not be found'],
  ]
  for (const [url, message] of refusals) {
    const answer = await add(url)
    expect(answer.status, url).toBe(400)
    expect(answer.body?.errors, url).toEqual({ url: message })
  }
  const listed = await call(`/api/staff/customers/${companies.b}/webhooks`, {
    cookie: sales.cookie,
  })
  expect(listed.body).toEqual({ data: [] })

  const added = await add(`${receiver.url}/b`)
  expect(added.status).toBe(200)
  hookB = added.body?.data as { id: number; secret: string }
  expect(hookB.secret).toMatch(/^whsec_[\w-]{43}$/)
  const strangers = await call(`/api/staff/customers/${companies.c}/webhooks`, {
    cookie: sales.cookie,
    body: { url: `${receiver.url}/c` },
  })
  expect(strangers.status).toBe(200)
  const list = await call(`/api/staff/customers/${companies.b}/webhooks`, { cookie: sales.cookie })
  expect(JSON.stringify(list.body)).not.toContain(hookB.secret)
  expect(list.body?.data).toEqual([
    { id: hookB.id, url: `${receiver.url}/b`, createdAt: expect.any(String), deliveries: [] },
  ])
  // A customer's session opens nothing of it.
  const asCustomer = await call(`/api/staff/customers/${companies.b}/webhooks`, {
    cookie: cookies.ownerA,
  })
  expect(asCustomer.status).toBe(401)
}, 60_000)

/** Puts the shipment in company A's portal, shares it with B, and records two document events. */
async function assignAndStartAgain() {
  await Promise.all(servers.map((running) => running.stop()))
  await withServerDatabase(dataDir, async (db) => {
    await db.update(shipments).set({ companyId: companies.a }).where(eq(shipments.id, shipment.id))
    await db
      .insert(shipmentShares)
      .values({ shipmentId: shipment.id, companyId: companies.b, role: 'view' })
    await db.insert(shipmentEvents).values([
      {
        shipmentId: shipment.id,
        kind: 'document-refused',
        detail: { document: 'commercial-invoice', reason: 'Unsigned' },
      },
      { shipmentId: shipment.id, kind: 'draft-bl-sent', detail: { document: 'draft-bl' } },
    ])
  })
  // The first delivery to B's webhook fails, as a receiver that is down would.
  receiver.failNext('/b', 500)
  const env = { SMTP_URL: smtp.url, ...ENV }
  otherDir = USES_POSTGRES ? await newDataDir() : undefined
  servers = await Promise.all([
    startServer({ dataDir, env }),
    ...(otherDir
      ? [
          startServer({
            dataDir: otherDir,
            env: { ...env, DATABASE_URL: databaseUrlFor(dataDir) ?? '' },
          }),
        ]
      : []),
  ])
}

const subjects = (address: string) => mailsTo(smtp, address).map((mail) => mail.subject)

it('emails the people of the owner and of the shared company who want it, in their language', async () => {
  await assignAndStartAgain()
  const { reference } = shipment
  const added = await call(`/api/staff/shipments/${shipment.id}/milestones`, {
    cookie: sales.cookie,
    body: {
      kind: 'departed',
      occurredAt: '2026-11-20T10:15:00+06:00',
      place: 'Chattogram',
      note: '',
    },
  })
  expect(added.status).toBe(200)

  expect(await waitUntil(() => subjects(people.ownerA).includes(`${reference}: Departed`))).toBe(
    true,
  )
  const milestoneEn = mailsTo(smtp, people.ownerA).find(
    (mail) => mail.subject === `${reference}: Departed`,
  ) as ReceivedMail
  expect(milestoneEn.text).toContain(`${DEFAULT_SITE_ORIGIN}/account/shipments/${reference}`)
  expect(milestoneEn.text).toContain('Where: Chattogram')
  expect(milestoneEn.text).toContain(`${DEFAULT_SITE_ORIGIN}/account/notifications`)

  expect(await waitUntil(() => mailsTo(smtp, people.buyerB).length >= 4)).toBe(true)
  // The first is the invitation.
  const buyer = mailsTo(smtp, people.buyerB).slice(1)
  const milestoneBn = buyer.find(
    (mail) => mail.subject === `${reference}: রওনা হয়েছে`,
  ) as ReceivedMail
  expect(milestoneBn.text).toContain(`${DEFAULT_SITE_ORIGIN}/bn/account/shipments/${reference}`)
  expect(milestoneBn.text).toContain('শিপমেন্টটি খুলুন')
  expect(buyer.map((mail) => mail.subject).sort()).toEqual(
    [
      `${reference}: রওনা হয়েছে`,
      `${reference}: একটি ডকুমেন্ট গ্রহণ করা হয়নি`,
      `${reference}: অনুমোদনের জন্য খসড়া বিল অব লেডিং`,
    ].sort(),
  )
  const refused = buyer.find((mail) => mail.subject.endsWith('গ্রহণ করা হয়নি')) as ReceivedMail
  expect(refused.text).toContain('কারণ: Unsigned')
  expect(refused.text).toContain('ডকুমেন্ট: বাণিজ্যিক চালান (কমার্শিয়াল ইনভয়েস)')

  // Rafiq (bn) turned milestones off; Nusrat (en) the draft B/L.
  expect(await waitUntil(() => mailsTo(smtp, people.memberA).length >= 3)).toBe(true)
  expect(subjects(people.memberA).slice(1).sort()).toEqual(
    [
      `${reference}: একটি ডকুমেন্ট গ্রহণ করা হয়নি`,
      `${reference}: অনুমোদনের জন্য খসড়া বিল অব লেডিং`,
    ].sort(),
  )
  expect(subjects(people.ownerA).slice(1).sort()).toEqual(
    [`${reference}: Departed`, `${reference}: a document was refused`].sort(),
  )
  // Company C is not on the shipment: its person is sent nothing but the invitation.
  expect(subjects(people.strangerC)).toHaveLength(1)
}, 120_000)

const hooksTo = (path: string) => receiver.received.filter((hook) => hook.path === path)
const header = (hook: ReceivedHook, name: string) => String(hook.headers[name])

it('POSTs each event to the webhooks of the companies on the shipment, signed, retried, logged', async () => {
  expect(
    await waitUntil(() => hooksTo('/b').filter((hook) => hook.status === 200).length >= 3),
  ).toBe(true)
  const delivered = hooksTo('/b')
  for (const hook of delivered) {
    const timestamp = header(hook, 'x-dbl-timestamp')
    const expected = createHmac('sha256', hookB.secret)
      .update(`${timestamp}.${hook.body}`)
      .digest('hex')
    expect(header(hook, 'x-dbl-signature')).toBe(`v1=${expected}`)
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300)
    expect(hook.headers['content-type']).toBe('application/json')
  }
  const [failed, ...rest] = delivered as [ReceivedHook, ...ReceivedHook[]]
  expect(failed.status).toBe(500)
  const retried = rest.find(
    (hook) => header(hook, 'x-dbl-delivery') === header(failed, 'x-dbl-delivery'),
  )
  expect(retried?.status).toBe(200)
  expect(retried?.body).toBe(failed.body)

  // Each is what the OpenAPI document says it is.
  const bodies = delivered
    .filter((hook) => hook.status === 200)
    .map((hook) => WebhookEventSchema.parse(JSON.parse(hook.body)))
  expect(bodies.map((body) => body.type).sort()).toEqual([
    'document-refused',
    'draft-bl-sent',
    'milestone-added',
  ])
  const milestone = bodies.find((body) => body.type === 'milestone-added')
  expect(milestone).toMatchObject({
    id: expect.any(Number),
    shipment: {
      reference: shipment.reference,
      access: 'view',
      url: `${DEFAULT_SITE_ORIGIN}/account/shipments/${shipment.reference}`,
    },
    detail: { kind: 'departed', label: 'Departed', place: 'Chattogram' },
  })
  // Company C's webhook hears nothing of a shipment it is not on.
  expect(hooksTo('/c')).toEqual([])

  const failedEvent = JSON.parse(failed.body).id
  expect(
    await waitUntil(async () => {
      const list = await call(`/api/staff/customers/${companies.b}/webhooks`, {
        cookie: sales.cookie,
      })
      const [hook] = (list.body?.data ?? []) as { deliveries: unknown[] }[]
      return (hook?.deliveries.length ?? 0) >= 4
    }),
  ).toBe(true)
  const list = await call(`/api/staff/customers/${companies.b}/webhooks`, { cookie: sales.cookie })
  const [hook] = list.body?.data as {
    deliveries: { eventId: number; attempt: number; statusCode: number }[]
  }[]
  const ofFailed = hook?.deliveries.filter((delivery) => delivery.eventId === failedEvent)
  expect(ofFailed?.map(({ attempt, statusCode }) => ({ attempt, statusCode }))).toEqual([
    { attempt: 2, statusCode: 200 },
    { attempt: 1, statusCode: 500 },
  ])
}, 120_000)

it('sends each event once, however many servers share the database', async () => {
  const places = ['Colombo', 'Singapore', 'Port Klang', 'Jebel Ali', 'Hamburg']
  await Promise.all(
    places.map((place, index) =>
      staffFetch(
        servers[index % servers.length] as InProcessServer,
        `/api/staff/shipments/${shipment.id}/milestones`,
        {
          cookie: sales.cookie,
          body: { kind: 'transhipped', occurredAt: '2026-11-28T10:00:00+06:00', place, note: '' },
        },
      ),
    ),
  )
  // 1 invitation + departed + document refused, then the five.
  expect(await waitUntil(() => mailsTo(smtp, people.ownerA).length >= 8)).toBe(true)
  expect(
    await waitUntil(() => hooksTo('/b').filter((hook) => hook.status === 200).length >= 8),
  ).toBe(true)
  // Every event is dispatched and every email and delivery sent: anything sent twice is here.
  expect(await waitUntil(() => notificationsSettled(metricsUrlOf(server())))).toBe(true)
  const ownerMails = mailsTo(smtp, people.ownerA).filter((mail) =>
    mail.subject.endsWith('Transhipped'),
  )
  expect(ownerMails.map((mail) => /Where: (.+)/.exec(mail.text)?.[1]?.trim()).sort()).toEqual(
    [...places].sort(),
  )
  expect(mailsTo(smtp, people.ownerA)).toHaveLength(8)
  const okEvents = hooksTo('/b')
    .filter((hook) => hook.status === 200)
    .map((hook) => JSON.parse(hook.body).id as number)
  expect(new Set(okEvents).size).toBe(okEvents.length)
  expect(okEvents).toHaveLength(8)
}, 120_000)
