import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDataDir, startServer, USES_POSTGRES, type RunningServer } from './support/server.ts'
import {
  CookieJar,
  runStaffCli,
  setupTokenFrom,
  staffFetch,
  STAFF_TEST_PASSWORD,
} from './support/staff.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@staff.example`

async function signIn(email: string, password: string) {
  const jar = new CookieJar()
  const answer = await staffFetch(server, '/api/staff/auth/sign-in/email', {
    body: { email, password },
    jar,
  })
  return { status: answer.status, jar }
}

// Each call starts a Node process; on a busy two-core machine that takes seconds.
describe('npm run staff', { timeout: 180_000 }, () => {
  it('talks to the running server when it holds the embedded database', async () => {
    if (!USES_POSTGRES) expect(existsSync(path.join(server.dataDir, 'staff-admin.sock'))).toBe(true)
    const listed = await runStaffCli(server.dataDir, ['list'])
    expect(listed.code).toBe(0)
    if (!USES_POSTGRES) expect(listed.stderr).toMatch(/A server is running/)
  })

  it('adds an account with the password from standard input, and lists it', async () => {
    const email = unique('piped')
    const added = await runStaffCli(
      server.dataDir,
      ['add', '--email', email, '--name', 'Piped Person', '--role', 'sales'],
      { stdin: `${STAFF_TEST_PASSWORD}\n` },
    )
    expect(added.code, added.stderr).toBe(0)
    expect(added.stdout).toContain(`Added ${email} (sales)`)
    expect(added.stdout).not.toMatch(/staff\/setup#/)
    expect((await signIn(email, STAFF_TEST_PASSWORD)).status).toBe(200)

    const listed = await runStaffCli(server.dataDir, ['list'])
    expect(listed.stdout).toMatch(new RegExp(`${email}\\tPiped Person\\tsales\\tactive\\tpassword`))
  })

  it('refuses a common or short password, a bad role, a control character and a second account for one email', async () => {
    const email = unique('refused')
    const common = await runStaffCli(
      server.dataDir,
      ['add', '--email', email, '--name', 'R', '--role', 'hr'],
      { stdin: 'qwerty123456\n' },
    )
    expect(common.code).not.toBe(0)
    expect(common.stderr).toMatch(/common passwords/)
    const short = await runStaffCli(
      server.dataDir,
      ['add', '--email', email, '--name', 'R', '--role', 'hr'],
      { stdin: 'short\n' },
    )
    expect(short.code).not.toBe(0)
    expect(short.stderr).toMatch(/at least 12/)
    const role = await runStaffCli(
      server.dataDir,
      ['add', '--email', email, '--name', 'R', '--role', 'boss'],
      { stdin: `${STAFF_TEST_PASSWORD}\n` },
    )
    expect(role.code).not.toBe(0)
    const control = await runStaffCli(server.dataDir, [
      'add',
      '--email',
      email,
      '--name',
      'R\u0007',
      '--role',
      'hr',
      '--link',
    ])
    expect(control.code).not.toBe(0)
    expect(control.stderr).toMatch(/--name must not contain control characters/)
    // Nothing was created by the refused attempts.
    expect((await runStaffCli(server.dataDir, ['list'])).stdout).not.toContain(email)

    const first = await runStaffCli(server.dataDir, [
      'add',
      '--email',
      email,
      '--name',
      'R',
      '--role',
      'hr',
      '--link',
    ])
    expect(first.code).toBe(0)
    const second = await runStaffCli(server.dataDir, [
      'add',
      '--email',
      email,
      '--name',
      'R',
      '--role',
      'hr',
      '--link',
    ])
    expect(second.code).not.toBe(0)
    expect(second.stderr).toMatch(/already an account/)
  })

  it('prints a one-time set-up link when there is no password on standard input', async () => {
    const email = unique('linked')
    const added = await runStaffCli(server.dataDir, [
      'add',
      '--email',
      email,
      '--name',
      'Linked',
      '--role',
      'hr',
      '--link',
    ])
    expect(added.code).toBe(0)
    expect(added.stdout).toMatch(/valid|24 hours/)
    const setup = await staffFetch(server, '/api/staff/setup', {
      body: { token: setupTokenFrom(added.stdout), password: STAFF_TEST_PASSWORD },
    })
    expect(setup.status).toBe(200)
  })

  it('disables (ending sessions), enables and resets an account', async () => {
    const email = unique('cycle')
    await runStaffCli(
      server.dataDir,
      ['add', '--email', email, '--name', 'Cycle', '--role', 'sales'],
      { stdin: `${STAFF_TEST_PASSWORD}\n` },
    )
    const session = await signIn(email, STAFF_TEST_PASSWORD)
    expect((await staffFetch(server, '/api/staff/me', { jar: session.jar })).status).toBe(200)

    const disabled = await runStaffCli(server.dataDir, ['disable', '--email', email])
    expect(disabled.code).toBe(0)
    expect((await staffFetch(server, '/api/staff/me', { jar: session.jar })).status).toBe(401)
    expect((await signIn(email, STAFF_TEST_PASSWORD)).status).toBe(401)
    expect((await runStaffCli(server.dataDir, ['list'])).stdout).toMatch(
      new RegExp(`${email}\\tCycle\\tsales\\tdisabled`),
    )

    expect((await runStaffCli(server.dataDir, ['enable', '--email', email])).code).toBe(0)
    const again = await signIn(email, STAFF_TEST_PASSWORD)
    expect(again.status).toBe(200)

    const reset = await runStaffCli(server.dataDir, ['reset', '--email', email])
    expect(reset.code).toBe(0)
    expect((await staffFetch(server, '/api/staff/me', { jar: again.jar })).status).toBe(401)
    expect((await signIn(email, STAFF_TEST_PASSWORD)).status).toBe(401)
    const newPassword = `${STAFF_TEST_PASSWORD}-renewed`
    const setup = await staffFetch(server, '/api/staff/setup', {
      body: { token: setupTokenFrom(reset.stdout), password: newPassword },
    })
    expect(setup.status).toBe(200)
    expect((await signIn(email, newPassword)).status).toBe(200)

    expect(
      (await runStaffCli(server.dataDir, ['disable', '--email', unique('missing')])).code,
    ).not.toBe(0)
  })

  it.skipIf(USES_POSTGRES)('opens the embedded database itself when no server runs', async () => {
    const email = unique('offline')
    await server.stop()
    try {
      expect(existsSync(path.join(server.dataDir, 'staff-admin.sock'))).toBe(false)
      const added = await runStaffCli(
        server.dataDir,
        ['add', '--email', email, '--name', 'Offline', '--role', 'hr'],
        { stdin: `${STAFF_TEST_PASSWORD}\n` },
      )
      expect(added.code, added.stderr).toBe(0)
      expect(added.stderr).not.toMatch(/A server is running/)
    } finally {
      server = await startServer({ dataDir: server.dataDir })
    }
    expect((await signIn(email, STAFF_TEST_PASSWORD)).status).toBe(200)
  })
})
