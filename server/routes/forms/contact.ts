import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreatedResponseSchema,
  errorResponses,
  VisitorLanguageHeadersSchema,
} from '#schemas/api.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { clientDetails } from '#server/forms/client-details.ts'
import { acceptContactMessage } from '#server/forms/contact.ts'

const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/contact/create',
    {
      config: { rateLimit: fastify.rateLimits.contact.attempts },
      // After the body's validation: a refused body does not use up the allowance.
      preHandler: (request, reply) => fastify.rateLimits.contact.count(request, reply),
      schema: {
        operationId: 'createContactMessage',
        tags: ['Forms'],
        summary: 'Send a message through the contact form',
        headers: VisitorLanguageHeadersSchema,
        body: ContactMessageSchema,
        response: { 200: CreatedResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => ({
      code: 200 as const,
      ...(await acceptContactMessage(
        fastify.db,
        request.log,
        request.body,
        clientDetails(request),
        fastify.outbox,
      )),
    }),
  )
}

export default contactRoutes
