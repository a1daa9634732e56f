import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import { QuoteCreatedResponseSchema, QuoteRequestSchema } from '#schemas/quote.ts'
import { EstimateQuerySchema, EstimateResponseSchema } from '#schemas/quote-estimate.ts'
import { clientDetails } from '#server/forms/client-details.ts'
import { acceptQuoteRequest } from '#server/forms/quotes.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'

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
        fastify.pricing,
      )),
    }),
  )

  fastify.get(
    '/api/quote/estimate',
    {
      // The API's per-minute budget per address, as every public call without a limit of its own.
      config: { rateLimit: fastify.rateLimits.apiBudget },
      schema: {
        operationId: 'estimateQuote',
        tags: ['Forms'],
        summary: 'An instant estimate from our rate cards',
        description:
          'Prices the cargo from the published rate cards that cover the lane and are valid on ' +
          'the ready date (never an expired one): each option with its charges line by line, ' +
          'the chargeable weight or W/M and how it was worked out, the routing, transit days and ' +
          'validity, totals in USD and BDT, and which option is the cheapest and the fastest. ' +
          '`origin` and `destination` are UN/LOCODEs or place names in English or Bangla; the ' +
          "cargo is the JSON of the quote form's package lines (air, sea-lcl), cargo totals " +
          '(sea-lcl) or container lines (sea-fcl); `readyDate` is day first (31/12/2026) or ISO, ' +
          'in Bengali digits too. Where nothing covers the lane, `noRate` says so in plain words ' +
          'and the lane is counted for our pricing staff. Answers and refusals are in the ' +
          'language of `Content-Language`. Rate-limited per client IP (RATE_LIMIT_API a minute).',
        querystring: EstimateQuerySchema,
        headers: VisitorLanguageHeadersSchema,
        response: { 200: EstimateResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await fastify.pricing.estimateQuote(request.query, visitorLanguage(request)) }
    },
  )
}

export default quoteRoutes
