/**
 * Property-based tests: random JSON at the POST endpoints, random fields at the application
 * form, random query strings and path segments at the GET calls. Every answer must be a 2xx or
 * a 4xx in the JSON envelope, never a 5xx; the server must survive; and rows may appear only
 * for input the shared schemas accept.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICES } from '#content/services.ts'
import { addDays, earliestToday } from '#domain/calendar.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { JobApplicationFieldsSchema } from '#schemas/job-application.ts'
import { INCOTERM_CODES, QuoteRequestSchema } from '#schemas/quote.ts'
import { SAMPLE_PDF } from './support/files.ts'
import { getJson, type JsonAnswer } from './support/http.ts'
import { readInbox } from './support/inbox.ts'
import { isPrototypePoisoned } from './support/json.ts'
import { publishPosition } from './support/positions.ts'
import { signedInOwner } from './support/customers.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'
import { signedInStaff, staffFetch, type StaffCall } from './support/staff.ts'
import { SEEDED_OPEN_POSITIONS, SEEDED_POSITIONS } from '../support/seeded-positions.ts'

const BODY_LIMIT = 64 * 1024

let server: RunningServer
/** Where the customer's sign-in link arrives: the portal's calls are walked as a customer's. */
let smtp: TestSmtp
const acceptedContacts = new Set<number>()
const acceptedApplications = new Set<number>()
/** The ids taking applications: the seeded ones open today (maybe none) and one hr published. */
let openIds: number[] = []

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({
    env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200' },
  })
  const published = await publishPosition(server)
  openIds = [...SEEDED_OPEN_POSITIONS.map(({ id }) => id), published.id]
})
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

// ---- Generators -------------------------------------------------------------------------------

const controlChars = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { maxLength: 20 })
  .map((codes) => String.fromCharCode(...codes))

/** Strings that break naive code: unicode of every plane, controls, lone surrogates, markup. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  controlChars,
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\r\nBcc: x@example.com',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${7*7}',
    '../../etc/passwd',
    '%00',
    '😀'.repeat(50),
    'ﷺ'.repeat(30),
    '__proto__',
  ),
  fc.constantFrom(101, 255, 5001, 20_000).map((length) => 'x'.repeat(length)),
)

const anyJson = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(nastyString, { maxLength: 3 }),
)

const validName = fc.constantFrom('Rahim Uddin', 'Nusrat Jahan', '  Karim  ', 'Ä Ö 😀', 'n')
const validEmail = fc.constantFrom('rahim@example.com', 'a.b+c@example.org', ' x@y.co ')
const validPhone = fc.constantFrom('+880 1711-000000', '(02) 55-05', '0123456789')
const validMessage = fc.constantFrom('Please quote 2 pallets.', 'কার্গো', 'a'.repeat(5000))

/** Objects that are often valid, often nearly valid, sometimes absurd. */
const contactObject = fc.record(
  {
    name: fc.oneof({ weight: 8, arbitrary: validName }, { weight: 1, arbitrary: anyJson }),
    email: fc.oneof({ weight: 8, arbitrary: validEmail }, { weight: 1, arbitrary: anyJson }),
    phone: fc.oneof({ weight: 8, arbitrary: validPhone }, { weight: 1, arbitrary: anyJson }),
    message: fc.oneof({ weight: 8, arbitrary: validMessage }, { weight: 1, arbitrary: anyJson }),
    website: fc.oneof(
      { weight: 4, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: nastyString },
    ),
    extra: anyJson,
    constructor: fc.oneof(anyJson, fc.record({ prototype: fc.jsonValue({ maxDepth: 2 }) })),
  },
  { requiredKeys: ['name', 'email', 'phone', 'message'] },
)

