import { describe, expect, it } from 'vitest'
import { getJson, postJson } from './support/http.ts'
import { rawRequest, type RawAnswer } from './support/raw-http.ts'
import { expectNonceCsp } from './support/rendered-pages.ts'
import { setupServer } from './support/server.ts'

const SITE_URL = 'https://www.delta-bridge.example'
const EXTRA_ORIGIN = 'https://partner.example.org'

const server = setupServer({ env: { SITE_URL, CORS_ORIGINS: `${EXTRA_ORIGIN}/` } })

/** `script-src 'self' 'sha256-…'` → Map { 'script-src' => ["'self'", "'sha256-…'"] } */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const directive of (header ?? '').split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
  expect(headers.get('strict-transport-security')).toMatch(/includeSubDomains/i)
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(headers.get('x-frame-options')).toBe('DENY')
  const permissions = headers.get('permissions-policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(permissions).toContain(`${feature}=()`)
  }
  // Headers only retired browsers and plug-ins read, and FLoC, which Chromium dropped.
  for (const retired of [
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]) {
    expect(headers.has(retired), retired).toBe(false)
  }
  expect(permissions).not.toContain('interest-cohort')
  expect(headers.has('x-powered-by')).toBe(false)
  expect(headers.has('server')).toBe(false)
}

function expectStrictCsp(headers: Headers) {
  const csp = parseCsp(headers.get('content-security-policy'))
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  // Styles, fonts, fetches and the manifest: their own directive, or default-src.
  for (const directive of ['style-src', 'font-src', 'connect-src', 'manifest-src']) {
    expect(csp.get(directive) ?? csp.get('default-src'), directive).toEqual(["'self'"])
  }
  expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
  const scripts = csp.get('script-src') ?? []
  expect(scripts[0]).toBe("'self'")
  for (const source of scripts.slice(1)) {
    expect(source).toMatch(/^'(sha256|nonce)-[A-Za-z0-9+/]+=*'$/)
  }
  expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|https?:/)
  // An https SITE_URL upgrades stray http:// sub-resources.
  expect(csp.has('upgrade-insecure-requests')).toBe(true)
  return csp
}

describe('security headers', () => {
  it.each(['/', '/services', '/contact', '/about', '/notices', '/no-such-page'])(
    'the page %s: strict CSP allowing exactly its inline scripts, by this response’s nonce',
    async (page) => {
      const response = await fetch(`${server.url}${page}`)
      expect(response.status).toBe(page === '/no-such-page' ? 404 : 200)
      expectCommonHeaders(response.headers)
      const csp = expectStrictCsp(response.headers)
      expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[^']+'$/)])
      const html = await response.text()
      expectNonceCsp(response, html)
      // No inline style attributes, which style-src 'self' would block.
      expect(html).not.toMatch(/<[^>]+\sstyle="/)
    },
  )

  it('the build keeps its script hashes outside the served folder', async () => {
    expect((await fetch(`${server.url}/csp-hashes.json`)).status).toBe(404)
    expect((await fetch(`${server.url}/../csp-hashes.json`)).status).toBe(404)
  })

  it.each([
    ['GET', '/api/services/'],
    ['GET', '/api/health'],
    ['GET', '/api/no-such-call'],
    ['POST', '/api/contact/create/'],
  ])(
    'the API call %s %s carries the same headers, with a CSP that allows nothing',
    async (method, call) => {
      const response = await fetch(`${server.url}${call}`, {
        method,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: '{}' }
          : {}),
      })
      expect(response.status).toBeLessThan(500)
      expectCommonHeaders(response.headers)
      const csp = parseCsp(response.headers.get('content-security-policy'))
      expect(Object.fromEntries(csp)).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'none'"],
      })
    },
  )

  it('a page whose path merely starts with "api" is a page, with the page policy', async () => {
    const response = await fetch(`${server.url}/apiary`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expectStrictCsp(response.headers)
  })

  it('static assets carry only the headers that apply to them', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/assets/missing.js'
    const stylesheet = /"(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '/assets/missing.css'
    for (const asset of [script, stylesheet, '/favicon.svg', '/robots.txt', '/site.webmanifest']) {
      const response = await fetch(`${server.url}${asset}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      })
      expect(response.status, asset).toBe(200)
      expect(response.headers.get('x-content-type-options'), asset).toBe('nosniff')
      expect(response.headers.get('cross-origin-resource-policy'), asset).toBe('same-origin')
      expect(response.headers.get('cache-control'), asset).toBeTruthy()
      for (const documentHeader of [
        'strict-transport-security',
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'cross-origin-opener-policy',
        'referrer-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
      ]) {
        expect(response.headers.has(documentHeader), `${asset}: ${documentHeader}`).toBe(false)
      }
    }
  })

  it('a missing asset answers with the 404 page, which is a document with the full set', async () => {
    const response = await fetch(`${server.url}/assets/no-such-chunk.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expectCommonHeaders(response.headers)
    expectStrictCsp(response.headers)
  })

  it('Swagger UI gets a policy of its own, scoped to /api/docs', async () => {
    const docs = await fetch(`${server.url}/api/docs/`)
    expect(docs.status).toBe(200)
    const csp = parseCsp(docs.headers.get('content-security-policy'))
    expect(csp.get('style-src')).toContain("'unsafe-inline'")
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expectCommonHeaders(docs.headers)
    // A neighbour of /api/docs is an API path, with the API's policy.
    const api = await fetch(`${server.url}/api/docs-not-really`)
    const apiCsp = parseCsp(api.headers.get('content-security-policy'))
    expect(apiCsp.get('default-src')).toEqual(["'none'"])
    expect(apiCsp.has('style-src')).toBe(false)
  })
})

