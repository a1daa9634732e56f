import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import {
  MessageResponseSchema,
  NumberLookupResponseSchema,
  SubscribeRequestSchema,
  SubscriptionConfirmedResponseSchema,
  SubscriptionTokenRequestSchema,
  TrackedShipmentResponseSchema,
  TrackNumberParamsSchema,
  TrackReferenceParamsSchema,
} from '#schemas/tracking-api.ts'
import { lookUpNumber } from '#server/tracking/shipments.ts'
import {
  confirmFromLink,
  subscribeToShipment,
  trackedShipment,
  unsubscribeFromLink,
} from '#server/tracking/public-tracking.ts'

export interface TrackRoutesOptions {
  /** Links in emails point at the public site. */
  siteUrl: string
}

/**
 * The public side of tracking: lookups by our reference or a carrier number, and email updates
 * with double opt-in. Lookups are rate-limited per client IP and an unknown reference, however
 * malformed, gets one and the same answer, so references cannot be enumerated.
 */
const trackRoutes: FastifyPluginAsyncZod<TrackRoutesOptions> = async (fastify, { siteUrl }) => {
  const { db } = fastify

  fastify.get(
    '/api/track/:reference',
    {
      config: { rateLimit: fastify.rateLimits.track },
      schema: {
        operationId: 'trackShipment',
        tags: ['Tracking'],
        summary: 'Track a shipment by our reference',
        description:
          'Our reference is "DBL-" and 8 characters (case, spaces and hyphens are ignored). The ' +
          'answer has the route, mode, carrier numbers, ETD/ETA and the milestones newest first; ' +
          'never the shipper or the consignee. Any reference we do not know gets the same 404. ' +
          'Local times and refusals are in the language of `Content-Language`. ' +
          'Rate-limited per client IP (RATE_LIMIT_TRACK per 10 minutes).',
        params: TrackReferenceParamsSchema,
        headers: VisitorLanguageHeadersSchema,
        response: { 200: TrackedShipmentResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return {
        data: await trackedShipment(db, request.params.reference, visitorLanguage(request)),
      }
    },
  )

  fastify.get(
    '/api/track/number/:number',
    {
      config: { rateLimit: fastify.rateLimits.track },
      schema: {
        operationId: 'checkCarrierNumber',
        tags: ['Tracking'],
        summary: 'Check a carrier number and find its shipment',
        description:
          'Checks a container number (ISO 6346) or an air waybill number (prefix + 8 digits, ' +
          'the last being the first seven mod 7) and explains it, with the check digit it ' +
          'should have when it is wrong. Names the carrier and links to its tracking page when ' +
          'the owner code, SCAC or airline prefix is in our table, and includes our shipment ' +
          'when the number belongs to one. The explanation, local times and refusals are in the ' +
          'language of `Content-Language`. Rate-limited like the reference lookup.',
        params: TrackNumberParamsSchema,
        headers: VisitorLanguageHeadersSchema,
        response: { 200: NumberLookupResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await lookUpNumber(db, request.params.number, visitorLanguage(request)) }
    },
  )

  fastify.post(
    '/api/track/:reference/subscriptions',
    {
      config: { rateLimit: fastify.rateLimits.trackSubscribe },
      schema: {
        operationId: 'subscribeToShipment',
        tags: ['Tracking'],
        summary: "Subscribe an email address to a shipment's updates",
        description:
          'Double opt-in: the address gets a confirmation link and nothing else until it is ' +
          'followed. The answer is the same whether or not the address was subscribed already.',
        params: TrackReferenceParamsSchema,
        headers: VisitorLanguageHeadersSchema,
        body: SubscribeRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request) => ({
      code: 200 as const,
      message: await subscribeToShipment(
        db,
        request.log,
        siteUrl,
        request.params.reference,
        request.body,
        { clientIp: request.ip, language: visitorLanguage(request) },
        fastify.outbox,
      ),
    }),
  )

  fastify.post(
    '/api/track/subscriptions/confirm',
    {
      schema: {
        operationId: 'confirmShipmentSubscription',
        tags: ['Tracking'],
        summary: 'Confirm a subscription with the token from the confirmation email',
        body: SubscriptionTokenRequestSchema,
        response: {
          200: SubscriptionConfirmedResponseSchema,
          ...errorResponses(400, 404, 413, 415, 429),
        },
      },
    },
    async (request) => ({
      code: 200 as const,
      ...(await confirmFromLink(db, request.body.token)),
    }),
  )

  fastify.post(
    '/api/track/subscriptions/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeFromShipment',
        tags: ['Tracking'],
        summary: 'Unsubscribe with the token from any update email',
        description: 'Deletes the subscription. Answers the same for a token already used.',
        body: SubscriptionTokenRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => ({
      code: 200 as const,
      message: await unsubscribeFromLink(db, request.body.token),
    }),
  )
}

export default trackRoutes