/** A JSON text: a serialized value, sometimes with a `__proto__` key or deep nesting. */
function jsonBody<T>(objects: fc.Arbitrary<T>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: objects.map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objects, fc.jsonValue({ maxDepth: 2 }))
        .map(([value, proto]) =>
          JSON.stringify(value).replace(/^\{/, `{"__proto__":${JSON.stringify(proto)},`),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 3000 })
        .map((depth) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`),
    },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  )
}

// ---- Oracles ----------------------------------------------------------------------------------

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** Every answer: 2xx or 4xx, JSON, and an error answer is `{ code, message }`. */
function expectEnvelope(answer: JsonAnswer, input: string) {
  expect(answer.status, input.slice(0, 300)).toBeGreaterThanOrEqual(200)
  expect(answer.status, input.slice(0, 300)).toBeLessThan(500)
  if (answer.status >= 400) {
    expect(answer.body).toMatchObject({ code: answer.status, message: expect.any(String) })
  }
}

async function postText(call: string, text: string): Promise<JsonAnswer> {
  return getJson(`${server.url}${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  })
}

/** The answer the contract promises for a JSON body, given the schema that parses it. */
function expectedStatus(text: string, accepts: (value: unknown) => boolean): number {
  if (Buffer.byteLength(text) > BODY_LIMIT) return 413
  const json = parsed(text)
  if (!json.ok || isPrototypePoisoned(text)) return 400
  return accepts(json.value) ? 200 : 400
}

// ---- Properties -------------------------------------------------------------------------------

