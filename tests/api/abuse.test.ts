import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COVER_LETTER_MAX } from '#schemas/job-application.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, postJson, type JsonAnswer } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { publishPosition } from './support/positions.ts'
import { newDataDir, removeDataDir, startServer, type RunningServer } from './support/server.ts'

const RUN = randomUUID().slice(0, 8)

const message = (label: string) => ({
  name: 'Rate Tester',
  email: `${label}-${RUN}@example.com`,
  phone: '01711-000000',
  message: 'Hello',
})

function expectTooMany(answer: JsonAnswer, windowSeconds: number) {
  expect(answer.status).toBe(429)
  expect(answer.body).toEqual({ code: 429, message: expect.stringMatching(/try again/i) })
  const retryAfter = Number(answer.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
}

function applicationForm(
  positionId: number,
  label: string,
  fields: Record<string, string> = {},
): FormData {
  const body = new FormData()
  const all = {
    position_id: String(positionId),
    name: 'Limit Tester',
    email: `${label}-${RUN}@example.com`,
    phone: '01711-000000',
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) body.append(name, value)
  body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'cv.pdf')
  return body
}

describe('rate limits per client IP', () => {
  let server: RunningServer
  let positionId = 0
  beforeAll(async () => {
    // hr publishes the position to apply for on a server with the suite's limits first: the
    // calls it takes would spend this server's small per-minute API budget.
    const dataDir = await newDataDir()
    const setup = await startServer({ dataDir })
    positionId = (await publishPosition(setup)).id
    await setup.stop()
    server = await startServer({
      dataDir,
      env: { RATE_LIMIT_CONTACT: '2', RATE_LIMIT_APPLICATIONS: '1', RATE_LIMIT_API: '4' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('contact: the limit, then 429 with Retry-After, whatever X-Forwarded-For says', async () => {
    expect((await postJson(`${server.url}/api/contact/create/`, message('rl-1'))).status).toBe(200)
    // Bad input does not use up the allowance (tests/api/form-limits.test.ts).
    expect((await postJson(`${server.url}/api/contact/create/`, {})).status).toBe(400)
    expect((await postJson(`${server.url}/api/contact/create/`, message('rl-2'))).status).toBe(200)
    expectTooMany(await postJson(`${server.url}/api/contact/create/`, message('rl-3')), 600)
    // Without TRUST_PROXY the header is not believed.
    const spoofed = await getJson(`${server.url}/api/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(message('rl-4')),
    })
    expectTooMany(spoofed, 600)
  })

  it('applications: the limit, then 429', async () => {
    const url = `${server.url}/api/jobs/applications/create`
    const first = await getJson(url, {
      method: 'POST',
      body: applicationForm(positionId, 'rl-app-1'),
    })
    expect(first.status).toBe(200)
    const second = await getJson(url, {
      method: 'POST',
      body: applicationForm(positionId, 'rl-app-2'),
    })
    expectTooMany(second, 3600)
  })

  it('the rest of /api shares a budget; pages and health checks are not limited', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await getJson(`${server.url}/api/services/`)).status).toBe(200)
    }
    expectTooMany(await getJson(`${server.url}/api/team/`), 60)
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${server.url}/services`)).status).toBe(200)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    }
  })

  it('stores nothing for a refused request', async () => {
    expect(await server.stop()).toBe(0)
    const rows = (await readInbox(server.dataDir)).filter((row) => row.email?.includes(RUN))
    expect(rows.map((row) => row.email).sort()).toEqual(
      [`rl-1-${RUN}@example.com`, `rl-2-${RUN}@example.com`, `rl-app-1-${RUN}@example.com`].sort(),
    )
  })
})

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1', RATE_LIMIT_CONTACT: '1' } })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  const send = (ip: string, label: string) =>
    getJson(`${server.url}/api/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(message(label)),
    })

  it('limits each client named by X-Forwarded-For', async () => {
    expect((await send('203.0.113.1', 'proxy-1')).status).toBe(200)
    expectTooMany(await send('203.0.113.1', 'proxy-2'), 600)
    expect((await send('203.0.113.2', 'proxy-3')).status).toBe(200)
  })

  it('believes only the address the proxy added, not what the client wrote before it', async () => {
    // A proxy appends the address it saw; whatever the client sent comes first.
    for (let i = 0; i < 4; i++) {
      expectTooMany(await send(`192.0.2.${i + 1}, 203.0.113.1`, `forged-${i}`), 600)
    }
    expect((await send('192.0.2.99, 203.0.113.3', 'proxy-4')).status).toBe(200)
  })

  it('stores the client address the proxy saw', async () => {
    expect(await server.stop()).toBe(0)
    const rows = (await readInbox(server.dataDir)).filter((row) => row.email?.includes(RUN))
    const ipOf = (label: string) =>
      rows.find((row) => row.email === `${label}-${RUN}@example.com`)?.client_ip
    expect(ipOf('proxy-1')).toBe('203.0.113.1')
    expect(ipOf('proxy-4')).toBe('203.0.113.3')
    expect(rows.some((row) => row.email?.startsWith('forged-'))).toBe(false)
  })
})

describe('TRUST_PROXY=true', () => {
  it('is refused at start, saying why', async () => {
    const start = startServer({ env: { TRUST_PROXY: 'true' }, process: true })
    await expect(start).rejects.toThrow(/exited with code 1/)
    await expect(start).rejects.toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For hop, so any client could choose its own address/,
    )
  })
})

describe('form limits', () => {
  let server: RunningServer
  let positionId = 0
  beforeAll(async () => {
    server = await startServer()
    positionId = (await publishPosition(server)).id
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  const apply = (body: FormData) =>
    getJson(`${server.url}/api/jobs/applications/create`, { method: 'POST', body })

  it('too many form fields: 413', async () => {
    const extra: Record<string, string> = {}
    for (let i = 0; i < 12; i++) extra[`extra_${i}`] = 'x'
    const answer = await apply(applicationForm(positionId, 'fields', extra))
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ code: 413, message: 'The form has too many fields' })
  })

  it('a form field over its size limit: 413', async () => {
    const answer = await apply(
      applicationForm(positionId, 'field-size', { cover_letter: 'é'.repeat(COVER_LETTER_MAX * 3) }),
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ code: 413, message: 'A form field is too long' })
  })

  it('a field name over 100 bytes is cut off and ignored, not trusted', async () => {
    const answer = await apply(
      applicationForm(positionId, 'field-name', { ['n'.repeat(300)]: 'x' }),
    )
    expect(answer.status).toBe(200)
  })

  it('without SMTP_URL, says once at start that emails stay pending', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await postJson(`${server.url}/api/contact/create/`, message(`log-${i}`))).status,
      ).toBe(200)
    }
    expect(server.output().match(/SMTP_URL is not set/g)).toHaveLength(1)
    expect(await server.stop()).toBe(0)
    const rows = (await readInbox(server.dataDir)).filter((row) => row.email?.startsWith('log-'))
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      expect(row).toMatchObject({ notification: 'pending', notification_attempts: '0' })
    }
  })
})
