// Issue 13: lookups are rate-limited per client IP, so our references cannot be enumerated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFERENCE_ALPHABET } from '#domain/tracking.ts'
import { getJson, postJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

const LIMIT = 5

function randomReference(): string {
  let body = ''
  for (let index = 0; index < 8; index++) {
    body += REFERENCE_ALPHABET[Math.floor(Math.random() * REFERENCE_ALPHABET.length)]
  }
  return `DBL-${body}`
}

describe('tracking lookups are rate-limited per client IP', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      env: { RATE_LIMIT_TRACK: String(LIMIT), RATE_LIMIT_TRACK_SUBSCRIBE: '2' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (server) await removeDataDir(server.dataDir)
  })

  it('guessing references: every guess gets the same 404, then 429 with Retry-After', async () => {
    const answers = []
    for (let guess = 0; guess < LIMIT; guess++) {
      answers.push(await getJson(`${server.url}/api/track/${randomReference()}`))
    }
    // Malformed or well-formed, unknown is unknown: one answer, nothing to learn from it.
    expect(
      new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size,
    ).toBe(1)
    expect(answers[0]?.status).toBe(404)

    const refused = await getJson(`${server.url}/api/track/${randomReference()}`, {
      // Without TRUST_PROXY a forwarded address is not believed.
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ code: 429, message: expect.stringMatching(/try again/i) })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
  })

  it('carrier-number lookups draw on the same budget, so switching route does not help', async () => {
    // The guesses above used it up: a lookup by number is refused too.
    const refused = await getJson(`${server.url}/api/track/number/CSQU3054383`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('carrier-number lookups alone are allowed the whole budget, then 429', async () => {
    const other = await startServer({
      env: { RATE_LIMIT_TRACK: String(LIMIT), RATE_LIMIT_TRACK_SUBSCRIBE: '2' },
    })
    try {
      for (let lookup = 0; lookup < LIMIT; lookup++) {
        expect((await getJson(`${other.url}/api/track/number/CSQU3054383`)).status).toBe(200)
      }
      expect((await getJson(`${other.url}/api/track/number/CSQU3054383`)).status).toBe(429)
    } finally {
      await other.stop()
      await removeDataDir(other.dataDir)
    }
  })

  it('subscriptions, which send emails, have a tighter limit', async () => {
    const url = `${server.url}/api/track/${randomReference()}/subscriptions`
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await postJson(url, { email: 'someone@example.com' })).status).toBe(404)
    }
    expect((await postJson(url, { email: 'someone@example.com' })).status).toBe(429)
  })
})

describe('the tracking page’s lookups are the API’s, counted on the same budget', () => {
  let proxied: RunningServer
  beforeAll(async () => {
    // Behind one trusted proxy, each test is its own client by the address the proxy forwards.
    proxied = await startServer({ env: { TRUST_PROXY: '1', RATE_LIMIT_TRACK: String(LIMIT) } })
  })
  afterAll(async () => {
    await proxied?.stop()
    if (proxied) await removeDataDir(proxied.dataDir)
  })

  const from = (client: string) => ({ headers: { 'x-forwarded-for': client } })

  it('guessing on the page (its HTML or its data) uses up the API’s budget, then the page says 429', async () => {
    const client = from('203.0.113.21')
    for (let guess = 0; guess < LIMIT; guess++) {
      // The page as a browser opens it, and its data as the hydrated page's router asks for it.
      const asPage = guess % 2 === 0
      const path = `/track/${randomReference()}${asPage ? '' : '.data'}`
      const response = await fetch(`${proxied.url}${path}`, client)
      if (asPage) expect(response.status).toBe(404)
    }
    expect((await getJson(`${proxied.url}/api/track/${randomReference()}`, client)).status).toBe(
      429,
    )
    const page = await fetch(`${proxied.url}/bn/track/${randomReference()}`, client)
    expect(page.status).toBe(429)
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await page.text()).toContain('এই সংযোগ থেকে অনেকবার খোঁজা হয়েছে।')
    // Another client still has its budget.
    expect((await fetch(`${proxied.url}/track/MSKU1234565`, from('203.0.113.22'))).status).toBe(200)
  })

  it('guessing through the API uses up the page’s budget too', async () => {
    const client = from('203.0.113.23')
    for (let guess = 0; guess < LIMIT; guess++) {
      expect((await getJson(`${proxied.url}/api/track/${randomReference()}`, client)).status).toBe(
        404,
      )
    }
    const page = await fetch(`${proxied.url}/track/MSKU1234565`, client)
    expect(page.status).toBe(429)
    expect(await page.text()).toContain('Too many lookups from this connection.')
  })
})
