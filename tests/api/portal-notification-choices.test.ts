// Issue 42, notifications: a person of a customer company chooses their emails on a page that
// works without JavaScript, in English and in Bangla, as the API stores them; the OpenAPI
// document describes what a company's webhook is sent.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signedInOwner } from './support/customers.ts'
import { removeDataDir, startServer, type InProcessServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

let smtp: TestSmtp
let server: InProcessServer
let person: { email: string; companyId: number; cookie: string }

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({ env: { SMTP_URL: smtp.url } })
  const sales = await signedInStaff(server, { role: 'sales' })
  person = await signedInOwner(server, smtp, sales, 'choices')
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** The page as a browser without JavaScript asks for it or posts its form, with a session. */
function page(path: string, cookie: string, form?: URLSearchParams) {
  return fetch(`${server.url}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie, origin: server.url },
    body: form,
  })
}

it('lets a person choose on a page that works without JavaScript, in English and Bangla', async () => {
  const signedOut = await fetch(`${server.url}/bn/account/notifications`, { redirect: 'manual' })
  expect(signedOut.status).toBe(303)
  expect(signedOut.headers.get('location')).toBe('/bn/account')

  const off = await staffFetch(server, '/api/account/notifications', {
    method: 'PUT',
    cookie: person.cookie,
    body: { milestones: false, documents: true, draftBl: true },
  })
  expect(off.status).toBe(200)
  const english = await (await page('/account/notifications', person.cookie)).text()
  expect(english).toContain('Email me when')
  // Milestones turned off through the API: the page shows it.
  expect(english).toMatch(
    /<input type="checkbox" id="notifications-milestones" name="milestones"\/>/,
  )
  expect(english).toMatch(/id="notifications-documents" name="documents" checked=""/)
  const home = await (await page('/account', person.cookie)).text()
  expect(home).toContain('href="/account/notifications"')

  // Ticking milestones and the draft B/L, leaving documents unticked, posted in Bangla.
  const saved = await page(
    '/bn/account/notifications',
    person.cookie,
    new URLSearchParams({ milestones: 'on', draftBl: 'on' }),
  )
  expect(saved.status).toBe(200)
  const answer = await saved.text()
  expect(answer).toContain('আপনার পছন্দ সংরক্ষিত হয়েছে।')
  expect(answer).toContain('আমাকে ইমেইল করুন যখন')
  const stored = await staffFetch(server, '/api/account/notifications', { cookie: person.cookie })
  expect(stored.body).toEqual({ data: { milestones: true, documents: false, draftBl: true } })

  // The English page answers in English.
  const back = await page(
    '/account/notifications',
    person.cookie,
    new URLSearchParams({ documents: 'on', draftBl: 'on' }),
  )
  expect(await back.text()).toContain('Your choices are saved.')
  expect(
    (await staffFetch(server, '/api/account/notifications', { cookie: person.cookie })).body,
  ).toEqual({
    data: { milestones: false, documents: true, draftBl: true },
  })
}, 60_000)

it('documents the webhook payload in the OpenAPI document', async () => {
  const document = (await staffFetch(server, '/api/openapi.json')).body as {
    webhooks: Record<string, { post: { requestBody: unknown } }>
    components: { schemas: Record<string, { properties: Record<string, unknown> }> }
  }
  expect(document.webhooks.shipmentEvent?.post.requestBody).toEqual({
    required: true,
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/ShipmentEventWebhook' } },
    },
  })
  expect(Object.keys(document.components.schemas.ShipmentEventWebhook?.properties ?? {})).toEqual([
    'id',
    'type',
    'createdAt',
    'shipment',
    'detail',
  ])
})
