import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreatedResponseSchema, errorResponses } from '#schemas/api.ts'
import { ContactMessageSchema } from '#schemas/contact.ts'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
import { contactMessages } from '#server/db/schema.ts'
import { contactEmail } from '#server/notifications/emails.ts'
import { enqueueEmail, notifyOutbox } from '#server/notifications/outbox.ts'
import { clientDetails } from './client-details.ts'

export const CONTACT_THANKS =
  'Thank you for contacting us. Our team will reply within one working day.'

const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/contact/create',
    {
      config: { rateLimit: fastify.rateLimits.contact },
      schema: {
        operationId: 'createContactMessage',
        tags: ['Forms'],
        summary: 'Send a message through the contact form',
        body: ContactMessageSchema,
        response: { 200: CreatedResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const { name, email, phone, message } = request.body
      const isSpam = isHoneypotFilled(request.body)
      // The message and its notification are committed together: both exist or neither does.
      const id = await fastify.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            name,
            email,
            phone,
            message,
            isSpam,
            status: isSpam ? 'spam' : 'new',
            ...clientDetails(request),
          })
          .returning()
        if (!row) throw new Error('insert returned no row')
        if (!isSpam) await enqueueEmail(tx, contactEmail(row))
        return row.id
      })
      if (isSpam) request.log.info({ contactMessageId: id }, 'contact message stored as spam')
      else {
        request.log.info({ contactMessageId: id }, 'contact message stored')
        notifyOutbox()
      }
      // A bot that filled the honeypot gets the same answer as anybody else.
      return { code: 200 as const, message: CONTACT_THANKS, data: { id } }
    },
  )
}

export default contactRoutes
