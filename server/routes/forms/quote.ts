import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import { QuoteCreatedResponseSchema, QuoteRequestSchema } from '#schemas/quote.ts'
import { clientDetails } from '#server/forms/client-details.ts'
import { acceptQuoteRequest } from '#server/forms/quotes.ts'

const quoteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/quote/create',
    {
      config: { rateLimit: fastify.rateLimits.quote.attempts },
      // After the body's validation: a refused body does not use up the allowance.
      preHandler: (request, reply) => fastify.rateLimits.quote.count(request, reply),
      schema: {
        operationId: 'createQuoteRequest',
        tags: ['Forms'],
        summary: 'Request a freight quote',
        description:
          'The totals (pieces, gross weight, CBM, chargeable weight) are computed by the server ' +
          'from the package lines or, for ocean LCL, the declared totals; the body carries no ' +
          'computed totals. Ocean freight may instead be FCL, by container lines. The answer ' +
          'holds the reference.',
        headers: VisitorLanguageHeadersSchema,
        body: QuoteRequestSchema,
        response: { 200: QuoteCreatedResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => ({
      code: 200 as const,
      ...(await acceptQuoteRequest(
        fastify.db,
        request.log,
        request.body,
        clientDetails(request),
        fastify.outbox,
      )),
    }),
  )
}

export default quoteRoutes
