/**
 * Issue 40: a public form's allowance (RATE_LIMIT_CONTACT…) is for submissions that pass
 * validation; a refused one (a no-JavaScript post, a click before the page was ready) does not
 * use it up. Every 429 is in the language of the request: Content-Language on the API, the
 * page's on a Bangla form page posted without JavaScript.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, type JsonAnswer } from './support/http.ts'
import { publishPosition } from './support/positions.ts'
import { newDataDir, removeDataDir, startServer, type RunningServer } from './support/server.ts'

const RUN = randomUUID().slice(0, 8)

const message = (label: string) => ({
  name: 'Limit Tester',
  email: `${label}-${RUN}@example.com`,
  phone: '01711-000000',
  message: 'Hello',
  website: '',
})

/** A client of its own per test, so each starts with the whole allowance. */
let clients = 0
const newClient = () => `203.0.113.${++clients}`

const BANGLA_TOO_MANY =
  /^এই সংযোগ থেকে অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে [০-৯]+ (মিনিট|ঘণ্টা) পরে আবার চেষ্টা করুন।$/

function expectTooMany(answer: JsonAnswer) {
  expect(answer.status).toBe(429)
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
}

describe('form limits count only valid submissions', () => {
  let server: RunningServer
  let positionId = 0
  beforeAll(async () => {
    const dataDir = await newDataDir()
    const setup = await startServer({ dataDir })
    positionId = (await publishPosition(setup)).id
    await setup.stop()
    server = await startServer({
      dataDir,
      env: { TRUST_PROXY: '1', RATE_LIMIT_CONTACT: '2', RATE_LIMIT_APPLICATIONS: '1' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  const contact = (client: string, body: unknown, language?: string) =>
    getJson(`${server.url}/api/contact/create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(language ? { 'content-language': language } : {}),
      },
      body: JSON.stringify(body),
    })

  it('contact: three refused submissions, then both valid ones are accepted; the third is 429', async () => {
    const client = newClient()
    for (let i = 0; i < 3; i++) {
      expect((await contact(client, { ...message(`invalid-${i}`), email: 'nobody' })).status).toBe(
        400,
      )
    }
    expect((await contact(client, message('valid-1'))).status).toBe(200)
    expect((await contact(client, message('valid-2'))).status).toBe(200)
    const refused = await contact(client, message('valid-3'))
    expectTooMany(refused)
    expect(refused.body).toEqual({
      code: 429,
      message: expect.stringMatching(/^Too many requests\. Please try again in 10 minutes\.$/),
    })
    // An invalid one over the limit is still told what to correct.
    expect((await contact(client, { ...message('late'), email: 'nobody' })).status).toBe(400)
  })

  it('the 429 is in Bangla, with Bengali digits, for a Bangla request', async () => {
    const client = newClient()
    expect((await contact(client, message('bn-1'), 'bn')).status).toBe(200)
    expect((await contact(client, message('bn-2'), 'bn')).status).toBe(200)
    const refused = await contact(client, message('bn-3'), 'bn')
    expectTooMany(refused)
    expect(refused.body.message).toMatch(BANGLA_TOO_MANY)
    expect(refused.body.message).toContain('১০ মিনিট')
  })

  it('applications: refused ones do not count, the accepted one does; the 429 follows the language', async () => {
    const apply = (client: string, fields: Record<string, string>, cv: boolean) => {
      const body = new FormData()
      for (const [name, value] of Object.entries({
        position_id: String(positionId),
        name: 'Limit Tester',
        phone: '01711-000000',
        ...fields,
      }))
        body.append(name, value)
      if (cv) body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'cv.pdf')
      return getJson(`${server.url}/api/jobs/applications/create`, {
        method: 'POST',
        headers: { 'x-forwarded-for': client, 'content-language': 'bn' },
        body,
      })
    }
    const client = newClient()
    const withoutCv = await apply(client, { email: `app-0-${RUN}@example.com` }, false)
    expect(withoutCv.status).toBe(400)
    expect((await apply(client, { email: 'nobody' }, true)).status).toBe(400)
    expect((await apply(client, { email: `app-1-${RUN}@example.com` }, true)).status).toBe(200)
    const refused = await apply(client, { email: `app-2-${RUN}@example.com` }, true)
    expectTooMany(refused)
    expect(refused.body.message).toMatch(BANGLA_TOO_MANY)
    expect(refused.body.message).toContain('১ ঘণ্টা')
  })

  it('/bn/contact posted without JavaScript shows the limit in Bangla, the values kept', async () => {
    const client = newClient()
    const post = (label: string) =>
      fetch(`${server.url}/bn/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin: server.url,
          'x-forwarded-for': client,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(message(label)),
      })
    expect((await post('page-1')).status).toBe(303)
    expect((await post('page-2')).status).toBe(303)
    const refused = await post('page-3')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await refused.text()
    expect(html).toContain('এই সংযোগ থেকে অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে ১০ মিনিট পরে')
    expect(html).not.toContain('Too many requests')
    expect(html).toContain(`value="page-3-${RUN}@example.com"`)
  })
})
