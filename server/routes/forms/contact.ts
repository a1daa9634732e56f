import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreatedResponseSchema,
  ErrorResponseSchema,
  ValidationErrorResponseSchema,
} from '#schemas/api.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { contactMessages } from '#server/db/schema.ts'
import { clientDetails } from './client-details.ts'

export const CONTACT_THANKS =
  'Thank you for contacting us. Our team will reply within one working day.'

const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/contact/create',
    {
      schema: {
        tags: ['Forms'],
        summary: 'Send a message through the contact form',
        body: ContactMessageSchema,
        response: {
          200: CreatedResponseSchema,
          400: ValidationErrorResponseSchema,
          413: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const [row] = await fastify.db
        .insert(contactMessages)
        .values({ ...request.body, ...clientDetails(request) })
        .returning({ id: contactMessages.id })
      if (!row) throw new Error('insert returned no row')
      request.log.info({ contactMessageId: row.id }, 'contact message stored')
      return { code: 200 as const, message: CONTACT_THANKS, data: { id: row.id } }
    },
  )
}

export default contactRoutes
