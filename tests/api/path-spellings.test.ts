import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canonicalPathMessages } from '#server/plugins/canonical-paths.messages.ts'
import { API_CSP, DOCS_CSP } from '#server/plugins/security.ts'
import { rawRequest, type RawAnswer } from './support/raw-http.ts'
import { appRoutes, type AppRoute } from './support/routes.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'

/*
 * The router reads `/%61pi/contact/create`, `/api/contact/create/` and friends as the contact
 * form's route. Every such spelling of every /api/ route, walked from the app's own route list,
 * must either be refused as a whole or get exactly what the route gets: its rate limits, the
 * staff Origin and session checks, and the headers of its answers.
 */

const SITE_URL = 'https://www.delta-bridge.example'
const SITE_ORIGIN = new URL(SITE_URL).origin
const EVIL_ORIGIN = 'https://evil.example'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Every limit at one request per window: a client's second request is over it. */
const LIMITS_OF_ONE = {
  RATE_LIMIT_CONTACT: '1',
  RATE_LIMIT_QUOTE: '1',
  RATE_LIMIT_APPLICATIONS: '1',
  RATE_LIMIT_API: '1',
  RATE_LIMIT_TRACK: '1',
  RATE_LIMIT_TRACK_SUBSCRIBE: '1',
}

let server: RunningServer
let routes: AppRoute[]

