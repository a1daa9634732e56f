import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataEnvelope, errorResponses } from '#schemas/api.ts'
import {
  BookingIdParamsSchema,
  CompanyBookingSchema,
  BookingQuestionSchema,
  ConfirmBookingSchema,
  StaffBookingChangeResponseSchema,
  StaffBookingResponseSchema,
} from '#schemas/portal/bookings.ts'
import { staffActor } from '#server/audit/log.ts'
import { STAFF_SECURITY } from '#server/openapi.ts'
import { recordId } from '#schemas/text.ts'
import { z } from '#schemas/zod.ts'
import {
  askAboutBooking,
  companyBookingList,
  confirmBooking,
  staffBooking,
} from '#server/portal/bookings/staff.ts'

const tags = ['Staff bookings']
const config = { staffAccess: ['sales'] } as const

/**
 * Customers' booking requests as staff work them (sales and admin), beside their inbox item
 * (/api/staff/inbox/booking-requests): read one with its company and the shipment form's start,
 * confirm it into a shipment of that company, or ask the customer a question; and a customer
 * company's bookings, for its screen.
 */
const staffBookingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify

  fastify.get(
    '/api/staff/bookings/:id',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'getStaffBooking',
        tags,
        summary: 'A booking request, its company, and what its shipment starts from',
        params: BookingIdParamsSchema,
        response: { 200: StaffBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await staffBooking(db, request.params.id) }),
  )

  fastify.post(
    '/api/staff/bookings/:id/confirm',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'confirmBooking',
        tags,
        summary: 'Confirm a booking request: make its shipment',
        description:
          "The shipment belongs to the booking's company and is linked to the booking and to its quote request (or the one named); a 'booking-confirmed' event is recorded on it in the same transaction. 409 once the booking is confirmed or cancelled.",
        params: BookingIdParamsSchema,
        body: ConfirmBookingSchema,
        response: {
          200: StaffBookingChangeResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => confirmBooking(db, staffActor(request), request.params.id, request.body),
  )

  fastify.post(
    '/api/staff/bookings/:id/question',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'askAboutBooking',
        tags,
        summary: 'Ask the customer a question about their booking request',
        description:
          'The customer sees it on their booking in the portal; 409 once the booking is confirmed or cancelled.',
        params: BookingIdParamsSchema,
        body: BookingQuestionSchema,
        response: {
          200: StaffBookingChangeResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      askAboutBooking(db, staffActor(request), request.params.id, request.body.question),
  )

  fastify.get(
    '/api/staff/customers/:id/bookings',
    {
      config,
      schema: {
        security: STAFF_SECURITY,
        operationId: 'listCustomerBookings',
        tags: ['Staff customers'],
        summary: "A customer company's booking requests, newest first (the newest 500)",
        params: z.object({ id: recordId('The id') }),
        response: {
          200: dataEnvelope(z.array(CompanyBookingSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => ({ data: await companyBookingList(db, request.params.id) }),
  )
}

export default staffBookingRoutes
