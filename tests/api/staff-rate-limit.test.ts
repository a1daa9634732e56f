/**
 * Staff calls have a limit of their own, per account (RATE_LIMIT_STAFF a minute, counted in the
 * database), apart from their address's per-minute budget (RATE_LIMIT_API), which an office
 * shares with its visitors: neither is spent by the other's calls. Runs on PGlite (api) and
 * PostgreSQL (api-postgres), where two servers on one database also share an account's count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson, type JsonAnswer } from './support/http.ts'
import {
  newDataDir,
  removeDataDir,
  startServer,
  USES_POSTGRES,
  type RunningServer,
} from './support/server.ts'
import { runSql } from './support/media.ts'
import { signedInStaff, staffFetch, type SignedInStaff, type StaffCall } from './support/staff.ts'

const API_LIMIT = 3
const STAFF_LIMIT = 4
const LOW_LIMITS = { RATE_LIMIT_API: String(API_LIMIT), RATE_LIMIT_STAFF: String(STAFF_LIMIT) }

/** The same refusal, in the same words, for the address's budget and an account's limit. */
function expectTooMany(answer: JsonAnswer | StaffCall) {
  expect(answer.status).toBe(429)
  expect(answer.body).toEqual({
    code: 429,
    message: expect.stringMatching(
      /^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/,
    ),
  })
  const retryAfter = Number(answer.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(60)
}

/** A call every signed-in staff member may make, as the workspace does every 15 seconds. */
const counts = (server: { url: string }, person?: SignedInStaff) =>
  staffFetch(server, '/api/staff/inbox/counts', person ? { cookie: person.cookie } : {})

describe('staff calls are limited per account, not per address', () => {
  let dataDir = ''
  let server: RunningServer
  let sales: SignedInStaff
  let hr: SignedInStaff
  let editor: SignedInStaff
  let spread: SignedInStaff

  beforeAll(async () => {
    // The accounts are made and signed in on a server with the suite's limits first: their
    // set-up calls, made without a session, would spend the address's small budget.
    dataDir = await newDataDir()
    const setup = await startServer({ dataDir })
    ;[sales, hr, editor, spread] = await Promise.all([
      signedInStaff(setup, { role: 'sales' }),
      signedInStaff(setup, { role: 'hr' }),
      signedInStaff(setup, { role: 'editor' }),
      signedInStaff(setup, { role: 'sales' }),
    ])
    await setup.stop()
    // Signing in ends with a staff call (GET /api/staff/me), counted in the database in a
    // window of a minute that a slow set-up could outlast: each account starts its tests with
    // its whole limit instead.
    await runSql(dataDir, ["delete from rate_limit_counters where bucket = 'staff-api'"])
    server = await startServer({ dataDir, env: LOW_LIMITS })
    // Four sign-ins (each a run of the staff tool), two starts and the database opened between
    // them: more than the suite's minute for a hook when the machine is loaded.
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await removeDataDir(dataDir)
  })

  it('public calls count against the address, even with a session, and never against the account', async () => {
    const withSession = { headers: { cookie: editor.cookie } }
    for (let i = 0; i < API_LIMIT; i++) {
      expect((await getJson(`${server.url}/api/services`, withSession)).status).toBe(200)
    }
    expectTooMany(await getJson(`${server.url}/api/team`, withSession))
    // The address's budget is used up; the account's whole limit is still there.
    for (let i = 0; i < STAFF_LIMIT; i++) {
      expect((await counts(server, editor)).status).toBe(200)
    }
    expectTooMany(await counts(server, editor))
  })

  it('with the address’s budget used up, another member is still served; a signed-out call is not', async () => {
    expect((await counts(server, sales)).status).toBe(200)
    // Asked for by every workspace page; open to the signed-out, but a staff call with a session.
    const me = await staffFetch(server, '/api/staff/me', { cookie: sales.cookie })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: sales.email })
    // Without a session, a staff route is the address's like any other: 429, not even 401.
    expectTooMany(await counts(server))
    expectTooMany(await staffFetch(server, '/api/staff/me'))
  })

  it('an account that uses up its limit gets 429; a colleague at the same address does not', async () => {
    // sales made two staff calls above.
    for (let i = 2; i < STAFF_LIMIT; i++) {
      expect((await counts(server, sales)).status).toBe(200)
    }
    expectTooMany(await counts(server, sales))
    expectTooMany(await staffFetch(server, '/api/staff/me', { cookie: sales.cookie }))

    const colleague = await counts(server, hr)
    expect(colleague.status).toBe(200)
    expect(colleague.body).toHaveProperty('data')
  })

  it.runIf(USES_POSTGRES)('two servers on one database count an account’s calls once', async () => {
    const other = await startServer({ dataDir, env: LOW_LIMITS })
    try {
      for (let i = 0; i < STAFF_LIMIT; i++) {
        const answer = await counts(i % 2 === 0 ? server : other, spread)
        expect(answer.status, `call ${i + 1}`).toBe(200)
      }
      expectTooMany(await counts(server, spread))
      expectTooMany(await counts(other, spread))
    } finally {
      await other.stop()
    }
  })
})
