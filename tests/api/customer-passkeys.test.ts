// Issue 42, accounts: a customer signs in with an emailed link or a passkey. The WebAuthn
// ceremonies themselves run in Chromium (tests/e2e/customer-passkeys.test.ts); here, what the
// routes take and refuse, in the request's language, and whose passkeys a person reaches.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { DEFAULT_SITE_ORIGIN, signedInStaff, staffFetch } from './support/staff.ts'
import { signedInOwner } from './support/customers.ts'

let server: RunningServer
let smtp: TestSmtp
let owner: { cookie: string }

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({ env: { SMTP_URL: smtp.url } })
  const sales = await signedInStaff(server, { role: 'sales' })
  owner = await signedInOwner(server, smtp, sales, 'passkeys')
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})
afterEach(() => {
  vi.useRealTimers()
})

const bangla = { 'content-language': 'bn' }
/** A WebAuthn answer of the right shape that no passkey of this site made. */
const strangerAnswer = {
  id: 'c3RyYW5nZXI',
  rawId: 'c3RyYW5nZXI',
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
  clientExtensionResults: {},
}

describe("a customer's passkeys", () => {
  it('are listed for the signed-in person only, and on the account home', async () => {
    expect((await staffFetch(server, '/api/account/passkeys')).status).toBe(401)
    const list = await staffFetch(server, '/api/account/passkeys', { cookie: owner.cookie })
    expect(list.status).toBe(200)
    expect(list.body).toEqual({ data: [] })
    const me = await staffFetch(server, '/api/account/me', { cookie: owner.cookie })
    expect((me.body?.data as { passkeys: unknown }).passkeys).toEqual([])
  })

  it('start with a name, which is required, in the language of the request', async () => {
    const unnamed = await staffFetch(server, '/api/account/passkeys/registration-options?name=', {
      cookie: owner.cookie,
      headers: bangla,
    })
    expect(unnamed.status).toBe(400)
    expect(JSON.stringify(unnamed.body)).toContain('পাসকি-টির একটি নাম দিন')

    const named = await staffFetch(
      server,
      `/api/account/passkeys/registration-options?name=${encodeURIComponent('Office laptop')}`,
      { cookie: owner.cookie },
    )
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    expect(named.body?.challenge).toEqual(expect.any(String))
    // The passkey is the site's (SITE_URL's host), whatever address the server listens on.
    expect(named.body?.rp).toMatchObject({ id: new URL(DEFAULT_SITE_ORIGIN).hostname })
    // The challenge travels in a cookie of the customers' own prefix.
    expect(named.headers.getSetCookie().join('\n')).toMatch(/dbl-account\.better-auth-passkey=/)
  })

  it('refuse an answer of the wrong shape, and one no passkey made, in Bangla', async () => {
    const misshapen = await staffFetch(server, '/api/account/passkeys', {
      cookie: owner.cookie,
      headers: bangla,
      body: { name: 'Phone', response: { id: 'not base64url!', type: 'public-key' } },
    })
    expect(misshapen.status).toBe(400)
    expect(JSON.stringify(misshapen.body)).toContain('সাইটটি পড়তে পারছে না')

    const unchallenged = await staffFetch(server, '/api/account/passkeys', {
      cookie: owner.cookie,
      headers: bangla,
      body: { name: 'Phone', response: strangerAnswer },
    })
    expect(unchallenged.status).toBe(400)
    expect(unchallenged.body?.message).toBe(
      'এই পাসকি যাচাই করা গেল না। আবার চেষ্টা করুন, অথবা ইমেইলে পাঠানো লিংক দিয়ে সাইন ইন করুন।',
    )
    const list = await staffFetch(server, '/api/account/passkeys', { cookie: owner.cookie })
    expect(list.body).toEqual({ data: [] })
  })

  it('cannot be added on a session more than a day old: sign in by link again first', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 })
    const late = await staffFetch(
      server,
      `/api/account/passkeys/registration-options?name=${encodeURIComponent('Phone')}`,
      { cookie: owner.cookie },
    )
    expect(late.status).toBe(403)
    expect(late.body?.message).toBe(
      'To add a passkey, first sign in again with an emailed link: your session is more than a day old.',
    )
  })

  it('are removed only by their owner: any other id is not found, in the request language', async () => {
    const missing = await staffFetch(server, '/api/account/passkeys/no-such-passkey/remove', {
      cookie: owner.cookie,
      headers: bangla,
      body: {},
    })
    expect(missing.status).toBe(404)
    expect(missing.body?.message).toBe('আপনার এমন কোনো পাসকি নেই')
    const signedOut = await staffFetch(server, '/api/account/passkeys/no-such-passkey/remove', {
      body: {},
    })
    expect(signedOut.status).toBe(401)
  })
})

describe('signing in with a passkey', () => {
  it("is allowed on the portal's pages only: the public pages switch WebAuthn's get off", async () => {
    for (const path of ['/account', '/bn/account', '/account/sign-in']) {
      const page = await fetch(`${server.url}${path}`)
      expect(page.headers.get('permissions-policy'), path).toContain(
        'publickey-credentials-get=(self)',
      )
    }
    const home = await fetch(`${server.url}/`)
    expect(home.headers.get('permissions-policy')).toContain('publickey-credentials-get=()')
  })

  it('starts without a session and refuses an answer no passkey of this site made', async () => {
    const options = await staffFetch(server, '/api/account/passkey-sign-in/options')
    expect(options.status, JSON.stringify(options.body)).toBe(200)
    expect(options.body?.challenge).toEqual(expect.any(String))
    const challengeCookie = options.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0] ?? '')
      .join('; ')

    const refused = await staffFetch(server, '/api/account/passkey-sign-in', {
      cookie: challengeCookie,
      headers: bangla,
      body: { response: strangerAnswer },
    })
    expect(refused.status).toBe(400)
    expect(refused.body?.message).toContain('এই পাসকি যাচাই করা গেল না')
    expect(refused.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]/)
  })
})
