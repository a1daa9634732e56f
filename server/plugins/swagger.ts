import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { COMPANY } from '#content/company.ts'

/**
 * The OpenAPI document is generated from the routes' zod schemas: /api/openapi.json serves it
 * and /api/docs shows it in Swagger UI.
 */
export default fp(
  async (fastify) => {
    await fastify.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${COMPANY.name} API`,
          description:
            'Company content for the website and its clients, plus the contact form and job applications. See docs/api.md.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    })

    await fastify.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { url: '/api/openapi.json' },
    })

    fastify.get('/api/openapi.json', { schema: { hide: true } }, () => fastify.swagger())
  },
  { name: 'swagger' },
)