beforeAll(async () => {
  // One after the other: two embedded databases starting at once on a busy machine are slow.
  routes = await appRoutes()
  // The server trusts X-Forwarded-For from the test, so each check can be a client of its own.
  server = await startServer({ env: { SITE_URL, TRUST_PROXY: '127.0.0.1', ...LIMITS_OF_ONE } })
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

let clients = 0
/** A client address never used before in this file. */
function newClient(): string {
  clients += 1
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`
}

const isStaffCall = (url: string) => url.startsWith('/api/staff/')

/** The API's routes, one per method; HEAD is GET's twin. */
function apiRoutes(): AppRoute[] {
  return routes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
}

/** A path the route answers: every parameter and wildcard is `1`. */
function pathOf(route: AppRoute): string {
  return route.url.replace(/:\w+/g, '1').replace(/\*$/, '1')
}

interface Spelling {
  label: string
  target: string
}

/** `x` percent-encoded, in upper- and lower-case hex (the same for most letters). */
function escapes(char: string): string[] {
  const hex = char.charCodeAt(0).toString(16)
  return [...new Set([`%${hex.toUpperCase()}`, `%${hex.toLowerCase()}`])]
}

/** Other spellings of a path that a router or a proxy might read as the same route. */
function spellingsOf(path: string): Spelling[] {
  const segments = path.split('/').slice(1)
  const encodable = segments[1] === 'staff' ? [0, 1] : [0]
  const spellings: Spelling[] = []
  for (const index of encodable) {
    const segment = segments[index] ?? ''
    for (let at = 0; at < segment.length; at++) {
      for (const escape of escapes(segment.charAt(at))) {
        const copy = [...segments]
        copy[index] = `${segment.slice(0, at)}${escape}${segment.slice(at + 1)}`
        spellings.push({
          label: `${segment.charAt(at)} as ${escape}`,
          target: `/${copy.join('/')}`,
        })
      }
    }
  }
  const prefix = segments[1] === 'staff' ? ['/api/', '/api/staff/'] : ['/api/']
  spellings.push(
    { label: 'a trailing slash', target: `${path}/` },
    { label: 'a doubled leading slash', target: `/${path}` },
    { label: '/./ first', target: `/.${path}` },
  )
  for (const start of prefix) {
    const rest = path.slice(start.length)
    const head = start.slice(0, -1)
    spellings.push(
      { label: `a doubled slash after ${head}`, target: `${start}/${rest}` },
      { label: `/./ after ${head}`, target: `${start}./${rest}` },
      { label: `/x/../ after ${head}`, target: `${start}x/../${rest}` },
      ...['%2f', '%2F'].map((slash) => ({
        label: `${slash} after ${head}`,
        target: `${head}${slash}${rest}`,
      })),
    )
  }
  return spellings
}

/** Sends `count` requests at a time: the walk is thousands of requests. */
async function inBatches<T>(items: T[], run: (item: T) => Promise<void>, count = 8) {
  for (let start = 0; start < items.length; start += count) {
    await Promise.all(items.slice(start, start + count).map(run))
  }
}

function call(
  route: AppRoute,
  target: string,
  options: { client: string; origin?: string; body?: string },
): Promise<RawAnswer> {
  const hasBody = !SAFE_METHODS.has(route.method)
  return rawRequest(server.url, {
    method: route.method,
    target,
    headers: {
      'x-forwarded-for': options.client,
      ...(options.origin ? { origin: options.origin } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? (options.body ?? '{"unexpected":true}') : undefined,
  })
}

const NOT_CANONICAL = canonicalPathMessages.en.notCanonical
const NOT_CANONICAL_BN = canonicalPathMessages.bn.notCanonical

const isRefused = (answer: RawAnswer, message: string) =>
  answer.status === 400 && answer.json?.code === 400 && answer.json.message === message

/** The answer's status, or "refused" when it refused the spelling itself, in `message`. */
const outcome = (answer: RawAnswer, message = NOT_CANONICAL) =>
  isRefused(answer, message) ? 'refused' : answer.status

/** What every answer of an /api/ route carries, and, under /api/staff/, never stored or indexed. */
function expectHeadersOf(route: AppRoute, answer: RawAnswer, what: string) {
  const docs = route.url === '/api/docs' || route.url.startsWith('/api/docs/')
  const csp = answer.headers.get('content-security-policy')
  expect(csp, what).toBe(docs ? DOCS_CSP : API_CSP)
  expect(answer.headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(answer.headers.get('strict-transport-security'), what).toMatch(/max-age=31536000/)
  expect(answer.headers.get('x-request-id'), what).toMatch(/^[\w-]{36}$/)
  if (isStaffCall(route.url)) {
    expect(answer.headers.get('cache-control'), what).toBe('no-store')
    expect(answer.headers.get('x-robots-tag'), what).toBe('noindex')
  }
}

describe('the route list', () => {
  it('is read from the app: every form, tracking and staff call is in it', () => {
    const urls = apiRoutes().map((route) => `${route.method} ${route.url}`)
    for (const expected of [
      'POST /api/contact/create',
      'POST /api/quote/create',
      'POST /api/jobs/applications/create',
      'GET /api/track/:reference',
      'POST /api/track/:reference/subscriptions',
      'POST /api/staff/content/:collection/:id/publish',
      'PUT /api/staff/content/:collection/:id',
    ]) {
      expect(urls).toContain(expected)
    }
  })

  it('opens only sign-in, set-up links and "who am I" to the signed-out', () => {
    const open = apiRoutes()
      .filter((route) => isStaffCall(route.url) && route.staffAccess === 'signed-out')
      .map((route) => `${route.method} ${route.url}`)
    expect(open.sort()).toEqual([
      'GET /api/staff/auth/*',
      'GET /api/staff/me',
      'POST /api/staff/auth/*',
      'POST /api/staff/setup',
      'POST /api/staff/setup/info',
    ])
  })
})

describe('every other spelling of an /api/ route', () => {
  it('is refused, or counted against the route’s limits', { timeout: 300_000 }, async () => {
    const limited = apiRoutes().filter((route) => route.rateLimited)
    expect(limited.length).toBeGreaterThan(50)
    await inBatches(limited, async (route) => {
      const client = newClient()
      const path = pathOf(route)
      const first = await call(route, path, { client, origin: SITE_ORIGIN })
      expect(first.status, `${route.method} ${path}: the first request`).not.toBe(429)
      for (const { label, target } of spellingsOf(path)) {
        const what = `${route.method} ${target} (${label}) after ${route.method} ${path}`
        const answer = await call(route, target, { client, origin: SITE_ORIGIN })
        expect(['refused', 429], what).toContain(outcome(answer))
        expectHeadersOf(route, answer, what)
      }
    })
  })

  it('under /api/staff/ is refused, or checks the Origin', { timeout: 300_000 }, async () => {
    const changes = apiRoutes().filter(
      (route) => isStaffCall(route.url) && !SAFE_METHODS.has(route.method),
    )
    expect(changes.length).toBeGreaterThan(20)
    await inBatches(changes, async (route) => {
      const path = pathOf(route)
      for (const { label, target } of [
        { label: 'as registered', target: path },
        ...spellingsOf(path),
      ]) {
        const what = `${route.method} ${target} (${label}) from ${EVIL_ORIGIN}`
        const answer = await call(route, target, { client: newClient(), origin: EVIL_ORIGIN })
        expect(['refused', 403], what).toContain(outcome(answer))
        expectHeadersOf(route, answer, what)
      }
    })
  })

  it(
    'under /api/staff/ is refused, or needs a session before its body is read',
    { timeout: 300_000 },
    async () => {
      const guarded = apiRoutes().filter(
        (route) => isStaffCall(route.url) && route.staffAccess !== 'signed-out',
      )
      expect(guarded.length).toBeGreaterThan(40)
      await inBatches(guarded, async (route) => {
        const path = pathOf(route)
        // A body no route takes: a signed-out caller must not learn what the call expects.
        const registered = await call(route, path, { client: newClient(), origin: SITE_ORIGIN })
        expect(registered.status, `${route.method} ${path}`).toBe(401)
        expect(registered.json).toEqual({ code: 401, message: 'Sign in to the staff workspace' })
        expectHeadersOf(route, registered, `${route.method} ${path}`)
        for (const { label, target } of spellingsOf(path)) {
          const what = `${route.method} ${target} (${label}) without a session`
          const answer = await call(route, target, { client: newClient(), origin: SITE_ORIGIN })
          expect(['refused', 401], what).toContain(outcome(answer))
          expectHeadersOf(route, answer, what)
        }
      })
    },
  )

  it('under /api/staff/ with malformed JSON and no session answers 401', async () => {
    const guarded = apiRoutes().filter(
      (route) => isStaffCall(route.url) && route.staffAccess !== 'signed-out' && route.hasBody,
    )
    expect(guarded.length).toBeGreaterThan(10)
    await inBatches(guarded, async (route) => {
      const answer = await call(route, pathOf(route), {
        client: newClient(),
        origin: SITE_ORIGIN,
        body: '{"not json',
      })
      expect(answer.status, `${route.method} ${route.url}`).toBe(401)
    })
  })
})

describe('other spellings of a page', () => {
  async function get(target: string, method = 'GET') {
    return rawRequest(server.url, { method, target, headers: { 'x-forwarded-for': newClient() } })
  }

  it('are redirected to the page, query kept', async () => {
    for (const [target, location] of [
      ['/%73ervices', '/services'],
      ['/%73ervices?x=1', '/services?x=1'],
      ['/services/', '/services'],
      ['//services//', '/services'],
      ['/./services', '/services'],
      ['/about/../services', '/services'],
      ['/%2e/services', '/services'],
      ['//evil.example/', '/evil.example'],
      ['/%2e%2e/%2e%2e/etc/passwd', '/etc/passwd'],
    ] as const) {
      const answer = await get(target)
      expect(answer.status, target).toBe(301)
      expect(answer.headers.get('location'), target).toBe(location)
    }
    expect((await get('/%73ervices', 'HEAD')).status).toBe(301)
  })

  it('of the workspace are redirected with its headers: never stored, never indexed', async () => {
    for (const [target, location] of [
      ['/%73taff', '/staff'],
      ['/st%61ff/', '/staff'],
      ['//staff', '/staff'],
      ['/./staff', '/staff'],
      // In another case, the router still reads it as the workspace.
      ['/STAFF', '/staff'],
      ['/Staff/', '/staff'],
      ['/%53taff', '/staff'],
      ['/%53TAFF/Sign-In', '/staff/sign-in'],
      ['/Staff/sign-in?next=x', '/staff/sign-in?next=x'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await get(target, method)
        const what = `${method} ${target}`
        expect(answer.status, what).toBe(301)
        expect(answer.headers.get('location'), what).toBe(location)
        expect(answer.headers.get('cache-control'), what).toBe('no-store')
        expect(answer.headers.get('x-robots-tag'), what).toBe('noindex')
      }
    }
  })

  it('of the workspace that name no page of it still get its headers', async () => {
    for (const target of ['/staff/sign-in', '/STAFF/No-Such-Screen', '/Staff%2fInbox']) {
      const answer = await get(target)
      expect(answer.status, target).not.toBe(301)
      expect(answer.headers.get('cache-control'), target).toBe('no-store')
      expect(answer.headers.get('x-robots-tag'), target).toBe('noindex')
    }
  })

  it('that a browser could read differently, or posted, are refused', async () => {
    for (const [method, target] of [
      ['GET', '/staff%2finbox'],
      ['GET', '/\\evil.example'],
      ['GET', '/%5cevil.example'],
      ['POST', '//services'],
    ] as const) {
      const answer = await get(target, method)
      expect(outcome(answer), `${method} ${target}`).toBe('refused')
      expect(answer.headers.get('content-security-policy'), target).toBe(API_CSP)
    }
  })

  it('posted to a form page are refused with the page, in its language, which says why', async () => {
    for (const [target, lang, message, action] of [
      ['/%62n/contact', 'bn', NOT_CANONICAL_BN, '/bn/contact'],
      ['/b%6E/contact', 'bn', NOT_CANONICAL_BN, '/bn/contact'],
      ['/bn/%63ontact', 'bn', NOT_CANONICAL_BN, '/bn/contact'],
      ['/bn/quote/', 'bn', NOT_CANONICAL_BN, '/bn/quote'],
      // Another case, with or without an encoded letter: the router reads it as the Bangla form.
      ['/BN/contact', 'bn', NOT_CANONICAL_BN, '/bn/contact'],
      ['/B%4E/contact', 'bn', NOT_CANONICAL_BN, '/bn/contact'],
      ['/bN/quote', 'bn', NOT_CANONICAL_BN, '/bn/quote'],
      ['/Bn/Quote/', 'bn', NOT_CANONICAL_BN, '/bn/quote'],
      // An unknown shipment's page: its form is the lookup's.
      ['/%62N/Track/DBL-22222222', 'bn', NOT_CANONICAL_BN, '/bn/track'],
      ['/bN/Contact/', 'bn', NOT_CANONICAL_BN, '/bn/contact'],
      ['/Contact', 'en', NOT_CANONICAL, '/contact'],
      ['//quote', 'en', NOT_CANONICAL, '/quote'],
      ['//bn/quote', 'bn', NOT_CANONICAL_BN, '/bn/quote'],
      ['/en/../bn/contact', 'bn', NOT_CANONICAL_BN, '/bn/contact'],
      ['/en/../contact', 'en', NOT_CANONICAL, '/contact'],
      ['/%51uote', 'en', NOT_CANONICAL, '/quote'],
      ['/%63ontact', 'en', NOT_CANONICAL, '/contact'],
      ['/c%6Fntact', 'en', NOT_CANONICAL, '/contact'],
      ['/contact/', 'en', NOT_CANONICAL, '/contact'],
      ['/qu%6fte', 'en', NOT_CANONICAL, '/quote'],
    ] as const) {
      const answer = await rawRequest(server.url, {
        method: 'POST',
        target,
        headers: {
          'x-forwarded-for': newClient(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'name=Nobody',
      })
      expect(answer.status, target).toBe(400)
      expect(answer.headers.get('content-type'), target).toMatch(/^text\/html/)
      expect(answer.text, target).toMatch(new RegExp(`<html\\b[^>]*\\blang="${lang}"`))
      expect(answer.text, target).toContain(message)
      // The page is the one the path names: its form posts to the address that takes it.
      expect(answer.text, target).toMatch(new RegExp(`<form[^>]*action="${action}"`))
    }
  })

  it('that a browser could read differently are refused in the language of the page or the call', async () => {
    for (const [method, target, headers, message] of [
      ['GET', '/%62n%2fcontact', {}, NOT_CANONICAL_BN],
      ['GET', '/bn/track%2fDBL-22222222', {}, NOT_CANONICAL_BN],
      ['GET', '/%63ontact%2fx', {}, NOT_CANONICAL],
      // A page that takes no form: the refusal alone, in the language of the page it names.
      ['POST', '/%62n/track', {}, NOT_CANONICAL_BN],
      ['POST', '/BN/Track', {}, NOT_CANONICAL_BN],
      ['POST', '/B%4E/services', {}, NOT_CANONICAL_BN],
      ['POST', '/Services', {}, NOT_CANONICAL],
      ['GET', '/%61pi/services', { 'content-language': 'bn' }, NOT_CANONICAL_BN],
      ['GET', '/%61pi/services', {}, NOT_CANONICAL],
    ] as const) {
      const answer = await rawRequest(server.url, {
        method,
        target,
        headers: { 'x-forwarded-for': newClient(), ...headers },
      })
      expect(outcome(answer, message), `${method} ${target}`).toBe('refused')
    }
  })

  it('in another case are redirected to the address the routes write, in either language', async () => {
    for (const [target, location] of [
      ['/BN/contact', '/bn/contact'],
      ['/Bn/services', '/bn/services'],
      ['/bn/CONTACT', '/bn/contact'],
      ['/BN', '/bn'],
      ['/Contact', '/contact'],
      ['/ABOUT?x=1', '/about?x=1'],
      ['/bn/Service-Detail/1', '/bn/service-detail/1'],
      // A parameter is the visitor's: its case is kept.
      ['/BN/Track/DBL-22222222', '/bn/track/DBL-22222222'],
      ['/Careers/1/Applied', '/careers/1/applied'],
      ['/STAFF/Sign-In', '/staff/sign-in'],
      // React Router's data request for a page is about that page's address.
      ['/BN/Contact.data', '/bn/contact.data'],
      ['/bn/CONTACT.data', '/bn/contact.data'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await get(target, method)
        expect(answer.status, `${method} ${target}`).toBe(301)
        expect(answer.headers.get('location'), `${method} ${target}`).toBe(location)
      }
    }
  })

  it('in another case are no page of their own: the page answers at its address alone', async () => {
    for (const path of ['/bn/contact', '/contact', '/bn', '/bn/track/DBL-22222222']) {
      expect((await get(path)).status, path).not.toBe(301)
    }
    // A path no page has is a 404 at any spelling, not sent elsewhere.
    for (const path of ['/bn/No-Such-Page', '/NO-SUCH-PAGE']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  /** Spellings of a /bn/ form page that the router or a browser may read as that page. */
  function banglaSpellings(page: string): string[] {
    const rest = page.slice('/bn/'.length)
    const escaped = `%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`
    return [
      `/%62n/${rest}`,
      `/b%6E/${rest}`,
      `/bn/${escaped}`,
      `//bn/${rest}`,
      `/bn//${rest}`,
      `/bn/${rest}/`,
      `/./bn/${rest}`,
      `/en/../bn/${rest}`,
      `/BN/${rest}`,
      `/Bn/${rest}`,
      `/bn/${rest.toUpperCase()}`,
    ]
  }

  it('of the Bangla form pages, posted, are refused before reaching the API, whatever the origin', async () => {
    // The page's own origin (the server's address here) passes React Router's check of the
    // Origin; another is refused by it, which must hold for every spelling as well.
    const ownOrigin = new URL(server.url).origin
    const refusedWithoutReachingTheApi = (answer: RawAnswer, origin: string) =>
      (answer.status === 400 && answer.text.includes(NOT_CANONICAL_BN)) ||
      answer.status === 404 ||
      (origin === EVIL_ORIGIN && answer.status === 400 && answer.text === 'Bad Request')
    for (const page of ['/bn/contact', '/bn/quote', '/bn/careers/1', '/bn/track/DBL-22222222']) {
      // One client for every spelling of a page: had any reached the API, the client's one
      // request of the window would be spent and the page's own address would answer 429.
      const client = newClient()
      const post = (target: string, origin: string) =>
        rawRequest(server.url, {
          method: 'POST',
          target,
          headers: {
            'x-forwarded-for': client,
            origin,
            'content-type': 'application/x-www-form-urlencoded',
          },
          // A submission the API would refuse field by field had it reached it.
          body: 'name=&email=nobody',
        })
      for (const target of banglaSpellings(page)) {
        for (const origin of [ownOrigin, EVIL_ORIGIN]) {
          const answer = await post(target, origin)
          const what = `POST ${target} from ${origin}: ${answer.status} ${answer.text.slice(0, 80)}`
          expect(refusedWithoutReachingTheApi(answer, origin), what).toBe(true)
        }
      }
      expect((await post(page, ownOrigin)).status, page).not.toBe(429)
    }
  })

  it('of the Bangla form pages, posted as registered, reach the API and its limits', async () => {
    const client = newClient()
    const post = () =>
      rawRequest(server.url, {
        method: 'POST',
        target: '/bn/contact',
        headers: {
          'x-forwarded-for': client,
          origin: new URL(server.url).origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'name=&email=nobody',
      })
    const first = await post()
    expect(first.status).toBe(400)
    expect(first.text).toContain('অনুগ্রহ করে আপনার নাম লিখুন')
    // RATE_LIMIT_API is one: the second post is over the form's attempts a minute, as for the
    // API's own address, and refused in the page's language.
    const second = await post()
    expect(second.status).toBe(429)
    expect(second.text).toContain('অনেকবার চেষ্টা করা হয়েছে')
  })

  it('of the tracking calls a Bangla page makes are refused, or answered in Bangla within the limit', async () => {
    const unknownInBangla = 'এই রেফারেন্সে কোনো শিপমেন্ট পাওয়া যায়নি'
    for (const [method, path] of [
      ['GET', '/api/track/DBL-22222222'],
      ['GET', '/api/track/number/CSQU3054384'],
      ['POST', '/api/track/DBL-22222222/subscriptions'],
    ] as const) {
      const client = newClient()
      const send = (target: string) =>
        rawRequest(server.url, {
          method,
          target,
          headers: {
            'x-forwarded-for': client,
            origin: SITE_ORIGIN,
            'content-language': 'bn',
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          body: method === 'POST' ? '{"email":"someone@example.com","website":""}' : undefined,
        })
      const first = await send(path)
      expect(first.status, path).not.toBe(429)
      expect(JSON.stringify(first.json), path).toMatch(
        path.includes('number') ? /চেক ডিজিট/ : new RegExp(unknownInBangla),
      )
      for (const { label, target } of spellingsOf(path)) {
        const what = `${method} ${target} (${label}) after ${method} ${path}`
        const answer = await send(target)
        // Refused in the language the call is written in, as the API's other answers are.
        expect(['refused', 429], what).toContain(outcome(answer, NOT_CANONICAL_BN))
      }
    }
  })

  it('refuses an absolute request target instead of routing its path', async () => {
    const answer = await get('http://evil.example/api/services')
    expect(outcome(answer)).toBe('refused')
  })
})
