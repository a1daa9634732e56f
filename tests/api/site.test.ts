import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS } from '#content/site-map.ts'
import { getJson } from './support/http.ts'
import { ROOT, setupServer } from './support/server.ts'

const CLIENT_DIR = path.join(ROOT, 'build/client')

const server = setupServer()

describe('pages', () => {
  it.each(PUBLIC_PATHS)('%s is rendered per request (from the database)', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/)
  })

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const response = await fetch(`${server.url}/services/?ref=x`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/services?ref=x')
  })

  it('never redirects to another host', async () => {
    // A doubled slash is another spelling of a path on this site: redirected to that path, never
    // to `//evil.example`, which a browser reads as another host.
    const doubled = await fetch(`${server.url}//evil.example/`, { redirect: 'manual' })
    expect(doubled.status).toBe(301)
    expect(doubled.headers.get('location')).toBe('/evil.example')
    // An encoded backslash, which browsers read as a slash, is refused rather than redirected.
    const backslash = await fetch(`${server.url}/%5Cevil.example/`, { redirect: 'manual' })
    expect(backslash.status).toBe(400)
    expect(backslash.headers.get('location')).toBeNull()
  })

  it.each(['/nope', '/services/nope', '/404', '/__spa-fallback.html', '/assets/missing.js'])(
    '%s answers 404 with the not-found page',
    async (pathname) => {
      const response = await fetch(`${server.url}${pathname}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toContain('<h1 id="not-found-title">Page not found</h1>')
    },
  )

  it('serves scripts as text/javascript without a charset, compressed or not', async () => {
    const script = readdirSync(path.join(CLIENT_DIR, 'assets')).find((name) => name.endsWith('.js'))
    expect(script).toBeDefined()
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await fetch(`${server.url}/assets/${script}`, {
        headers: { 'accept-encoding': encoding },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type'), encoding).toBe('text/javascript')
    }
  })

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = readdirSync(path.join(CLIENT_DIR, 'assets'))[0]
    const hashed = await fetch(`${server.url}/assets/${asset}`)
    expect(hashed.status).toBe(200)
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const favicon = await fetch(`${server.url}/favicon.svg`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('cache-control')).toBe('no-cache')
  })

  it('never serves uploads or files outside the build', async () => {
    for (const pathname of ['/uploads/', '/../package.json', '/%2e%2e/package.json']) {
      const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual' })
      expect(response.status, pathname).not.toBe(200)
    }
  })
})

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )
}

describe("the company's structured data", () => {
  it.each(['/', '/contact', '/bn', '/bn/contact'])(
    '%s, which presents the company, names it and each of its offices',
    async (pathname) => {
      const html = await (await fetch(`${server.url}${pathname}`)).text()
      const graph = structuredData(html).find((block) => '@graph' in block)?.['@graph'] as
        { '@type': string; name: string; address?: { addressLocality: string } }[] | undefined
      expect(graph?.filter((node) => node['@type'] === 'Organization')).toEqual([
        expect.objectContaining({ name: expect.stringMatching(/\S/) }),
      ])
      const offices = graph?.filter((node) => node['@type'] === 'LocalBusiness') ?? []
      expect(offices.map((office) => office.address?.addressLocality)).toHaveLength(2)
    },
  )

  it.each(['/about', '/quote', '/services', '/careers', '/track', '/bn/quote'])(
    '%s leaves it to those pages',
    async (pathname) => {
      const html = await (await fetch(`${server.url}${pathname}`)).text()
      expect(structuredData(html).some((block) => '@graph' in block)).toBe(false)
    },
  )
})

describe('API errors', () => {
  it.each(['/api/nope', '/api/nope/', '/api', '/api/services/detail', '/api/jobs'])(
    '%s answers 404 JSON',
    async (pathname) => {
      const { status, body, headers } = await getJson(`${server.url}${pathname}`)
      expect(status).toBe(404)
      expect(headers.get('content-type')).toMatch(/^application\/json/)
      expect(body).toEqual({ code: 404, message: expect.any(String) })
    },
  )

  it('answers an unknown method on an API path with 404 JSON', async () => {
    const { status, body } = await getJson(`${server.url}/api/services`, { method: 'DELETE' })
    expect(status).toBe(404)
    expect(body.code).toBe(404)
  })

  it('gives every answer a request id', async () => {
    const response = await fetch(`${server.url}/api/services`)
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('OpenAPI', () => {
  it('/api/openapi.json lists every route', async () => {
    const { status, body } = await getJson(`${server.url}/api/openapi.json`)
    expect(status).toBe(200)
    expect(body.openapi).toMatch(/^3\./)
    const paths = body.paths as Record<string, Record<string, unknown>>
    for (const route of [
      '/api/home/slider',
      '/api/services',
      '/api/services/detail/{slug}',
      '/api/projects',
      '/api/gallery/by-category/{id}',
      '/api/jobs/position/{id}',
    ]) {
      expect(paths[route]?.get, route).toBeDefined()
    }
    expect(paths['/api/contact/create']?.post).toBeDefined()
    expect(paths['/api/jobs/applications/create']?.post).toBeDefined()
    expect(Object.keys(paths).length).toBeGreaterThanOrEqual(36)
    expect(Object.keys(paths).some((route) => route.startsWith('/api/docs'))).toBe(false)
  })

  it('/api/docs shows Swagger UI', async () => {
    const response = await fetch(`${server.url}/api/docs`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toMatch(/swagger/i)
  })
})
