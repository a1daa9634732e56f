import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import {
  CookieJar,
  DEFAULT_SITE_ORIGIN,
  runStaffCli,
  setupTokenFrom,
  signedInStaff,
  staffFetch,
  STAFF_TEST_PASSWORD,
  type SignedInStaff,
} from './support/staff.ts'

let server: RunningServer
let admin: SignedInStaff

beforeAll(async () => {
  // vitest gives the suite an https SITE_URL, as in production.
  expect(DEFAULT_SITE_ORIGIN).toMatch(/^https:/)
  server = await startServer()
  admin = await signedInStaff(server, { role: 'admin' })
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

async function signIn(email: string, password: string, jar = new CookieJar()) {
  const answer = await staffFetch(server, '/api/staff/auth/sign-in/email', {
    body: { email, password },
    jar,
  })
  return { answer, jar }
}

describe('session cookie', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, for the whole site, and new at each sign-in', async () => {
    const person = await signedInStaff(server, { role: 'sales' })
    const first = await signIn(person.email, person.password)
    const second = await signIn(person.email, person.password)
    expect(first.answer.status).toBe(200)
    const cookies = first.answer.headers.getSetCookie()
    const session = cookies.find((cookie) => cookie.includes('session_token='))
    expect(session).toBeDefined()
    expect(session).toMatch(/^__Host-/)
    const attributes = (session ?? '').split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toContain('secure')
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=lax')
    expect(attributes).toContain('path=/')
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false)
    // Renewed at sign-in: each sign-in is a session of its own.
    expect(second.jar.header()).not.toBe(first.jar.header())
    for (const { jar } of [first, second]) {
      expect((await staffFetch(server, '/api/staff/me', { jar })).status).toBe(200)
    }
  })
})

describe('sign-in', () => {
  it('answers a wrong password and an unknown email alike', async () => {
    const person = await signedInStaff(server, { role: 'hr' })
    const wrong = await signIn(person.email, 'Not-The-Password-123')
    const unknown = await signIn('nobody-here@staff.example', 'Not-The-Password-123')
    expect(wrong.answer.status).toBe(401)
    expect(unknown.answer.status).toBe(401)
    expect(wrong.answer.body).toEqual(unknown.answer.body)
    expect(wrong.answer.body).toEqual({ code: 401, message: 'Invalid email or password' })
    expect(wrong.jar.cookies.size).toBe(0)
  })

  it('asks an admin for the authenticator code before making a session', async () => {
    const { answer, jar } = await signIn(admin.email, admin.password)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ twoFactorRedirect: true })
    expect((await staffFetch(server, '/api/staff/me', { jar })).status).toBe(401)

    const wrongCode = await staffFetch(server, '/api/staff/auth/two-factor/verify-totp', {
      body: { code: '000000' === admin.totp?.generate() ? '111111' : '000000' },
      jar,
    })
    expect(wrongCode.status).toBe(401)
    const rightCode = await staffFetch(server, '/api/staff/auth/two-factor/verify-totp', {
      body: { code: admin.totp?.generate() },
      jar,
    })
    expect(rightCode.status).toBe(200)
    const me = await staffFetch(server, '/api/staff/me', { jar })
    expect(me.body).toMatchObject({ email: admin.email, role: 'admin' })
  })

  it('refuses a password alone for an admin without a second factor', async () => {
    const email = `admin-nofactor-${Date.now()}@staff.example`
    const added = await runStaffCli(
      server.dataDir,
      ['add', '--email', email, '--name', 'No Factor', '--role', 'admin'],
      { stdin: `${STAFF_TEST_PASSWORD}\n` },
    )
    expect(added.code).toBe(0)
    const { answer, jar } = await signIn(email, STAFF_TEST_PASSWORD)
    expect(answer.status).toBe(403)
    expect((await staffFetch(server, '/api/staff/me', { jar })).status).toBe(401)
  })

  it('lets an admin who set up through the link do nothing but add a second factor', async () => {
    const email = `admin-new-${Date.now()}@staff.example`
    const added = await runStaffCli(server.dataDir, [
      'add',
      '--email',
      email,
      '--name',
      'New Admin',
      '--role',
      'admin',
      '--link',
    ])
    const jar = new CookieJar()
    const setup = await staffFetch(server, '/api/staff/setup', {
      body: { token: setupTokenFrom(added.stdout), password: STAFF_TEST_PASSWORD },
      jar,
    })
    expect(setup.status).toBe(200)
    const me = await staffFetch(server, '/api/staff/me', { jar })
    expect(me.body).toMatchObject({ email, secondFactorRequired: true })
    const accounts = await staffFetch(server, '/api/staff/accounts', { jar })
    expect(accounts.status).toBe(403)
  })

  it('refuses a common or short password on the set-up link, and the link works once', async () => {
    const email = `sales-link-${Date.now()}@staff.example`
    const added = await runStaffCli(server.dataDir, [
      'add',
      '--email',
      email,
      '--name',
      'Link User',
      '--role',
      'sales',
      '--link',
    ])
    const token = setupTokenFrom(added.stdout)
    const common = await staffFetch(server, '/api/staff/setup', {
      body: { token, password: 'qwerty123456' },
    })
    expect(common.status).toBe(400)
    expect(common.body?.message).toMatch(/common passwords/)
    const short = await staffFetch(server, '/api/staff/setup', {
      body: { token, password: 'short-one' },
    })
    expect(short.status).toBe(400)
    const good = await staffFetch(server, '/api/staff/setup', {
      body: { token, password: STAFF_TEST_PASSWORD },
    })
    expect(good.status).toBe(200)
    const again = await staffFetch(server, '/api/staff/setup', {
      body: { token, password: STAFF_TEST_PASSWORD },
    })
    expect(again.status).toBe(404)
  })
})

