import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff, staffFetch } from './support/staff.ts'

// Short lifetimes so that expiry can be seen without waiting hours; the code paths are those of
// the 8-hour idle and 7-day absolute defaults.
const IDLE_SECONDS = 4
const MAX_SECONDS = 9

let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    env: {
      STAFF_SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
      STAFF_SESSION_MAX_SECONDS: String(MAX_SECONDS),
    },
  })
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

// Each test waits out real seconds with a session of its own on the one server: they wait side
// by side, not one after the other.
describe.concurrent('session lifetime', () => {
  it('ends a session left idle longer than the idle timeout', async ({ expect }) => {
    const person = await signedInStaff(server, { role: 'sales' })
    expect((await staffFetch(server, '/api/staff/me', { jar: person.jar })).status).toBe(200)
    await sleep((IDLE_SECONDS + 1.5) * 1000)
    expect((await staffFetch(server, '/api/staff/me', { jar: person.jar })).status).toBe(401)
  })

  it('keeps a busy session alive past the idle timeout, but not past the absolute lifetime', async ({
    expect,
  }) => {
    const person = await signedInStaff(server, { role: 'hr' })
    const started = Date.now()
    // A request every second keeps the session from idling out…
    while (Date.now() - started < (IDLE_SECONDS + 2) * 1000) {
      expect((await staffFetch(server, '/api/staff/me', { jar: person.jar })).status).toBe(200)
      await sleep(1000)
    }
    // …until the absolute lifetime since sign-in has passed.
    let status = 200
    while (status === 200 && Date.now() - started < (MAX_SECONDS + 5) * 1000) {
      await sleep(1000)
      status = (await staffFetch(server, '/api/staff/me', { jar: person.jar })).status
    }
    expect(status).toBe(401)
    expect(Date.now() - started).toBeGreaterThanOrEqual((MAX_SECONDS - 1) * 1000)
  }, 60_000)
})
