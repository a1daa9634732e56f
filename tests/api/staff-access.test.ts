import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

let server: RunningServer
let admin: SignedInStaff
let sales: SignedInStaff
let hr: SignedInStaff

beforeAll(async () => {
  server = await startServer()
  admin = await signedInStaff(server, { role: 'admin' })
  ;[sales, hr] = await Promise.all([
    signedInStaff(server, { role: 'sales' }),
    signedInStaff(server, { role: 'hr' }),
  ])
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const ADMIN_CALLS = [
  { method: 'GET', path: '/api/staff/accounts' },
  { method: 'GET', path: '/api/staff/audit' },
  {
    method: 'POST',
    path: '/api/staff/accounts',
    body: { email: 'x@y.example', name: 'X', role: 'hr' },
  },
  { method: 'POST', path: '/api/staff/accounts/some-id', body: { role: 'hr' } },
  { method: 'POST', path: '/api/staff/accounts/some-id/reset', body: {} },
]

describe('workspace access', () => {
  it('answers 401 JSON without a session, and marks every answer no-store and noindex', async () => {
    for (const call of [{ method: 'GET', path: '/api/staff/me' }, ...ADMIN_CALLS]) {
      const answer = await staffFetch(server, call.path, { method: call.method, body: call.body })
      expect(answer.status, call.path).toBe(401)
      expect(answer.body).toEqual({ code: 401, message: expect.any(String) })
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-robots-tag')).toBe('noindex')
    }
  })

  it('answers 403 to sales and hr on admin calls', async () => {
    for (const person of [sales, hr]) {
      for (const call of ADMIN_CALLS) {
        const answer = await staffFetch(server, call.path, {
          method: call.method,
          body: call.body,
          cookie: person.cookie,
        })
        expect(answer.status, `${person.role} ${call.method} ${call.path}`).toBe(403)
        expect(answer.body).toEqual({ code: 403, message: expect.any(String) })
      }
    }
  })

  it('tells each person who they are', async () => {
    for (const person of [admin, sales, hr]) {
      const me = await staffFetch(server, '/api/staff/me', { cookie: person.cookie })
      expect(me.status).toBe(200)
      expect(me.body).toMatchObject({
        id: person.id,
        email: person.email,
        role: person.role,
        secondFactorRequired: false,
      })
    }
  })

  it('lets an admin list accounts and read the audit log', async () => {
    const accounts = await staffFetch(server, '/api/staff/accounts', { cookie: admin.cookie })
    expect(accounts.status).toBe(200)
    const emails = (accounts.body?.data as { email: string }[]).map((account) => account.email)
    expect(emails).toEqual(expect.arrayContaining([admin.email, sales.email, hr.email]))
    const audit = await staffFetch(server, '/api/staff/audit', { cookie: admin.cookie })
    expect(audit.status).toBe(200)
    const actions = (audit.body?.data as { action: string }[]).map((entry) => entry.action)
    expect(actions).toEqual(expect.arrayContaining(['account.add', 'account.setup', 'sign-in']))
  })
})
