// The OpenAPI document and Swagger UI: visitors see only the public calls; signed-in staff see
// the staff calls too, and what the document says about who may call what is true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getJson } from './support/http.ts'
import { removeDataDir, startServer, type RunningServer } from './support/server.ts'
import {
  DEFAULT_SITE_ORIGIN,
  signedInStaff,
  staffFetch,
  type SignedInStaff,
} from './support/staff.ts'

interface Operation {
  operationId?: string
  summary?: string
  security?: Record<string, string[]>[]
  requestBody?: unknown
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  tags?: { name: string }[]
  components?: { securitySchemes?: Record<string, unknown> }
}

let server: RunningServer
let sales: SignedInStaff

beforeAll(async () => {
  server = await startServer()
  sales = await signedInStaff(server, { role: 'sales' })
})
afterAll(async () => {
  await server?.stop()
  if (server) await removeDataDir(server.dataDir)
})

const staffPaths = (document: Document) =>
  Object.keys(document.paths).filter((path) => path.startsWith('/api/staff'))

async function documentFor(cookie?: string): Promise<{ document: Document; headers: Headers }> {
  const { status, body, headers } = await getJson(`${server.url}/api/openapi.json`, {
    headers: cookie ? { cookie } : {},
  })
  expect(status).toBe(200)
  return { document: body as unknown as Document, headers }
}

describe('signed out', () => {
  it('every copy of the document has the public calls and no staff call', async () => {
    const yaml = await fetch(`${server.url}/api/docs/yaml`)
    expect(yaml.status).toBe(200)
    const yamlText = await yaml.text()
    expect(yamlText).toContain('/api/contact/create')
    expect(yamlText).not.toContain('/api/staff')
    expect(yamlText).not.toContain('staffSession')

    const copies = [
      (await documentFor()).document,
      (await getJson(`${server.url}/api/docs/json`)).body as unknown as Document,
    ]
    for (const document of copies) {
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/contact/create',
          '/api/jobs/position',
          '/api/track/{reference}',
        ]),
      )
      expect(staffPaths(document)).toEqual([])
      expect(JSON.stringify(document)).not.toContain('/api/staff')
      // Only the customers' session cookie, which the /api/account/ calls take.
      expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(['customerSession'])
      expect(document.tags?.map(({ name }) => name)).not.toContain('Staff inbox')
    }
  })

  it('Swagger UI loads, and reads the public document', async () => {
    const page = await fetch(`${server.url}/api/docs`)
    expect(page.status).toBe(200)
    const initializer = await fetch(`${server.url}/api/docs/static/swagger-initializer.js`)
    expect(await initializer.text()).toContain("resolveUrl('./json')")
  })
})

describe('signed-in staff', () => {
  it('get the staff calls too, in Swagger UI and its copies, in answers no cache keeps', async () => {
    const { document, headers } = await documentFor(sales.cookie)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(staffPaths(document)).toEqual(
      expect.arrayContaining([
        '/api/staff/me',
        '/api/staff/shipments',
        '/api/staff/content/{collection}',
      ]),
    )
    expect(document.components?.securitySchemes).toHaveProperty('staffSession')
    const asStaff = { headers: { cookie: sales.cookie } }
    const ui = await getJson(`${server.url}/api/docs/json`, asStaff)
    expect(ui.headers.get('cache-control')).toBe('no-store')
    expect(staffPaths(ui.body as unknown as Document)).toEqual(staffPaths(document))
    const yaml = await fetch(`${server.url}/api/docs/yaml`, asStaff)
    expect(await yaml.text()).toContain('/api/staff/shipments')
  })

  it('a cookie that is no session gets the public document', async () => {
    const { document } = await documentFor(`${sales.cookie}x`)
    expect(staffPaths(document)).toEqual([])
  })

  it('the document says which calls need the session, truly: each answers 401 without one', async () => {
    const { document } = await documentFor(sales.cookie)
    let checked = 0
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const needsSession = Boolean(operation.security?.some((entry) => 'staffSession' in entry))
        expect(needsSession, `${method} ${template}`).toBe(
          template.startsWith('/api/staff/') && !template.startsWith('/api/staff/setup'),
        )
        if (!needsSession) continue
        const path = template.replaceAll(/\{[^}]+\}/g, '1')
        // The session is checked before the body is read: a call that takes one says 401 to a
        // body that is no valid request, not what the body lacks.
        const answer = await staffFetch(server, path, {
          method: method.toUpperCase(),
          origin: DEFAULT_SITE_ORIGIN,
          ...(operation.requestBody ? { body: { unexpected: true } } : {}),
        })
        expect(answer.status, `${method} ${template}`).toBe(401)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(40)
  })
})

describe('the pages are not the API (issue 40)', () => {
  const PAGE_PATHS = [
    '/contact',
    '/bn/contact',
    '/quote',
    '/bn/quote',
    '/careers/{id}',
    '/bn/careers/{id}',
    '/track/{reference}',
    '/bn/track/{reference}',
  ]

  it('neither document served lists a page’s route; each operation it lists is named and summarised', async () => {
    for (const cookie of [undefined, sales.cookie]) {
      const { document } = await documentFor(cookie)
      for (const path of PAGE_PATHS) expect(document.paths[path], path).toBeUndefined()
      // The List-Unsubscribe address is an operation when a mail program posts to it, and a page
      // (a redirect to the Unsubscribe button) when a browser opens it.
      expect(Object.keys(document.paths['/track/unsubscribe/{token}'] ?? {})).toEqual(['post'])
      expect(Object.keys(document.paths['/bn/track/unsubscribe/{token}'] ?? {})).toEqual(['post'])
      for (const [template, item] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          expect(operation.operationId, `${method} ${template}`).toEqual(expect.any(String))
          expect(operation.summary, `${method} ${template}`).toEqual(expect.any(String))
        }
      }
    }
  })

  it('a page still answers at its address: the form post and the unsubscribe link', async () => {
    const posted = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams({ name: '' }),
    })
    expect(posted.status).toBe(400)
    expect(posted.headers.get('content-type')).toMatch(/^text\/html/)
    const link = await fetch(`${server.url}/track/unsubscribe/${'x'.repeat(43)}`, {
      redirect: 'manual',
    })
    expect(link.status).toBe(404)
    expect(link.headers.get('content-type')).toMatch(/^text\/html/)
  })
})
