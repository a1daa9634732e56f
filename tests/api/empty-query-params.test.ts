import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { getJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import { signedInStaff } from './support/staff.ts'
import { signedInOwner } from './support/customers.ts'
import { createSmtp, type TestSmtp } from './support/smtp.ts'

/**
 * The original client sends every parameter of a call, empty when nothing is chosen; an empty
 * value must mean "absent". The calls are read from the OpenAPI document, so a call or a
 * parameter added later is walked too.
 */

/** Every optional query parameter of the seed's call table. */
const SEED_OPTIONAL_PARAMS = [
  'category_id',
  'service_slug',
  'working_area_slug',
  'search',
  'q',
  'tags',
  'count',
  'year',
  'include_featured',
  'include_newest',
  'include_oldest',
]

/**
 * Values for the query parameters a call requires (the instant estimate's lane and cargo), so
 * that its optional ones are walked on an answer of 200. A required one missing here fails the
 * walk, naming it.
 */
const REQUIRED_QUERY_EXAMPLES: Record<string, string> = {
  mode: 'air',
  origin: 'BDDAC',
  destination: 'DEHAM',
  readyDate: addDays(dhakaToday(), 10),
  packages: JSON.stringify([{ count: 1, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 12 }]),
}

interface Parameter {
  in: string
  name: string
  required?: boolean
}

interface Call {
  path: string
  optionalQuery: string[]
}

let server: RunningServer
let calls: Call[]
let smtp: TestSmtp
/** An admin's session: the workspace's calls are walked too, as staff make them. */
let cookie: string
/** A customer's session: the portal's calls are walked as its people make them. */
let customerCookie: string
/** Status and body as text: the walk meets JSON and, for exports, CSV. */
async function get(pathAndQuery: string): Promise<{ status: number; body: string }> {
  const session = pathAndQuery.startsWith('/api/account/') ? customerCookie : cookie
  const response = await fetch(`${server.url}${pathAndQuery}`, { headers: { cookie: session } })
  return { status: response.status, body: await response.text() }
}

/** A list of the inbox by name; any other path parameter is an id, and id 1 exists. */
function concretePath(template: string): string {
  return template.replace('{kind}', 'contact-messages').replace(/\{[^}]+\}/g, '1')
}

beforeAll(async () => {
  smtp = await createSmtp()
  server = await startServer({ env: { SMTP_URL: smtp.url } })
  const admin = await signedInStaff(server, { role: 'admin' })
  cookie = admin.cookie
  customerCookie = (await signedInOwner(server, smtp, admin, 'empty-query')).cookie
  // Signed in, the document has the staff calls too.
  const { body } = await getJson(`${server.url}/api/openapi.json`, { headers: { cookie } })
  const paths = body.paths as Record<string, { get?: { parameters?: Parameter[] } }>
  calls = Object.entries(paths)
    .filter(([, operations]) => operations.get)
    .map(([template, operations]) => {
      const query = (operations.get?.parameters ?? []).filter(
        (parameter) => parameter.in === 'query',
      )
      const required = query.filter((parameter) => parameter.required).map(({ name }) => name)
      // With its required parameters, a call gets every parameter there is an example for.
      const exampled = query
        .map(({ name }) => name)
        .filter((name) => required.includes(name) || name in REQUIRED_QUERY_EXAMPLES)
      const given = new URLSearchParams(
        exampled.map((name) => [name, REQUIRED_QUERY_EXAMPLES[name] ?? `no example for ${name}`]),
      )
      return {
        path: required.length > 0 ? `${concretePath(template)}?${given}` : concretePath(template),
        optionalQuery: query
          .filter(
            (parameter) =>
              !parameter.required && !(required.length > 0 && exampled.includes(parameter.name)),
          )
          .map((parameter) => parameter.name),
      }
    })
    .filter((call) => call.optionalQuery.length > 0)
})
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (server) await removeDataDir(server.dataDir)
})

describe('an optional query parameter sent empty means absent', () => {
  it('the walk covers every optional parameter of the seed’s call table', () => {
    const walked = new Set(calls.flatMap((call) => call.optionalQuery))
    expect([...walked].sort()).toEqual(expect.arrayContaining(SEED_OPTIONAL_PARAMS))
  })

  it('each parameter alone, and all of them together', async () => {
    for (const call of calls) {
      const absent = await get(call.path)
      expect(absent.status, call.path).toBe(200)
      const variants = [
        ...call.optionalQuery.map((name) => `${name}=`),
        call.optionalQuery.map((name) => `${name}=`).join('&'),
      ]
      for (const query of variants) {
        const url = `${call.path}${call.path.includes('?') ? '&' : '?'}${query}`
        const empty = await get(url)
        expect({ status: empty.status, body: empty.body }, url).toEqual({
          status: absent.status,
          body: absent.body,
        })
      }
    }
  })

  it('each parameter empty beside the others set, as the original client sends them', async () => {
    const examples: [string, string][] = [
      ['/api/services/filter/portfolio?service_slug=air-freight', 'category_id'],
      ['/api/working-area/filter/portfolio?working_area_slug=europe', 'category_id'],
      ['/api/services/search?search=frankfurt', 'service_slug'],
      ['/api/working-area/search?search=hamburg', 'working_area_slug'],
      ['/api/projects/search?q=europe', 'tags'],
      ['/api/projects?count=2&include_newest=true', 'year'],
      ['/api/projects/by-category/1?year=2023', 'include_featured'],
    ]
    for (const [withValues, emptyName] of examples) {
      const expected = await get(withValues)
      expect(expected.status, withValues).toBe(200)
      const withEmpty = await get(`${withValues}&${emptyName}=`)
      expect(
        { status: withEmpty.status, body: withEmpty.body },
        `${withValues}&${emptyName}=`,
      ).toEqual({ status: expected.status, body: expected.body })
    }
  })

  it('a blank value (spaces only) counts as empty too', async () => {
    const absent = await get('/api/projects')
    const blank = await get('/api/projects?count=%20&year=%20%20&include_featured=%20')
    expect(blank.status).toBe(200)
    expect(blank.body).toEqual(absent.body)
  })
})
