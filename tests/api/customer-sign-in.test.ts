// Issue 42, accounts: customers sign in by an emailed link (single-use, 15 minutes), in their
// own language, limited per address and per client, and nobody learns which addresses exist.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'
import {
  createCustomer,
  customerEmail,
  linkIn,
  mailTo,
  mailsTo,
  signInWith,
} from './support/customers.ts'

const BANGLA = /[\u0980-\u09FF]/
const PER_ADDRESS = 3
const PER_IP = 5

let server: RunningServer
let smtp: TestSmtp
let sales: SignedInStaff
let admin: SignedInStaff
/** Each call comes from an address of its own unless a test says (TRUST_PROXY reads it). */
let nextClient = 1
const client = () => `198.51.100.${nextClient++}`

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      ACCOUNT_LINKS_PER_ADDRESS: String(PER_ADDRESS),
      ACCOUNT_LINKS_PER_IP: String(PER_IP),
      OUTBOX_RETRY_BASE_MS: '50',
      OUTBOX_RETRY_MAX_MS: '200',
    },
  })
  sales = await signedInStaff(server, { role: 'sales' })
  admin = await signedInStaff(server, { role: 'admin' })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})
afterEach(() => {
  vi.useRealTimers()
})

function askForLink(email: string, options: { ip?: string; language?: 'bn' } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? client() }
  if (options.language) headers['content-language'] = options.language
  return staffFetch(server, '/api/account/sign-in-link', { body: { email }, headers })
}

async function me(cookie: string) {
  return staffFetch(server, '/api/account/me', { cookie })
}

describe('sign-in by emailed link', () => {
  it('signs an invited person in once with their link; the same link then fails', async () => {
    const email = customerEmail('once')
    const { companyId } = await createCustomer(server, sales, { email })
    const invitation = await mailTo(smtp, email)
    expect(invitation.subject).toContain('invited you')
    const { path, token } = linkIn(invitation)
    expect(path).toBe('/account/sign-in')

    const cookie = await signInWith(server, token)
    expect(cookie).toMatch(/^(__Host-)?dbl-account\.session_token=/)
    const home = await me(cookie)
    expect(home.status).toBe(200)
    expect(home.body?.data).toMatchObject({
      person: { email, companyRole: 'owner', signedIn: true },
      company: { id: companyId, country: 'BD' },
    })

    const again = await staffFetch(server, '/api/account/sign-in', { body: { token } })
    expect(again.status).toBe(400)
    expect(again.body?.message).toMatch(/expired or has been used/)
    expect(again.headers.getSetCookie()).toEqual([])
  })

  it('refuses a link used after 15 minutes, in the language of the request', async () => {
    const email = customerEmail('late')
    await createCustomer(server, sales, { email })
    await mailTo(smtp, email)
    expect((await askForLink(email)).status).toBe(200)
    const { token } = linkIn(await mailTo(smtp, email, 2))

    // The server runs in this process: its clock moves with the test's.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000)
    const late = await staffFetch(server, '/api/account/sign-in', {
      body: { token },
      headers: { 'content-language': 'bn' },
    })
    expect(late.status).toBe(400)
    expect(late.body?.message).toMatch(BANGLA)
  })

  it('still takes a link used just within 15 minutes', async () => {
    const email = customerEmail('in-time')
    await createCustomer(server, sales, { email })
    await mailTo(smtp, email)
    expect((await askForLink(email)).status).toBe(200)
    const { token } = linkIn(await mailTo(smtp, email, 2))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 14 * 60 * 1000)
    expect((await me(await signInWith(server, token))).status).toBe(200)
  })

  it('writes the link email in the person’s language, whatever the page’s', async () => {
    const email = customerEmail('bangla')
    await createCustomer(server, sales, { email, language: 'bn' })
    const invitation = await mailTo(smtp, email)
    expect(invitation.subject).toMatch(BANGLA)
    expect(linkIn(invitation).path).toBe('/bn/account/sign-in')
    expect((await askForLink(email)).status).toBe(200)
    const link = await mailTo(smtp, email, 2)
    expect(link.subject).toMatch(BANGLA)
    expect(link.text).toContain('১৫ মিনিট')
  })
})

