import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '#schemas/api.ts'
import { GoLiveListResponseSchema } from '#schemas/staff-go-live.ts'
import { goLiveList } from '#server/content/go-live.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'

/** The "Before going live" list (server/content/go-live.ts), for editors and admins. */
const goLiveRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (fastify, { siteUrl }) => {
  fastify.get(
    '/api/staff/go-live',
    {
      config: { staffAccess: ['editor'] },
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listGoLiveChecks',
        tags: ['Staff content'],
        summary: 'What is still as seeded and should be replaced before the site goes live',
        description:
          'Example addresses and the seed’s phone numbers anywhere in the published content, ' +
          'drawings where a photo belongs, the memberships and trade licence left empty, and ' +
          'SITE_URL still on localhost; each names its item and the item’s edit screen.',
        response: {
          200: GoLiveListResponseSchema,
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async () => ({ data: await goLiveList(fastify.db, siteUrl) }),
  )
}

export default goLiveRoutes
