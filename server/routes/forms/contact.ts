import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreatedResponseSchema,
  errorResponses,
  VisitorLanguageHeadersSchema,
} from '#schemas/api.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { clientDetails } from '#server/forms/client-details.ts'
import { storeContactMessage } from '#server/forms/contact.ts'
import { formAnswerMessages } from '#server/forms/answers.messages.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'

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
    async (request) => {
      const { id, isSpam } = await storeContactMessage(
        fastify.db,
        request.body,
        clientDetails(request),
      )
      if (isSpam) request.log.info({ contactMessageId: id }, 'contact message stored as spam')
      else {
        request.log.info({ contactMessageId: id }, 'contact message stored')
        fastify.outbox.wake()
      }
      // A bot that filled the honeypot gets the same answer as anybody else.
      return {
        code: 200 as const,
        message: formAnswerMessages[visitorLanguage(request)].contactThanks,
        data: { id },
      }
    },
  )
}

export default contactRoutes
