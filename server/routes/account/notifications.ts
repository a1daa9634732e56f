import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataEnvelope, errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import { NotificationPreferencesSchema } from '#schemas/portal/notifications.ts'
import { CUSTOMER_SECURITY } from '#server/openapi.ts'
import {
  notificationPreferences,
  saveNotificationPreferences,
} from '#server/portal/notifications/preferences.ts'

const tags = ['Customer accounts']

/** The signed-in person's choice of emails (docs/decisions/0025-portal-notifications.md). */
const accountNotificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify

  fastify.get(
    '/api/account/notifications',
    {
      schema: {
        operationId: 'getNotificationPreferences',
        tags,
        summary: 'Which emails the signed-in person gets',
        description: 'Each is on until turned off.',
        security: CUSTOMER_SECURITY,
        response: {
          200: dataEnvelope(NotificationPreferencesSchema),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request) => ({
      data: await notificationPreferences(db, request.customer.person.id),
    }),
  )

  fastify.put(
    '/api/account/notifications',
    {
      schema: {
        operationId: 'setNotificationPreferences',
        tags,
        summary: 'Choose which emails the signed-in person gets',
        description:
          'Milestones, a document refused or overdue, a draft bill of lading to approve: each true or false.',
        security: CUSTOMER_SECURITY,
        headers: VisitorLanguageHeadersSchema,
        body: NotificationPreferencesSchema,
        response: {
          200: dataEnvelope(NotificationPreferencesSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => ({
      data: await saveNotificationPreferences(db, request.customer.person.id, request.body),
    }),
  )
}

export default accountNotificationRoutes
