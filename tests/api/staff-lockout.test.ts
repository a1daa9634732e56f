import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  databaseUrlFor,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const PER_ACCOUNT = 3
const PER_ADDRESS = 10
const LIMITS = {
  STAFF_SIGNIN_MAX_FAILURES: String(PER_ACCOUNT),
  STAFF_SIGNIN_MAX_FAILURES_IP: String(PER_ADDRESS),
  // Each run claims an address of its own, so that failures of other test files sharing a
  // PostgreSQL database (all from 127.0.0.1) do not count here.
  TRUST_PROXY: '1',
}
const address = (n: number) =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${n}`
const CLIENT = address(1)

let server: RunningServer
let person: SignedInStaff
let admin: SignedInStaff

beforeAll(async () => {
  server = await startServer({ env: LIMITS })
  // Before any failure: once this address is locked, it cannot finish an admin's sign-in either.
  admin = await signedInStaff(server, { role: 'admin' })
  person = await signedInStaff(server, { role: 'sales' })
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function attempt(target: { url: string }, email: string, password: string, from = CLIENT) {
  return staffFetch(target, '/api/staff/auth/sign-in/email', {
    body: { email, password },
    headers: { 'x-forwarded-for': from },
  })
}

describe('brute-force throttle', () => {
  it('locks an account after repeated failures, answering an unknown email the same way', async () => {
    const unknown = `nobody-${Date.now()}@staff.example`
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const wrong = await attempt(server, person.email, `Wrong-password-${i}-xyz`)
      const stranger = await attempt(server, unknown, `Wrong-password-${i}-xyz`)
      expect(wrong.status).toBe(401)
      expect(stranger.status).toBe(wrong.status)
      expect(stranger.body).toEqual(wrong.body)
    }
    const locked = await attempt(server, person.email, 'Wrong-password-again-xyz')
    const lockedStranger = await attempt(server, unknown, 'Wrong-password-again-xyz')
    expect(locked.status).toBe(429)
    expect(lockedStranger.status).toBe(429)
    expect(lockedStranger.body).toEqual(locked.body)
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(Number(lockedStranger.headers.get('retry-after'))).toBeGreaterThan(0)

    // Even the right password waits until the window has passed.
    const right = await attempt(server, person.email, person.password)
    expect(right.status).toBe(429)
    // The session already open is not affected.
    expect((await staffFetch(server, '/api/staff/me', { cookie: person.cookie })).status).toBe(200)
  })

  it('locks an address that tries many accounts', async () => {
    // The test above left 2 × PER_ACCOUNT failures from this address.
    let status = 0
    let tries = 0
    while (status !== 429 && tries < PER_ADDRESS) {
      tries++
      status = (
        await attempt(server, `spray-${tries}-${Date.now()}@staff.example`, 'Spray-password-123')
      ).status
    }
    expect(status).toBe(429)
    expect(tries).toBe(PER_ADDRESS - 2 * PER_ACCOUNT + 1)
  })

  it('records failures and lockouts in the audit log', async () => {
    const audit = await staffFetch(server, '/api/staff/audit', { cookie: admin.cookie })
    const entries = audit.body?.data as { action: string; target: string | null }[]
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'sign-in.failure', target: person.email }),
    )
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'sign-in.lockout', target: person.email }),
    )
  })
})

describe.skipIf(!USES_POSTGRES)('two servers on one database', () => {
  it('share the count of failures', async () => {
    const first = await startServer({ env: LIMITS })
    // Each test data folder has a database of its own: the second server uses the first's.
    const database = databaseUrlFor(first.dataDir)
    const second = await startServer({ env: { ...LIMITS, DATABASE_URL: database ?? '' } })
    try {
      expect(database).toBeTruthy()
      const email = `shared-${Date.now()}@staff.example`
      const from = address(2)
      for (let i = 0; i < PER_ACCOUNT; i++) {
        expect((await attempt(first, email, 'Wrong-password-xyz-1', from)).status).toBe(401)
      }
      expect((await attempt(second, email, 'Wrong-password-xyz-1', from)).status).toBe(429)
    } finally {
      await Promise.all([first.stop(), second.stop()])
      await Promise.all([removeDataDir(first.dataDir), removeDataDir(second.dataDir)])
    }
  })
})