describe('no enumeration', () => {
  it('answers an unknown address as a known one, and sends it nothing', async () => {
    const known = customerEmail('known')
    await createCustomer(server, sales, { email: known })
    await mailTo(smtp, known)
    const unknown = customerEmail('nobody')

    const forKnown = await askForLink(known)
    const forUnknown = await askForLink(unknown)
    expect(forKnown.status).toBe(200)
    expect(forUnknown.status).toBe(200)
    expect(forUnknown.body?.message).toBe(String(forKnown.body?.message).replace(known, unknown))
    await mailTo(smtp, known, 2)
    expect(mailsTo(smtp, unknown)).toEqual([])
  })
})

describe('an invitation sent again by staff', () => {
  function sendAgain(companyId: number, personId: string) {
    return staffFetch(server, `/api/staff/customers/${companyId}/people/${personId}/invitation`, {
      cookie: sales.cookie,
      body: {},
      headers: { 'x-forwarded-for': client() },
    })
  }

  it('carries a new link that signs in, counts against the address, and is audited', async () => {
    const email = customerEmail('again')
    const { companyId, answer } = await createCustomer(server, sales, { email })
    const owner = (answer.body?.data as { people: { id: string }[] }).people[0]
    if (!owner) throw new Error('no owner')
    await mailTo(smtp, email)

    const again = await sendAgain(companyId, owner.id)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body?.message).toBe(`Invitation sent again to ${email}.`)
    const second = await mailTo(smtp, email, 2)
    expect(second.subject).toContain('invited you')
    expect(await me(await signInWith(server, linkIn(second).token))).toMatchObject({ status: 200 })

    for (let sent = 2; sent <= PER_ADDRESS; sent++) {
      expect((await sendAgain(companyId, owner.id)).status).toBe(200)
    }
    const refused = await sendAgain(companyId, owner.id)
    expect(refused.status).toBe(429)

    const audit = await staffFetch(server, '/api/staff/audit', { cookie: admin.cookie })
    const entries = (audit.body?.data as { action: string; target: string | null }[]) ?? []
    expect(entries.filter((entry) => entry.action === 'customer.reinvite')).toContainEqual(
      expect.objectContaining({ target: String(companyId) }),
    )
  })

  it("finds no person of another company under a company's address", async () => {
    const first = await createCustomer(server, sales, { email: customerEmail('first-co') })
    const other = await createCustomer(server, sales, { email: customerEmail('other-co') })
    const stranger = (other.answer.body?.data as { people: { id: string }[] }).people[0]
    if (!stranger) throw new Error('no owner')
    const answer = await sendAgain(first.companyId, stranger.id)
    expect(answer.status).toBe(404)
    expect(answer.body?.message).toBe('No such person in this company')
  })
})

describe('rate limits', () => {
  it(`refuses a fourth link to one address within the window, from any client, in Bangla under bn`, async () => {
    const email = customerEmail('limited')
    for (let sent = 0; sent < PER_ADDRESS; sent++) {
      expect((await askForLink(email)).status).toBe(200)
    }
    const refused = await askForLink(email, { language: 'bn' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body?.message).toMatch(BANGLA)
    // Another address is not held up by this one.
    expect((await askForLink(customerEmail('other-address'))).status).toBe(200)
  })

  it('refuses a client asking for links to many addresses', async () => {
    const ip = '203.0.113.77'
    for (let sent = 0; sent < PER_IP; sent++) {
      expect((await askForLink(customerEmail(`spray-${sent}`), { ip })).status).toBe(200)
    }
    const refused = await askForLink(customerEmail('spray-last'), { ip })
    expect(refused.status).toBe(429)
    expect(refused.body?.message).toMatch(/Too many/i)
    expect((await askForLink(customerEmail('spray-last'))).status).toBe(200)
  })
})