describe('Origin check', () => {
  it('refuses a cross-origin or Origin-less POST and changes nothing', async () => {
    const email = `evil-${Date.now()}@staff.example`
    for (const origin of ['https://evil.example', null]) {
      const answer = await staffFetch(server, '/api/staff/accounts', {
        body: { email, name: 'Evil', role: 'admin' },
        cookie: admin.cookie,
        origin,
      })
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ code: 403, message: expect.any(String) })
    }
    const signInFromElsewhere = await staffFetch(server, '/api/staff/auth/sign-in/email', {
      body: { email: admin.email, password: admin.password },
      origin: 'https://evil.example',
    })
    expect(signInFromElsewhere.status).toBe(403)
    const accounts = await staffFetch(server, '/api/staff/accounts', { cookie: admin.cookie })
    const emails = (accounts.body?.data as { email: string }[]).map((account) => account.email)
    expect(emails).not.toContain(email)
  })

  it('tells whoever opened the workspace at another address where it lives, and logs why', async () => {
    // The same server reached by another name (www., its IP), as staff sometimes do.
    const elsewhere = 'http://203.0.113.7:3000'
    const answer = await staffFetch(server, '/api/staff/auth/sign-in/email', {
      body: { email: admin.email, password: admin.password },
      origin: elsewhere,
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({
      code: 403,
      message: `This request did not come from the workspace. Open the workspace at its address, ${DEFAULT_SITE_ORIGIN}/staff, and try again.`,
    })
    expect(answer.headers.get('set-cookie')).toBeNull()
    await expect
      .poll(() => {
        const lines = server
          .output()
          .split('\n')
          .filter((line) => line.includes(elsewhere))
        return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      })
      .toContainEqual(
        expect.objectContaining({
          level: 40,
          origin: elsewhere,
          siteUrl: expect.stringContaining(DEFAULT_SITE_ORIGIN),
          msg: expect.stringContaining('SITE_URL'),
        }),
      )
  })
})

describe('ending sessions', () => {
  it('ends a disabled account’s open session at its next request', async () => {
    const person = await signedInStaff(server, { role: 'sales' })
    expect((await staffFetch(server, '/api/staff/me', { cookie: person.cookie })).status).toBe(200)
    const disabled = await staffFetch(server, `/api/staff/accounts/${person.id}`, {
      body: { disabled: true },
      cookie: admin.cookie,
    })
    expect(disabled.status).toBe(200)
    expect(disabled.body?.data).toMatchObject({ disabled: true })
    expect((await staffFetch(server, '/api/staff/me', { cookie: person.cookie })).status).toBe(401)
    const again = await signIn(person.email, person.password)
    expect(again.answer.status).toBe(401)
    expect(again.answer.body).toEqual({ code: 401, message: 'Invalid email or password' })
  })

  it('signs out everywhere', async () => {
    const person = await signedInStaff(server, { role: 'hr' })
    const other = await signIn(person.email, person.password)
    expect((await staffFetch(server, '/api/staff/me', { jar: other.jar })).status).toBe(200)
    const revoked = await staffFetch(server, '/api/staff/auth/revoke-sessions', {
      body: {},
      cookie: person.cookie,
    })
    expect(revoked.status).toBe(200)
    expect((await staffFetch(server, '/api/staff/me', { cookie: person.cookie })).status).toBe(401)
    expect((await staffFetch(server, '/api/staff/me', { jar: other.jar })).status).toBe(401)
  })

  it('records role changes, disabling and sign-ins in the audit log', async () => {
    const person = await signedInStaff(server, { role: 'sales' })
    const changed = await staffFetch(server, `/api/staff/accounts/${person.id}`, {
      body: { role: 'hr' },
      cookie: admin.cookie,
    })
    expect(changed.body?.data).toMatchObject({ role: 'hr' })
    const audit = await staffFetch(server, '/api/staff/audit', { cookie: admin.cookie })
    const entries = audit.body?.data as { action: string; target: string | null; detail: unknown }[]
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'account.role',
        target: person.id,
        detail: expect.objectContaining({ from: 'sales', to: 'hr' }),
      }),
    )
    const actions = entries.map((entry) => entry.action)
    expect(actions).toEqual(
      expect.arrayContaining(['account.disable', 'sign-in.failure', 'sessions.revoke-all']),
    )
  })

  it('lets an admin invite a colleague: the set-up link goes out through the outbox', async () => {
    const email = `invited-${Date.now()}@staff.example`
    const invited = await staffFetch(server, '/api/staff/accounts', {
      body: { email, name: 'Invited Person', role: 'hr' },
      cookie: admin.cookie,
    })
    expect(invited.status).toBe(200)
    expect(invited.body?.data).toMatchObject({ email, role: 'hr', hasPassword: false })
    const duplicate = await staffFetch(server, '/api/staff/accounts', {
      body: { email, name: 'Invited Person', role: 'hr' },
      cookie: admin.cookie,
    })
    expect(duplicate.status).toBe(409)
  })
})