describe('CORS', () => {
  async function preflight(origin: string) {
    return fetch(`${server.url}/api/contact/create/`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
  }

  it('admits the site origin and the configured ones', async () => {
    for (const origin of [SITE_URL, EXTRA_ORIGIN]) {
      const response = await fetch(`${server.url}/api/services/`, { headers: { origin } })
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin)
    }
  })

  it('leaves pages and assets out: no CORS headers, and no Vary on Origin', async () => {
    const home = await fetch(`${server.url}/`, { headers: { origin: SITE_URL } })
    const html = await home.text()
    const asset = /\/assets\/[\w-]+\.js/.exec(html)?.[0]
    expect(asset, 'a script of the home page').toBeDefined()
    for (const response of [
      home,
      await fetch(`${server.url}${asset}`, { headers: { origin: SITE_URL } }),
    ]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('vary')?.toLowerCase()).not.toContain('origin')
    }
    const api = await fetch(`${server.url}/api/services/`, { headers: { origin: SITE_URL } })
    expect(api.headers.get('vary')?.toLowerCase()).toContain('origin')
  })

  it('admits no other origin', async () => {
    for (const origin of ['https://evil.example', 'null', `${SITE_URL}.evil.example`]) {
      const response = await fetch(`${server.url}/api/services/`, { headers: { origin } })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})

describe('compression and caching', () => {
  async function page(pathName: string, encoding: string) {
    return fetch(`${server.url}${pathName}`, { headers: { 'accept-encoding': encoding } })
  }

  /** A rendered page, less the nonce that differs on every response. */
  const withoutNonce = (html: string) => html.replace(/nonce(=|-)"?[A-Za-z0-9+/=]+/g, 'nonce')

  it('serves the pages compressed and the assets precompressed, varying on Accept-Encoding', async () => {
    const plain = withoutNonce(await (await page('/services', 'identity')).text())
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br, gzip', 'br'],
    ] as const) {
      const response = await page('/services', accept)
      expect(response.headers.get('content-encoding')).toBe(expected)
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')
      expect(response.headers.get('cache-control')).toBe('no-store')
      // fetch decodes the body: it is the same page.
      expect(withoutNonce(await response.text())).toBe(plain)
    }
    const identity = await page('/services', 'identity')
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(identity.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')

    const notFound = withoutNonce(await (await page('/no-such-page', 'identity')).text())
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await page('/no-such-page', accept)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-encoding')).toBe(expected)
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding')
      expect(withoutNonce(await response.text())).toBe(notFound)
    }

    const asset = /"(\/assets\/[^"]+\.js)"/.exec(plain)?.[1] ?? '/assets/missing.js'
    const compressed = await page(asset, 'br')
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(compressed.headers.get('content-type')).toMatch(/javascript/)
  })
})

