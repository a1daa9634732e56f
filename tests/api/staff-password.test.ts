import { dictionary } from '@zxcvbn-ts/language-common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../schemas/staff.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { CookieJar, signedInStaff, staffFetch, type SignedInStaff } from './support/staff.ts'

const NEW_PASSWORD = 'Copper-Harbour-Meadow-93'
/** Twelve characters or more, and in the list of common passwords the server refuses. */
const COMMON_LONG_PASSWORD = dictionary['passwords-common'].find((word) => word.length >= 12)

let server: RunningServer
let admin: SignedInStaff

beforeAll(async () => {
  server = await startServer()
  admin = await signedInStaff(server, { role: 'admin' })
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

function changePassword(person: { jar: CookieJar }, body: Record<string, unknown>) {
  return staffFetch(server, '/api/staff/auth/change-password', { body, jar: person.jar })
}

/** Signs in with a password alone (sales and hr need no second factor): the answer's status. */
async function signIn(
  email: string,
  password: string,
): Promise<{ status: number; jar: CookieJar }> {
  const jar = new CookieJar()
  const answer = await staffFetch(server, '/api/staff/auth/sign-in/email', {
    body: { email, password },
    jar,
  })
  return { status: answer.status, jar }
}

async function auditOf(email: string): Promise<AuditEntry[]> {
  const audit = await staffFetch(server, '/api/staff/audit', { cookie: admin.cookie })
  expect(audit.status).toBe(200)
  return (audit.body?.data as AuditEntry[]).filter((entry) => entry.target === email)
}

describe('changing the signed-in staff member’s password', () => {
  it('refuses a wrong current password with a clear message, changes nothing, and counts it', async () => {
    const person = await signedInStaff(server, { role: 'sales' })
    const answer = await changePassword(person, {
      currentPassword: 'Not-The-Password-At-All',
      newPassword: NEW_PASSWORD,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      message: 'Your current password is not correct',
      errors: { currentPassword: 'Your current password is not correct' },
    })
    expect((await signIn(person.email, person.password)).status).toBe(200)
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe(401)
    const failures = (await auditOf(person.email)).filter(
      (entry) => entry.action === 'sign-in.failure' && entry.detail?.step === '/change-password',
    )
    expect(failures).toHaveLength(1)
    expect(failures[0]?.actor?.email).toBe(person.email)
  })

  it('refuses a short or common new password with the set-up page’s rules', async () => {
    expect(COMMON_LONG_PASSWORD).toBeDefined()
    const person = await signedInStaff(server, { role: 'hr' })
    const short = await changePassword(person, {
      currentPassword: person.password,
      newPassword: 'short-one',
    })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ errors: { newPassword: 'Use at least 12 characters' } })
    const common = await changePassword(person, {
      currentPassword: person.password,
      newPassword: COMMON_LONG_PASSWORD,
    })
    expect(common.status).toBe(400)
    expect(common.body).toMatchObject({
      errors: { newPassword: 'This password is in a list of common passwords; choose another' },
    })
    expect((await signIn(person.email, person.password)).status).toBe(200)
    expect((await auditOf(person.email)).some((entry) => entry.action === 'password.change')).toBe(
      false,
    )
  })

  it('changes it: the new password signs in, the old one does not, other sessions end when asked', async () => {
    const person = await signedInStaff(server, { role: 'sales' })
    const elsewhere = await signIn(person.email, person.password)
    expect(elsewhere.status).toBe(200)

    const answer = await changePassword(person, {
      currentPassword: person.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    })
    expect(answer.status).toBe(200)
    // This browser stays signed in (with a new session); the other one is signed out.
    expect((await staffFetch(server, '/api/staff/me', { jar: person.jar })).status).toBe(200)
    expect((await staffFetch(server, '/api/staff/me', { jar: elsewhere.jar })).status).toBe(401)

    expect((await signIn(person.email, person.password)).status).toBe(401)
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe(200)
    const changes = (await auditOf(person.email)).filter(
      (entry) => entry.action === 'password.change',
    )
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({
      actor: { id: person.id, email: person.email },
      detail: { otherSessionsEnded: true },
    })
  })

  it('keeps other sessions when not asked to end them', async () => {
    const person = await signedInStaff(server, { role: 'hr' })
    const elsewhere = await signIn(person.email, person.password)
    const answer = await changePassword(person, {
      currentPassword: person.password,
      newPassword: NEW_PASSWORD,
    })
    expect(answer.status).toBe(200)
    expect((await staffFetch(server, '/api/staff/me', { jar: elsewhere.jar })).status).toBe(200)
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('answers 401 without a session', async () => {
    const answer = await changePassword(
      { jar: new CookieJar() },
      { currentPassword: 'whatever-it-is', newPassword: NEW_PASSWORD },
    )
    expect(answer.status).toBe(401)
  })
})
