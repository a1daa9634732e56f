import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_LIMITS } from '#schemas/contact.ts'
import { apiClient, ok } from './support/client.ts'
import { postJson } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

/** Marks this run's rows, so the suite also works on a shared PostgreSQL database. */
const RUN = randomUUID().slice(0, 8)
const email = (label: string) => `${label}-${RUN}@example.com`

let server: RunningServer
/** Sends anything, as it is: for what the server does with bad input. */
const create = (payload: unknown, slash = '/') =>
  postJson(`${server.url}/api/contact/create${slash}`, payload)
/** Sends a message through the client generated from the OpenAPI document. */
const send = (message: typeof VALID) =>
  apiClient(server).POST('/api/contact/create', { body: message })

const VALID = {
  name: 'Rahima Khatun',
  email: email('valid'),
  phone: '+880 1711-000101',
  message: 'We need a quote for 2 x 40HC from Chattogram to Hamburg.',
}

const accepted: { id: number; email: string; name: string }[] = []

beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info' } })
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('POST /api/contact/create', () => {
  it('accepts a valid message', async () => {
    const answer = ok(await send({ ...VALID, email: email('valid') }))
    expect(answer).toEqual({
      code: 200,
      message: expect.stringMatching(/thank you/i),
      data: { id: expect.any(Number) },
    })
    accepted.push({ id: answer.data.id, email: email('valid'), name: VALID.name })
  })

  it('accepts it with the trailing slash too', async () => {
    const { status, body } = await create({ ...VALID, email: email('validslash') }, '/')
    expect(status).toBe(200)
    accepted.push({
      id: (body.data as { id: number }).id,
      email: email('validslash'),
      name: VALID.name,
    })
  })

  it('trims surrounding whitespace and ignores unknown fields', async () => {
    const answer = ok(
      await apiClient(server).POST('/api/contact/create', {
        body: {
          name: '  Trim Me  ',
          email: `  ${email('trim')}  `,
          phone: ' (02) 5505-0101 ',
          message: '\n  Hello  \n',
          // Past the client's types: the server ignores what it does not know.
          ...{ admin: true },
        },
      }),
    )
    accepted.push({ id: answer.data.id, email: email('trim'), name: 'Trim Me' })
  })

  it.each([
    ['name', { name: '' }, /name/i],
    ['name', { name: '   ' }, /name/i],
    ['name', { name: 'x'.repeat(CONTACT_LIMITS.NAME_MAX + 1) }, /name/i],
    ['name', { name: 42 }, /name/i],
    ['email', { email: 'not-an-email' }, /email/i],
    ['email', { email: '' }, /email/i],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, /email/i],
    ['phone', { phone: '12345' }, /phone/i],
    ['phone', { phone: '1'.repeat(21) }, /phone/i],
    ['phone', { phone: '01711 000101 ext' }, /phone/i],
    ['message', { message: '' }, /message/i],
    ['message', { message: 'x'.repeat(CONTACT_LIMITS.MESSAGE_MAX + 1) }, /message/i],
  ])('rejects a bad %s (%j)', async (field, change, wording) => {
    const { status, body } = await create({ ...VALID, email: email('rejected'), ...change })
    expect(status).toBe(400)
    expect(body.code).toBe(400)
    expect(body.message).toMatch(wording)
    expect(body.errors).toEqual({ [field]: expect.any(String) })
    expect(body.message).toBe((body.errors as Record<string, string>)[field])
  })

  it('reports every missing field, the first one as the message', async () => {
    const { status, body } = await create({})
    expect(status).toBe(400)
    expect(Object.keys(body.errors as object)).toEqual(['name', 'email', 'phone', 'message'])
    expect(body.message).toBe('Please enter your name')
  })

  it('never echoes the input back', async () => {
    const probe = `<script>${RUN}</script>`
    const { body } = await create({ ...VALID, email: probe })
    expect(JSON.stringify(body)).not.toContain(RUN)
  })

  it.each([
    ['malformed JSON', '{"name": "Rahima",'],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"hello"'],
    ['an empty body', ''],
    ['a __proto__ key', `{"__proto__": {"admin": true}, "name": "x"}`],
  ])('answers 400 to %s', async (_label, raw) => {
    const { status, body } = await create(raw)
    expect(status).toBe(400)
    expect(body).toMatchObject({
      code: 400,
      message: expect.any(String),
      errors: expect.any(Object),
    })
  })

  it('answers 413 to a body over 64 KB', async () => {
    const { status, body } = await create({
      ...VALID,
      email: email('huge'),
      message: 'x'.repeat(70_000),
    })
    expect(status).toBe(413)
    expect(body).toEqual({ code: 413, message: expect.any(String) })
  })

  it('answers 415 to an unsupported content type', async () => {
    const response = await fetch(`${server.url}/api/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<name>x</name>',
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ code: 415, message: expect.any(String) })
  })

  it(
    'stores exactly the accepted messages, with time, IP and user agent',
    { timeout: 60_000 },
    async () => {
      expect(await server.stop()).toBe(0)
      const rows = (await readInbox(server.dataDir)).filter(
        (row) => row.type === 'contact' && row.email?.includes(RUN),
      )
      expect(rows.map((row) => Number(row.id)).sort()).toEqual(accepted.map(({ id }) => id).sort())
      for (const { id, email: address, name } of accepted) {
        const row = rows.find((candidate) => Number(candidate.id) === id)
        expect(row).toMatchObject({ email: address, name })
        expect(row?.client_ip).toBe('127.0.0.1')
        expect(row?.user_agent).not.toBe('')
        expect(Math.abs(Date.parse(row?.created_at ?? '') - Date.now())).toBeLessThan(5 * 60_000)
      }
      const trimmed = rows.find((row) => row.email === email('trim'))
      expect(trimmed).toMatchObject({ phone: '(02) 5505-0101', message: 'Hello' })
    },
  )
})
