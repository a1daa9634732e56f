import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses, VisitorLanguageHeadersSchema } from '#schemas/api.ts'
import {
  BookingChangeResponseSchema,
  BookingIdParamsSchema,
  BookingListResponseSchema,
  BookingReplySchema,
  BookingRequestSchema,
  BookingResponseSchema,
  SavedPartiesResponseSchema,
} from '#schemas/portal/bookings.ts'
import { visitorLanguage } from '#server/forms/visitor-language.ts'
import { CUSTOMER_SECURITY } from '#server/openapi.ts'
import { bookingMessages } from '#server/portal/bookings/bookings.messages.ts'
import {
  cancelBooking,
  companyBookings,
  companyParties,
  findCompanyBooking,
  replyAboutBooking,
  sendBooking,
} from '#server/portal/bookings/requests.ts'
import { ApiError } from '#server/errors.ts'

const tags = ['Customer bookings']
const headers = VisitorLanguageHeadersSchema

/**
 * A customer company's booking requests (server/portal/bookings/): every call is its signed-in
 * person's company's, and another company's booking answers 404 as one that does not exist.
 */
const accountBookingRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (
  fastify,
  { siteUrl },
) => {
  const { db } = fastify

  fastify.get(
    '/api/account/bookings',
    {
      schema: {
        operationId: 'listAccountBookings',
        tags,
        summary: "The company's booking requests, newest first",
        description:
          'Each with its state: sent, question (staff asked something), confirmed (with its shipment) or cancelled.',
        security: CUSTOMER_SECURITY,
        response: { 200: BookingListResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ data: await companyBookings(db, request.customer.companyId) }),
  )

  fastify.get(
    '/api/account/bookings/parties',
    {
      schema: {
        operationId: 'listSavedParties',
        tags,
        summary: "The company's saved shippers and consignees",
        description:
          'Every party a booking of the company named, most recently used first; a booking may name one by its id.',
        security: CUSTOMER_SECURITY,
        response: { 200: SavedPartiesResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ data: await companyParties(db, request.customer.companyId) }),
  )

  fastify.post(
    '/api/account/bookings',
    {
      schema: {
        operationId: 'sendBookingRequest',
        tags,
        summary: 'Ask for a shipment to be booked',
        description:
          "The lane, ready date, Incoterm and cargo are the instant estimate's (GET /api/quote/estimate); the server prices the booking again from the rate cards and keeps that estimate with it. Parties written out are saved for the company's next booking.",
        security: CUSTOMER_SECURITY,
        headers,
        body: BookingRequestSchema,
        response: { 200: BookingChangeResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      sendBooking(
        db,
        fastify.pricing,
        request.customer,
        request.body,
        visitorLanguage(request),
        siteUrl,
      ),
  )

  fastify.get(
    '/api/account/bookings/:id',
    {
      schema: {
        operationId: 'getAccountBooking',
        tags,
        summary: "One of the company's booking requests",
        security: CUSTOMER_SECURITY,
        headers,
        params: BookingIdParamsSchema,
        response: { 200: BookingResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const booking = await findCompanyBooking(db, request.customer.companyId, request.params.id)
      if (!booking) throw new ApiError(404, bookingMessages[visitorLanguage(request)].notFound)
      return { data: booking }
    },
  )

  fastify.post(
    '/api/account/bookings/:id/cancel',
    {
      schema: {
        operationId: 'cancelAccountBooking',
        tags,
        summary: 'Cancel a booking request staff have not confirmed',
        description: '409 once it is confirmed or cancelled.',
        security: CUSTOMER_SECURITY,
        headers,
        params: BookingIdParamsSchema,
        response: {
          200: BookingChangeResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      cancelBooking(db, request.customer, request.params.id, visitorLanguage(request)),
  )

  fastify.post(
    '/api/account/bookings/:id/reply',
    {
      schema: {
        operationId: 'replyToAccountBooking',
        tags,
        summary: "Reply to our team's question about a booking request",
        description:
          'The reply joins the booking’s messages and puts it back with our team (state sent). 409 when our team asked nothing, or once it is confirmed or cancelled.',
        security: CUSTOMER_SECURITY,
        headers,
        params: BookingIdParamsSchema,
        body: BookingReplySchema,
        response: {
          200: BookingChangeResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      replyAboutBooking(
        db,
        request.customer,
        request.params.id,
        request.body.message,
        visitorLanguage(request),
      ),
  )
}

export default accountBookingRoutes
