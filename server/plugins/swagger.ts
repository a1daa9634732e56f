import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Env } from '#schemas/env.ts'
import { passesStaffGate } from '#server/staff/gate.ts'
import {
  apiOperationsOnly,
  openApiDefinition,
  publicDocument,
  titledDocument,
} from '#server/openapi.ts'

/** Swagger UI's own routes that answer the document (it reads ./json). */
const UI_DOCUMENT_ROUTES = new Set(['/api/docs/json', '/api/docs/yaml'])

/**
 * The OpenAPI document is generated from the zod schemas of the routes that name an operation
 * (the pages' routes are left out): /api/openapi.json serves it
 * and /api/docs shows it in Swagger UI (which reads /api/docs/json). Visitors get the public
 * calls only; signed-in staff get the staff calls as well.
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    await fastify.register(fastifySwagger, {
      openapi: openApiDefinition(env),
      // The pages' routes (forms posted without JavaScript, links opened in a browser) are not
      // the API's: only routes that name their operation are documented (openapi.ts).
      transform: apiOperationsOnly(jsonSchemaTransform),
    })

    // The same gate as every staff call: a live session, and for an admin a second factor.
    const anyStaff = fastify.requireStaff()
    const isSignedInStaff = (request: FastifyRequest, reply: FastifyReply) =>
      passesStaffGate(fastify, anyStaff, request, reply)

    /** Requests for the document made by signed-in staff, who get the full document. */
    const staffRequests = new WeakSet<FastifyRequest>()
    /** The company's published name when each request came: the document's title says it. */
    const companyNames = new WeakMap<FastifyRequest, string>()
    async function decideAudience(request: FastifyRequest, reply: FastifyReply) {
      // The answer depends on who asks: no cache may keep it for someone else.
      reply.header('cache-control', 'no-store')
      if (await isSignedInStaff(request, reply)) staffRequests.add(request)
      const company = (await fastify.content.records('en')).company
      if (company) companyNames.set(request, company.name)
    }
    const documentFor = <Document extends object>(document: Document, request: FastifyRequest) =>
      titledDocument(
        staffRequests.has(request) ? document : publicDocument(document),
        companyNames.get(request),
      )

    await fastify.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiHooks: {
        // Its hooks run on every UI route; only the document's answer depends on the session.
        preHandler: async (request, reply) => {
          if (UI_DOCUMENT_ROUTES.has(request.routeOptions.url ?? '')) {
            await decideAudience(request, reply)
          }
        },
      },
      transformSpecification: (document, request) => documentFor(document, request),
    })

    fastify.get(
      '/api/openapi.json',
      { schema: { hide: true }, preHandler: decideAudience },
      (request) => documentFor(fastify.swagger(), request),
    )
  },
  { name: 'swagger', dependencies: ['staff-auth'] },
)
