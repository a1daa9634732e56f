// Issue 40: the served OpenAPI document listed the pages' form posts (POST /contact, /bn/quote…)
// without operationId or summary, and GET /track/unsubscribe/{token} with no 2xx answer. Only
// routes that name their operation are documented, whoever registers them and whenever: a page
// route registered after the document's plugin (as the site's page routes are) is left out too.
import fastifySwagger from '@fastify/swagger'
import Fastify from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { apiOperationsOnly, isApiOperation } from '#server/openapi.ts'

describe('the OpenAPI document keeps to the API’s operations', () => {
  it('a route that names its operation is in it; page routes, registered before or after, are not', async () => {
    const fastify = Fastify()
    await fastify.register(fastifySwagger, {
      openapi: { openapi: '3.1.0', info: { title: 'Test', version: '1' } },
      transform: apiOperationsOnly(jsonSchemaTransform),
    })
    fastify.post('/contact', () => '')
    fastify.get('/api/health', { schema: { operationId: 'getHealth', summary: 'Health' } }, () => ({
      ok: true,
    }))
    await fastify.register(async (pages) => {
      for (const url of ['/quote', '/bn/quote', '/careers/:id', '/track/:reference']) {
        pages.post(url, () => '')
      }
      pages.get('/about', () => '')
      // A page with a schema for its parameters is still a page: it names no operation.
      pages.get('/track/unsubscribe/:token', { schema: { summary: 'A page' } }, () => '')
    })
    await fastify.ready()
    const document = fastify.swagger() as { paths?: Record<string, unknown> }
    expect(Object.keys(document.paths ?? {})).toEqual(['/api/health'])
    await fastify.close()
  })

  it('an operation is named by a non-empty operationId', () => {
    expect(isApiOperation({ operationId: 'createContactMessage' })).toBe(true)
    expect(isApiOperation({ operationId: '' })).toBe(false)
    expect(isApiOperation({ summary: 'no id' })).toBe(false)
    expect(isApiOperation(undefined)).toBe(false)
  })
})