describe('fuzzing', () => {
  it('POST /api/contact/create: random JSON', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody(contactObject), async (text) => {
        const answer = await postText('/api/contact/create/', text)
        expectEnvelope(answer, text)
        const expected = expectedStatus(
          text,
          (value) => ContactMessageSchema.safeParse(value).success,
        )
        expect(answer.status).toBe(expected)
        if (answer.status === 200) acceptedContacts.add((answer.body.data as { id: number }).id)
      }),
      { numRuns: 300 },
    )
  })

  /** The services of a new database: the seeded ones, all published. */
  const OFFERED_SERVICES = new Set<string>(SERVICES.map((service) => service.slug))
  const readyDate = addDays(earliestToday(), 20)
  const validQuote = {
    service: SERVICES[0]?.slug,
    originCity: 'Dhaka',
    originCountry: 'Bangladesh',
    destinationCity: 'Hamburg',
    destinationCountry: 'Germany',
    incoterm: INCOTERM_CODES[0],
    cargoReadyDate: readyDate,
    commodity: 'Knitted garments',
    hsCode: '6109.10',
    packages: [{ count: 2, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 250.5 }],
    dangerousGoods: false,
    temperatureControlled: false,
    stackable: true,
    name: 'Rahim Uddin',
    company: 'Dhaka Knits Ltd.',
    email: 'rahim@example.com',
    phone: '+880 1711-000000',
  }
  const quoteKeys = Object.keys(validQuote)
  /** The valid quote with a few fields replaced by random values (or removed). */
  const quoteObject = fc
    .array(
      fc.tuple(
        fc.constantFrom(...quoteKeys, 'packages.0', 'extra'),
        fc.oneof(anyJson, fc.constant(undefined)),
      ),
      { maxLength: 4 },
    )
    .map((changes) => {
      const quote: Record<string, unknown> = structuredClone(validQuote)
      for (const [key, value] of changes) {
        if (key === 'packages.0') quote.packages = [value]
        else quote[key] = value
      }
      return quote
    })

  it('POST /api/quote/create: random JSON', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody(quoteObject), async (text) => {
        const answer = await postText('/api/quote/create', text)
        expectEnvelope(answer, text)
        const expected = expectedStatus(text, (value) => {
          const quote = QuoteRequestSchema.safeParse(value)
          // The schema takes any slug; the server then takes only a service it offers.
          return quote.success && OFFERED_SERVICES.has(quote.data.service)
        })
        expect(answer.status).toBe(expected)
      }),
      { numRuns: 200 },
    )
  })

  const positions = fc.oneof(
    {
      weight: 4,
      // Chained so the ids are read when values are drawn, after beforeAll has published one.
      arbitrary: fc.constant(null).chain(() => fc.constantFrom(...openIds.map(String))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...SEEDED_POSITIONS.map((position) => String(position.id)),
        '0',
        '-1',
        '1e3',
        '9999999999',
        ' 1 ',
      ),
    },
  )
  const field = (valid: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: nastyString })
  const applicationFields = fc.record(
    {
      position_id: field(positions),
      name: field(validName),
      email: field(validEmail),
      phone: field(validPhone),
      cover_letter: field(fc.constantFrom('', 'Ten years at sea.', 'b'.repeat(5000))),
      website: fc.oneof(
        { weight: 4, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: nastyString },
      ),
      [`__proto__`]: nastyString,
      extra: nastyString,
    },
    { requiredKeys: ['position_id', 'name', 'email', 'phone'] },
  )

  it('POST /api/jobs/applications/create: random fields', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(applicationFields, async (fields) => {
        const body = new FormData()
        for (const [name, value] of Object.entries(fields)) body.append(name, value)
        body.append('cv', new Blob([new Uint8Array(SAMPLE_PDF)]), 'cv.pdf')
        const answer = await getJson(`${server.url}/api/jobs/applications/create`, {
          method: 'POST',
          body,
        })
        expectEnvelope(answer, JSON.stringify(fields))

        const protoSent = Object.hasOwn(fields, '__proto__')
        const result = JobApplicationFieldsSchema.safeParse({
          position_id: '',
          name: '',
          email: '',
          phone: '',
          cover_letter: '',
          ...Object.fromEntries(Object.entries(fields).filter(([key]) => key !== '__proto__')),
        })
        const open = result.success && openIds.includes(result.data.position_id)
        if (protoSent) expect(answer.status).toBe(400)
        else expect(answer.status).toBe(open ? 200 : 400)
        if (answer.status === 200) {
          acceptedApplications.add((answer.body.data as { id: number }).id)
        }
      }),
      // About one draw in twelve is an application the server takes (most carry a __proto__ or
      // an extra key, or a nasty field); 300 make the last test's "more than 5" all but certain
      // (120 once gave exactly 5).
      { numRuns: 300 },
    )
  })

  const queryCalls = [
    '/api/services/search',
    '/api/services/filter/portfolio',
    '/api/working-area/search',
    '/api/working-area/filter/portfolio',
    '/api/case/search',
    '/api/projects/',
    '/api/projects/by-category/1',
    '/api/projects/search',
    '/api/gallery/',
  ]
  const queryKeys = fc.constantFrom(
    'search',
    'q',
    'tags',
    'service_slug',
    'working_area_slug',
    'category_id',
    'count',
    'year',
    'include_featured',
    'include_newest',
    'include_oldest',
    '__proto__',
    'constructor[prototype]',
    'a[b][c]',
  )
  const queryValues = fc.oneof(
    nastyString.map((value) => value.slice(0, 600)),
    fc.integer().map(String),
    fc.constantFrom('true', 'false', '1', '0', '', '2024', '0999', '1e2', 'NaN', '-0'),
  )

  it('GET calls: random query parameters', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queryCalls),
        fc.array(fc.tuple(fc.oneof(queryKeys, fc.string({ maxLength: 10 })), queryValues), {
          maxLength: 6,
        }),
        async (call, params) => {
          const query = new URLSearchParams()
          for (const [key, value] of params)
            query.append(key, value.replace(/[\uD800-\uDFFF]/g, ''))
          const answer = await getJson(`${server.url}${call}?${query}`)
          expectEnvelope(answer, `${call}?${query}`)
          expect([200, 400, 404]).toContain(answer.status)
          if (answer.status === 200) {
            const payload = answer.body.data ?? answer.body.portfolios
            expect(Array.isArray(payload)).toBe(true)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('GET calls: random path segments', { timeout: 120_000 }, async () => {
    const detailCalls = [
      '/api/services/detail/',
      '/api/working-area/detail/',
      '/api/case/detail/',
      '/api/case/by-category/',
      '/api/projects/details/',
      '/api/projects/by-category/',
      '/api/gallery/detail/',
      '/api/gallery/by-category/',
      '/api/jobs/position/',
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...detailCalls), nastyString, async (call, segment) => {
        const cleaned = segment.replace(/[\uD800-\uDFFF]/g, '').slice(0, 500)
        const url = `${call}${encodeURIComponent(cleaned)}`
        const answer = await getJson(`${server.url}${url}`)
        expectEnvelope(answer, url)
        expect([200, 400, 404]).toContain(answer.status)
      }),
      { numRuns: 150 },
    )
  })

  // ---- Control characters in every parameter and field -----------------------------------------

  /**
   * C0 controls, DEL and a C1 control. PostgreSQL refuses NUL in text outright; the others are
   * never typed by people, so every parameter and field refuses them, before any query.
   */
  const CONTROL_CODES = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f, 0x85, 0x9f]
  /** Tab, line feed and carriage return: allowed in multi-line text, and only there. */
  const LINE_CODES = new Set([0x09, 0x0a, 0x0d])
  /**
   * The codes every parameter and field is tried with, one of each kind the rule tells apart: a
   * C0 control, a line break (text only in multi-line fields, like tab and carriage return), DEL
   * and a C1 control. The property below tries every code, anywhere in the value.
   */
  const ALWAYS_TRIED = [0x00, 0x0a, 0x7f, 0x85]
  const withControl = (code: number, at: 'start' | 'middle' | 'end' = 'middle') => {
    const char = String.fromCharCode(code)
    return at === 'start' ? `${char}MSCU123` : at === 'end' ? `MSCU123${char}` : `MSCU${char}123`
  }

  /** Fields of several lines, where tabs and line breaks are text ("METHOD path field"). */
  const MULTI_LINE_FIELDS = new Set([
    'POST /api/contact/create message',
    'POST /api/quote/create notes',
    'POST /api/staff/customers address',
    'POST /api/account/requests message',
    'POST /api/staff/shipments/{id}/milestones note',
    'POST /api/account/bookings notes',
    'POST /api/staff/bookings/{id}/question question',
    'POST /api/account/bookings/{id}/reply message',
    'POST /api/staff/shipments/{id}/documents/{kind}/refuse reason',
    // The references as typed: one per line.
    'PUT /api/staff/shipments/{id}/customer customerReferences',
    'POST /api/account/shipments/{reference}/documents/draft-bl/corrections corrections',
    ...['contact-messages', 'quote-requests', 'job-applications', 'booking-requests'].flatMap(
      (kind) => [
        `POST /api/staff/inbox/${kind}/{id}/notes body`,
        `POST /api/staff/inbox/${kind}/{id}/replies body`,
      ],
    ),
  ])

  interface Target {
    method: string
    /** The path template, with {name} for each path parameter. */
    path: string
    in: 'path' | 'query' | 'body'
    name: string
    /** A list field takes its value as the one item of a list. */
    list: boolean
    lines: 'single' | 'multi'
  }

  interface OpenApiOperation {
    parameters?: { in: string; name: string }[]
    requestBody?: {
      content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }>
    }
  }

  /**
   * better-auth's calls are not in the OpenAPI document (the project does not describe them),
   * and read their bodies without the project's schemas.
   */
  const AUTH_TARGETS: Target[] = [
    ['POST', '/api/staff/auth/sign-in/email', 'body', 'email'],
    ['POST', '/api/staff/auth/sign-in/email', 'body', 'password'],
    ['POST', '/api/staff/auth/two-factor/verify-totp', 'body', 'code'],
    ['POST', '/api/staff/auth/change-password', 'body', 'currentPassword'],
    ['POST', '/api/staff/auth/change-password', 'body', 'newPassword'],
    ['GET', '/api/staff/auth/get-session', 'query', 'disableCookieCache'],
    ['GET', '/api/staff/auth/{*}', 'path', '*'],
  ].map(([method = '', path = '', where, name = '']) => ({
    method,
    path,
    in: where === 'query' || where === 'path' ? where : 'body',
    name,
    list: false,
    lines: 'single',
  }))

  let admin: Awaited<ReturnType<typeof signedInStaff>> | undefined
  let customer: Awaited<ReturnType<typeof signedInOwner>> | undefined

  /**
   * Every parameter and JSON body field of every call in the OpenAPI document, as signed-in
   * staff read it (visitors are not shown the staff calls).
   */
  async function allTargets(): Promise<Target[]> {
    admin ??= await signedInStaff(server, { role: 'admin' })
    const { body } = await getJson(`${server.url}/api/openapi.json`, {
      headers: { cookie: admin.jar.header() },
    })
    const targets: Target[] = [...AUTH_TARGETS]
    for (const [path, operations] of Object.entries(
      body.paths as Record<string, Record<string, OpenApiOperation>>,
    )) {
      // The pages' form posts hand their fields to the API calls walked here, as the visitor's.
      if (!path.startsWith('/api/')) continue
      for (const [method, operation] of Object.entries(operations)) {
        const upper = method.toUpperCase()
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path' && parameter.in !== 'query') continue
          targets.push({
            method: upper,
            path,
            in: parameter.in,
            name: parameter.name,
            list: false,
            lines: 'single',
          })
        }
        const properties =
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}
        for (const [name, schema] of Object.entries(properties)) {
          targets.push({
            method: upper,
            path,
            in: 'body',
            name,
            list: schema.type === 'array',
            lines: MULTI_LINE_FIELDS.has(`${upper} ${path} ${name}`) ? 'multi' : 'single',
          })
        }
      }
    }
    return targets
  }

  /** Path parameters that are not numbers: a well-formed value, so the call reads its body. */
  const PICTURE_ID = '0b9c6f3e-8f0e-4d55-9d55-2c1f3a7b9e01'
  function pathSample(path: string, name: string): string {
    if (name === 'collection') return 'services'
    if (name === 'kind' && path.includes('/documents/')) return 'commercial-invoice'
    if (name === 'reference') return 'DBL-23456789'
    if (name === 'id' && path.startsWith('/api/staff/media/')) return PICTURE_ID
    return '1'
  }

  /**
   * The call with `value` in the target and nothing else of note: other path parameters are 1
   * (or the path's sample).
   */
  async function callWith(target: Target, value: string): Promise<StaffCall> {
    admin ??= await signedInStaff(server, { role: 'admin' })
    const path = target.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      target.in === 'path' && name === target.name
        ? encodeURIComponent(value)
        : pathSample(target.path, name),
    )
    const query = target.in === 'query' ? `?${new URLSearchParams({ [target.name]: value })}` : ''
    const body = target.in === 'body' ? { [target.name]: target.list ? [value] : value } : undefined
    const request = {
      method: target.method,
      body: body ?? (target.method === 'GET' || target.method === 'DELETE' ? undefined : {}),
    }
    // The portal's calls take a customer's session, as the workspace's take staff's.
    if (target.path.startsWith('/api/account/')) {
      customer ??= await signedInOwner(server, smtp, admin, 'fuzz')
      return staffFetch(server, `${path}${query}`, { ...request, cookie: customer.cookie })
    }
    return staffFetch(server, `${path}${query}`, { ...request, jar: admin.jar })
  }

  /** A 400 in the envelope whose `errors` names the field (a list field by its item). */
  function expectRefused(answer: StaffCall, target: Target, value: string) {
    const call = `${target.method} ${target.path} ${target.in} ${target.name}=${JSON.stringify(value)}`
    expect(answer.status, `${call}: ${JSON.stringify(answer.body)}`).toBe(400)
    expect(answer.body, call).toMatchObject({ code: 400, message: expect.any(String) })
    const named = Object.keys((answer.body?.errors as Record<string, string>) ?? {})
    const field = target.in === 'path' && target.name === '*' ? '*' : target.name
    expect(
      named.some((key) => key === field || key.startsWith(`${field}.`)),
      `${call}: ${JSON.stringify(answer.body)}`,
    ).toBe(true)
  }

  const refusedCodes = (target: Target) =>
    CONTROL_CODES.filter((code) => target.lines === 'single' || !LINE_CODES.has(code))

  it(
    'control characters: every parameter and field of every call refuses them with a 400 naming it',
    { timeout: 300_000 },
    async () => {
      const targets = await allTargets()
      // The walk reaches the calls of the report: tracking, the inbox lists and export, shipments.
      for (const [path, name] of [
        ['/api/track/number/{number}', 'number'],
        ['/api/staff/inbox/contact-messages', 'q'],
        ['/api/staff/inbox/contact-messages', 'assignee'],
        ['/api/staff/inbox/job-applications/export.csv', 'q'],
        ['/api/staff/shipments', 'q'],
        ['/api/staff/auth/sign-in/email', 'email'],
      ]) {
        expect(targets, `${path} ${name}`).toContainEqual(expect.objectContaining({ path, name }))
      }
      expect(targets.length).toBeGreaterThan(100)
      for (const target of targets) {
        for (const code of ALWAYS_TRIED.filter((code) => refusedCodes(target).includes(code))) {
          const value = withControl(code)
          expectRefused(await callWith(target, value), target, value)
        }
      }
    },
  )

  it(
    'control characters: any of them, anywhere in the value, in any parameter or field',
    {
      timeout: 300_000,
    },
    async () => {
      const targets = await allTargets()
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...targets)
            .chain((target) =>
              fc.tuple(
                fc.constant(target),
                fc.constantFrom(...refusedCodes(target)),
                fc.constantFrom('start' as const, 'middle' as const, 'end' as const),
              ),
            ),
          async ([target, code, at]) => {
            const value = withControl(code, at)
            expectRefused(await callWith(target, value), target, value)
          },
        ),
        { numRuns: 400 },
      )
    },
  )

  it('control characters: the calls of the report answer 400 with the field, not 500', async () => {
    const trackAnswer = await getJson(`${server.url}/api/track/number/MSCU%00123`)
    expect(trackAnswer).toMatchObject({
      status: 400,
      body: {
        code: 400,
        errors: { number: 'A carrier number must not contain control characters' },
      },
    })
    const signIn = await staffFetch(server, '/api/staff/auth/sign-in/email', {
      body: { email: 'a\u0000@x.test', password: 'Tidal-Lantern-Quorum-47' },
    })
    expect(signIn).toMatchObject({
      status: 400,
      body: { errors: { email: 'Email address must not contain control characters' } },
    })
  })

  it(
    'the server is still up, logged no server error, and stored exactly the valid input',
    {
      timeout: 60_000,
    },
    async () => {
      expect((await getJson(`${server.url}/api/health`)).status).toBe(200)
      expect(server.output()).not.toMatch(/"level":(50|60)/)
      expect(await server.stop()).toBe(0)
      const rows = await readInbox(server.dataDir)
      const contacts = rows.filter((row) => row.type === 'contact')
      const applications = rows.filter((row) => row.type === 'application')
      expect(contacts.filter((row) => acceptedContacts.has(Number(row.id)))).toHaveLength(
        acceptedContacts.size,
      )
      expect(applications.filter((row) => acceptedApplications.has(Number(row.id)))).toHaveLength(
        acceptedApplications.size,
      )
      // A fresh database (on PostgreSQL too: each test server has its own): nothing but the
      // accepted input.
      expect(contacts).toHaveLength(acceptedContacts.size)
      expect(applications).toHaveLength(acceptedApplications.size)
      expect(acceptedContacts.size).toBeGreaterThan(20)
      expect(acceptedApplications.size).toBeGreaterThan(5)
    },
  )
})
