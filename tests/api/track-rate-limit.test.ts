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
