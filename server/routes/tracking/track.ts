import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import { formAnswerMessages } from '#server/forms/answers.messages.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
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
import { trackApiMessages } from '#server/tracking/track-api.messages.ts'
import { normalizeReference } from '#domain/tracking.ts'
import { ApiError } from '#server/errors.ts'
import {
  findByReference,
  lookUpNumber,
  milestonesOf,
  publicShipment,
} from '#server/tracking/shipments.ts'
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
} from '#server/tracking/subscriptions.ts'

export interface TrackRoutesOptions {
  /** Links in emails point at the public site. */
  siteUrl: string
}

const unknownReference = (request: FastifyRequest) =>
  new ApiError(404, trackApiMessages[visitorLanguage(request)].unknownReference)

const INVALID_LINK =
  'This link is not valid any more: it may have been used already. You can subscribe again on the tracking page.'

const UNSUBSCRIBED = 'You will get no more emails about this shipment.'

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
      const reference = normalizeReference(request.params.reference)
      const row = reference ? await findByReference(db, reference) : undefined
      if (!row) throw unknownReference(request)
      return { data: publicShipment(row, await milestonesOf(db, row.id), visitorLanguage(request)) }
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
    async (request) => {
      const reference = normalizeReference(request.params.reference)
      const row = reference ? await findByReference(db, reference) : undefined
      if (!row) throw unknownReference(request)
      if (isHoneypotFilled(request.body))
        return {
          code: 200 as const,
          message: formAnswerMessages[visitorLanguage(request)].subscribeThanks,
        }
      const queued = await requestSubscription(db, siteUrl, row, {
        email: request.body.email,
        clientIp: request.ip,
        language: visitorLanguage(request),
      })
      if (queued) fastify.outbox.wake()
      request.log.info({ shipmentId: row.id, queued }, 'tracking subscription requested')
      return {
        code: 200 as const,
        message: formAnswerMessages[visitorLanguage(request)].subscribeThanks,
      }
    },
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
    async (request) => {
      const confirmed = await confirmSubscription(db, request.body.token)
      if (!confirmed) throw new ApiError(404, INVALID_LINK)
      return {
        code: 200 as const,
        message: 'Confirmed: we will email you when there is news about this shipment.',
        data: confirmed,
      }
    },
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
    async (request) => {
      await unsubscribe(db, request.body.token)
      return { code: 200 as const, message: UNSUBSCRIBED }
    },
  )
}

export default trackRoutes
