// Issue 42, accounts: the customers' sessions and the staff's open nothing of each other's, an
// owner invites and removes colleagues of their own company only, and a visitor's request for
// an account reaches staff, who approve or refuse it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRoutes, type AppRoute } from './support/routes.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, waitUntil, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import {
  customerEmail,
  linkIn,
  mailTo,
  mailsTo,
  RUN,
  signedInOwner,
  signInWith,
} from './support/customers.ts'

const BANGLA = /[\u0980-\u09FF]/

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff
let routes: AppRoute[]
let owner: { email: string; companyId: number; cookie: string }

beforeAll(async () => {
  smtp = await createSmtp()
  // One after the other: two embedded databases starting at once on a busy machine are slow.
  routes = await appRoutes()
  server = await startServer({
    env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  sales = await signedInStaff(server, { role: 'sales' })
  owner = await signedInOwner(server, smtp, sales, 'owner-a')
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

/** A route's pattern with its parameters filled in: `/api/staff/customers/:id` → `…/1`. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x')

/** The routes under `prefix` that need a session, with every method but HEAD and OPTIONS. */
function guarded(prefix: string, signedOut: (route: AppRoute) => boolean) {
  return routes.filter(
    (route) =>
      route.url.startsWith(prefix) &&
      !['HEAD', 'OPTIONS'].includes(route.method) &&
      !signedOut(route),
  )
}

describe('sessions of their own', () => {
  it('refuses a customer session on every /api/staff/ route that needs a session', async () => {
    const staffRoutes = guarded('/api/staff/', (route) => route.staffAccess === 'signed-out')
    expect(staffRoutes.length).toBeGreaterThan(40)
    for (const route of staffRoutes) {
      const answer = await staffFetch(server, concrete(route.url), {
        method: route.method,
        cookie: owner.cookie,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      })
      expect(answer.status, `${route.method} ${route.url}`).toBe(401)
    }
    expect((await staffFetch(server, '/api/staff/me', { cookie: sales.cookie })).status).toBe(200)
  })

  it('refuses a staff session on every /api/account/ route that needs a session', async () => {
    const accountRoutes = guarded('/api/account/', (route) => route.accountAccess === 'signed-out')
    expect(accountRoutes.map((route) => route.url)).toContain('/api/account/me')
    for (const route of accountRoutes) {
      const answer = await staffFetch(server, concrete(route.url), {
        method: route.method,
        cookie: sales.cookie,
        ...(route.method === 'GET' ? {} : { body: {} }),
      })
      expect(answer.status, `${route.method} ${route.url}`).toBe(401)
    }
    expect((await staffFetch(server, '/api/account/me', { cookie: owner.cookie })).status).toBe(200)
  })

  it('ends the session at sign-out', async () => {
    const other = await signedInOwner(server, smtp, sales, 'leaving')
    expect(
      (await staffFetch(server, '/api/account/sign-out', { cookie: other.cookie, body: {} }))
        .status,
    ).toBe(200)
    expect((await staffFetch(server, '/api/account/me', { cookie: other.cookie })).status).toBe(401)
  })
})

describe('colleagues', () => {
  it('lets an owner invite a colleague, in the language chosen for them, who signs in as a member', async () => {
    const email = customerEmail('colleague')
    const invited = await staffFetch(server, '/api/account/colleagues', {
      cookie: owner.cookie,
      body: { name: 'Rafiq Islam', email, language: 'bn' },
    })
    expect(invited.status, JSON.stringify(invited.body)).toBe(200)
    const mail = await mailTo(smtp, email)
    expect(mail.subject).toMatch(BANGLA)
    const member = await signInWith(server, linkIn(mail).token)
    const home = await staffFetch(server, '/api/account/me', { cookie: member })
    expect(home.body?.data).toMatchObject({
      person: { email, companyRole: 'member' },
      company: { id: owner.companyId },
    })
    const people = (home.body?.data as { company: { people: { email: string }[] } }).company.people
    expect(people.map((person) => person.email)).toEqual(
      expect.arrayContaining([owner.email, email]),
    )

    // A member may neither invite nor remove.
    const byMember = await staffFetch(server, '/api/account/colleagues', {
      cookie: member,
      body: { name: 'Someone', email: customerEmail('by-member'), language: 'en' },
      headers: { 'content-language': 'bn' },
    })
    expect(byMember.status).toBe(403)
    expect(byMember.body?.message).toMatch(BANGLA)
    expect(mailsTo(smtp, customerEmail('by-member'))).toEqual([])
  })

  it('keeps an owner to their own company: no one of another company is invited or removed', async () => {
    const other = await signedInOwner(server, smtp, sales, 'owner-b')
    const otherHome = await staffFetch(server, '/api/account/me', { cookie: other.cookie })
    const otherId = (otherHome.body?.data as { person: { id: string } }).person.id

    const taken = await staffFetch(server, '/api/account/colleagues', {
      cookie: owner.cookie,
      body: { name: 'Poacher', email: other.email, language: 'en' },
    })
    expect(taken.status).toBe(409)
    const removed = await staffFetch(server, `/api/account/colleagues/${otherId}/remove`, {
      cookie: owner.cookie,
      body: {},
    })
    expect(removed.status).toBe(404)
    expect((await staffFetch(server, '/api/account/me', { cookie: other.cookie })).status).toBe(200)
  })

  it('lets an owner remove a colleague, whose session ends with it', async () => {
    const email = customerEmail('removed')
    const invited = await staffFetch(server, '/api/account/colleagues', {
      cookie: owner.cookie,
      body: { name: 'Short Stay', email, language: 'en' },
    })
    const member = await signInWith(server, linkIn(await mailTo(smtp, email)).token)
    const id = (invited.body?.data as { id: string }).id
    const removed = await staffFetch(server, `/api/account/colleagues/${id}/remove`, {
      cookie: owner.cookie,
      body: {},
    })
    expect(removed.status).toBe(200)
    expect(removed.body?.message).toContain('Short Stay')
    expect((await staffFetch(server, '/api/account/me', { cookie: member })).status).toBe(401)
  })
})

describe('requests for an account', () => {
  function sendRequest(label: string, extra: Record<string, string> = {}) {
    return staffFetch(server, '/api/account/requests', {
      headers: { 'content-language': 'bn' },
      body: {
        company: `Meghna Denim ${label} ${RUN}`,
        name: 'Sabina Akter',
        email: customerEmail(label),
        phone: '01711 222333',
        message: 'We ship denim to Hamburg every month.',
        ...extra,
      },
    })
  }

  async function openRequests() {
    const list = await staffFetch(server, '/api/staff/account-requests', { cookie: sales.cookie })
    expect(list.status).toBe(200)
    return list.body?.data as { id: number; email: string; company: string }[]
  }

  it('reaches staff, who approve it: the company is made and its sender invited', async () => {
    const sent = await sendRequest('approved')
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body?.message).toMatch(BANGLA)
    const isNotice = (subject: string) => subject.includes(`Meghna Denim approved ${RUN}`)
    expect(await waitUntil(() => smtp.messages.some((mail) => isNotice(mail.subject)))).toBe(true)

    const request = (await openRequests()).find((row) => row.email === customerEmail('approved'))
    if (!request) throw new Error('the request is not listed')
    const approved = await staffFetch(server, `/api/staff/account-requests/${request.id}/approve`, {
      cookie: sales.cookie,
      body: { kind: 'consignee', country: 'de', language: 'bn' },
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body?.data).toMatchObject({ kind: 'consignee', country: 'DE' })
    const invitation = await mailTo(smtp, customerEmail('approved'))
    expect(invitation.subject).toMatch(BANGLA)
    const cookie = await signInWith(server, linkIn(invitation).token)
    const home = await staffFetch(server, '/api/account/me', { cookie })
    expect(home.body?.data).toMatchObject({ person: { companyRole: 'owner' } })
    expect((await openRequests()).some((row) => row.id === request.id)).toBe(false)

    const twice = await staffFetch(server, `/api/staff/account-requests/${request.id}/approve`, {
      cookie: sales.cookie,
      body: { kind: 'consignee', country: 'DE', language: 'bn' },
    })
    expect(twice.status).toBe(409)
  })

  it('is refused by staff: no company, no email to its sender', async () => {
    expect((await sendRequest('refused')).status).toBe(200)
    const request = (await openRequests()).find((row) => row.email === customerEmail('refused'))
    if (!request) throw new Error('the request is not listed')
    const refused = await staffFetch(server, `/api/staff/account-requests/${request.id}/refuse`, {
      cookie: sales.cookie,
      body: {},
    })
    expect(refused.status).toBe(200)
    expect((await openRequests()).some((row) => row.id === request.id)).toBe(false)
    expect(mailsTo(smtp, customerEmail('refused'))).toEqual([])
    const customers = await staffFetch(server, '/api/staff/customers', { cookie: sales.cookie })
    const names = (customers.body?.data as { name: string }[]).map((company) => company.name)
    expect(names).not.toContain(`Meghna Denim refused ${RUN}`)
  })

  it('keeps a request that filled the honeypot from staff, with the same thanks', async () => {
    const sent = await sendRequest('bot', { website: 'https://spam.example' })
    expect(sent.status).toBe(200)
    expect(sent.body?.message).toMatch(BANGLA)
    expect((await openRequests()).some((row) => row.email === customerEmail('bot'))).toBe(false)
  })

  it('answers bad input field by field in the language of the request', async () => {
    const sent = await sendRequest('bad', { company: '', email: 'not-an-address' })
    expect(sent.status).toBe(400)
    const errors = sent.body?.errors as Record<string, string>
    expect(errors.company).toMatch(BANGLA)
    expect(errors.email).toMatch(BANGLA)
  })
})