describe('error answers', () => {
  it('never carry stack traces, versions or the input', async () => {
    const probe = '<script>probe-9f3a</script>'
    const answers = [
      await postJson(`${server.url}/api/contact/create/`, `{"name": "${probe}"`),
      await postJson(`${server.url}/api/contact/create/`, { name: probe, email: probe }),
      await getJson(`${server.url}/api/services/detail/${encodeURIComponent(probe)}`),
      await getJson(`${server.url}/api/projects/?count=${encodeURIComponent(probe)}`),
      await getJson(`${server.url}/api/${encodeURIComponent(probe)}`),
      await getJson(`${server.url}/api/contact/create/`, {
        method: 'POST',
        headers: { 'content-type': `text/${'x'.repeat(50)}probe-9f3a` },
        body: probe,
      }),
    ]
    for (const { status, body, headers } of answers) {
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      const text = JSON.stringify(body)
      expect(text).not.toContain('probe-9f3a')
      expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|fastify|zod|v\d+\.\d+\.\d+/i)
      expect(body).toMatchObject({ code: status, message: expect.any(String) })
      expect(headers.has('x-powered-by')).toBe(false)
    }
  })
})

describe("the framework's own refusals", () => {
  /** An error answer as every other: `{ code, message }`, the headers of JSON, a request id. */
  function expectErrorAnswer(answer: RawAnswer, status: number, message: string) {
    expect(answer.status).toBe(status)
    expect(answer.json).toEqual({ code: status, message })
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expectCommonHeaders(answer.headers)
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    )
    expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/)
    expect(answer.text).not.toMatch(/FST_|statusCode|probe/)
  }

  function send(target: string, options: Omit<Parameters<typeof rawRequest>[1], 'target'> = {}) {
    return rawRequest(server.url, { target, ...options })
  }

  it('a URL that cannot be decoded', async () => {
    for (const target of ['/%ff', '/api/services/detail/%ff-probe', '/careers/%E0%A4']) {
      expectErrorAnswer(await send(target), 400, 'The address is not valid')
    }
  })

  it('a body that is not JSON, too large, or of another type', async () => {
    const post = (body: string, contentType = 'application/json') =>
      send('/api/contact/create', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      })
    const badJson = await post('{"name": "probe')
    expect(badJson.json).toMatchObject({ errors: { body: 'The request body is not valid JSON' } })
    expectErrorAnswer(
      { ...badJson, json: { code: badJson.json?.code, message: badJson.json?.message } },
      400,
      'The request body is not valid JSON',
    )
    expectErrorAnswer(
      await post(JSON.stringify({ message: 'probe'.repeat(20_000) })),
      413,
      'The request body is too large',
    )
    expectErrorAnswer(
      await post('probe', 'text/x-probe'),
      415,
      'This content type is not supported here',
    )
  })

  it('an unknown API call, and a method a call does not take', async () => {
    for (const [method, target] of [
      ['GET', '/api/no-such-call'],
      ['POST', '/api/no-such-call'],
      ['DELETE', '/api/contact/create'],
      ['PROPFIND', '/api/services'],
      ['POST', '/no-such-page'],
    ] as const) {
      expectErrorAnswer(await send(target, { method }), 404, 'Not found')
    }
  })

  it('a request the HTTP parser cannot read: an unknown method, headers too large', async () => {
    expectErrorAnswer(
      await send('/api/services', { method: 'PROBE' }),
      400,
      'The request could not be read',
    )
    expectErrorAnswer(
      await send('/api/services', { headers: { 'x-probe': 'x'.repeat(20_000) } }),
      431,
      'The request headers are too large',
    )
  })
})

describe('GET /api/health', () => {
  it('reports the database', async () => {
    const { status, body, headers } = await getJson(`${server.url}/api/health`)
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok', database: 'ok' })
    expect(headers.get('cache-control')).toBe('no-store')
  })
})
