import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Env } from '#schemas/env.ts'
import { ApiError } from '#server/errors.ts'
import { openApiDefinition, publicDocument } from '#server/openapi.ts'

/**
 * The OpenAPI document is generated from the routes' zod schemas: /api/openapi.json serves it
 * and /api/docs shows it in Swagger UI. Visitors get the public calls only; signed-in staff get
 * the staff calls as well, from /api/openapi.json (Swagger UI's own /api/docs/json and
 * /api/docs/yaml copies are always the public one).
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    await fastify.register(fastifySwagger, {
      openapi: openApiDefinition(env),
      transform: jsonSchemaTransform,
    })

    await fastify.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { url: '/api/openapi.json' },
      transformSpecification: (document) => publicDocument(document),
    })

    // The same gate as every staff call: a live session, and for an admin a second factor.
    const anyStaff = fastify.requireStaff()
    async function isSignedInStaff(request: FastifyRequest, reply: FastifyReply) {
      try {
        await anyStaff.call(fastify, request, reply)
        return true
      } catch (error) {
        if (error instanceof ApiError) return false
        throw error
      }
    }

    fastify.get('/api/openapi.json', { schema: { hide: true } }, async (request, reply) => {
      // The answer depends on who asks: no cache may keep it for someone else.
      reply.header('cache-control', 'no-store')
      const full = fastify.swagger()
      return (await isSignedInStaff(request, reply)) ? full : publicDocument(full)
    })
  },
  { name: 'swagger', dependencies: ['staff-auth'] },
)
