/**
 * Booking requests of the customer portal (issue 42, server/portal/bookings/): what a signed-in
 * customer sends, from an instant estimate or from scratch, what they and staff read back, and
 * what staff send to confirm one or ask about it. The lane, ready date, Incoterm and cargo are
 * the estimate's own fields (schemas/quote-estimate.ts), so a booking is priced as the estimate
 * that led to it was. The customer's messages are keys of schemas/validation.messages.ts; the
 * workspace's are English.
 */
import { BOOKING_REPLY_MAX, BOOKING_TEXT_MAX } from '#domain/booking-limits.ts'
import { PRICE_MODES } from '#domain/pricing/codes.ts'
import { EmailSchema } from '../contact.ts'
import { QuoteRequestSchema, INCOTERM_CODES } from '../quote.ts'
import {
  checkEstimateCargo,
  EstimateQueryFields,
  StoredQuoteEstimateSchema,
} from '../quote-estimate.ts'
import { ShipmentInputSchema } from '../shipments.ts'
import { lineText, multiLineText, recordId } from '../text.ts'
import { messageKey } from '../validation.ts'
import { z } from '../zod.ts'

const quoteField = QuoteRequestSchema.shape

/** What the customer sees of their request. */
export const BOOKING_STATES = ['sent', 'question', 'confirmed', 'cancelled'] as const
export const BookingStateSchema = z.enum(BOOKING_STATES)
export type BookingState = z.infer<typeof BookingStateSchema>

/** A shipper or consignee as a booking keeps it (and as saved_parties offers it again). */
export const BookingPartySchema = z.object({
  name: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  email: z.string(),
})
export type BookingParty = z.infer<typeof BookingPartySchema>

export const SavedPartySchema = BookingPartySchema.extend({ id: z.number().int() })
export type SavedParty = z.infer<typeof SavedPartySchema>

/** A form's optional field sent empty is absent. */
function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )
}

const partyLine = lineText(messageKey('party.controlChars'))
  .trim()
  .max(BOOKING_TEXT_MAX, messageKey('party.tooLong'))
const partyLines = multiLineText(messageKey('party.controlChars'))
  .trim()
  .max(BOOKING_TEXT_MAX, messageKey('party.tooLong'))

/**
 * A party of the booking: one of the company's saved parties by its id, or written out (and
 * then saved for next time under its name).
 */
export const PartyInputSchema = z
  .object({
    // An id as JSON sends it, or as a form posts it (digits).
    saved: optional(
      z.preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        lineText(messageKey('party.unknown'))
          .regex(/^[1-9][0-9]{0,8}$/, messageKey('party.unknown'))
          .transform(Number),
      ),
    ),
    name: optional(partyLine),
    address: optional(partyLines),
    contact: optional(partyLine),
    phone: optional(partyLine),
    email: optional(EmailSchema),
  })
  .superRefine((party, context) => {
    if (party.saved !== undefined) return
    if (!party.name) {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: messageKey('party.nameRequired'),
      })
    }
    if (!party.address) {
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: messageKey('party.addressRequired'),
      })
    }
  })
export type PartyInput = z.output<typeof PartyInputSchema>

/** POST /api/account/bookings: a booking request, and the portal form's post. */
export const BookingRequestSchema = EstimateQueryFields.extend({
  commodity: quoteField.commodity,
  pickupPlace: lineText(messageKey('party.controlChars'), {
    error: messageKey('pickupPlace.required'),
  })
    .trim()
    .min(1, messageKey('pickupPlace.required'))
    .max(BOOKING_TEXT_MAX, messageKey('pickupPlace.tooLong')),
  shipper: PartyInputSchema,
  consignee: PartyInputSchema,
  notes: quoteField.notes,
  /** The estimate's option the customer chose; the server prices again and keeps it if it still prices. */
  estimateCardId: optional(quoteField.estimateCardId),
  /** One of the company's people's quote requests this booking follows, e.g. "Q-2026-000123". */
  quoteReference: optional(
    lineText(messageKey('party.controlChars')).trim().max(20, messageKey('quoteReference.unknown')),
  ),
}).superRefine(checkEstimateCargo)
export type BookingRequestInput = z.input<typeof BookingRequestSchema>
export type BookingRequest = z.output<typeof BookingRequestSchema>

export const BookingIdParamsSchema = z.object({ id: recordId('The booking') })

/** One message of the conversation about a booking: staff's question or the customer's reply. */
export const BookingMessageSchema = z.object({
  from: z.enum(['staff', 'customer']),
  /**
   * Who wrote it: the customer's person by name; staff by name in the workspace, and null in the
   * portal, which speaks for the forwarder (decision 0026). Null too for a removed account.
   */
  author: z.string().nullable(),
  body: z.string(),
  at: z.iso.datetime(),
})
export type BookingMessage = z.infer<typeof BookingMessageSchema>

/** A booking as its company's people and staff read it. */
export const BookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  createdAt: z.iso.datetime(),
  /** Who of the company sent it. */
  sentBy: z.string(),
  mode: z.enum(PRICE_MODES),
  origin: z.string(),
  originCode: z.string().nullable(),
  destination: z.string(),
  destinationCode: z.string().nullable(),
  incoterm: z.enum(INCOTERM_CODES),
  readyDate: z.iso.date(),
  pickupPlace: z.string(),
  commodity: z.string(),
  /** The cargo's lines for people ("3 × 120 × 80 × 100 cm, 210 kg each"). */
  cargoLines: z.array(z.string()),
  shipper: BookingPartySchema,
  consignee: BookingPartySchema,
  notes: z.string().nullable(),
  /** The estimate the server priced it at; null when no rate card covered it. */
  estimate: StoredQuoteEstimateSchema.nullable(),
  quoteReference: z.string().nullable(),
  /** Staff's latest question while the state is 'question'. */
  question: z.string().nullable(),
  /** Staff's questions and the customer's replies, oldest first. */
  messages: z.array(BookingMessageSchema),
  /** Whether the customer may reply now: staff asked something and the booking is still open. */
  mayReply: z.boolean(),
  /** The shipment made of it, once confirmed. */
  shipmentReference: z.string().nullable(),
})
export type Booking = z.infer<typeof BookingSchema>

export const BookingResponseSchema = z.object({ data: BookingSchema })
export const BookingChangeResponseSchema = z.object({ message: z.string(), data: BookingSchema })
export const BookingListResponseSchema = z.object({ data: z.array(BookingSchema) })
export const SavedPartiesResponseSchema = z.object({ data: z.array(SavedPartySchema) })

/** What staff see of a booking: the customer's view, its company, and the shipment form's start. */
export const StaffBookingSchema = BookingSchema.extend({
  company: z.object({ id: z.number().int(), name: z.string() }),
  shipmentId: z.number().int().nullable(),
  /** The shipment form's start: route, mode, shipper and consignee from the booking. */
  shipmentDraft: z.object({
    mode: z.string(),
    origin: z.string(),
    destination: z.string(),
    shipperName: z.string(),
    consigneeName: z.string(),
  }),
})
export type StaffBooking = z.infer<typeof StaffBookingSchema>
export const StaffBookingResponseSchema = z.object({ data: StaffBookingSchema })
export const StaffBookingChangeResponseSchema = z.object({
  message: z.string(),
  data: StaffBookingSchema,
})

/** POST /api/staff/bookings/{id}/confirm: the shipment to make, as the shipment form sends it. */
export const ConfirmBookingSchema = ShipmentInputSchema
export type ConfirmBooking = z.output<typeof ConfirmBookingSchema>

export const BOOKING_QUESTION_MAX = 5_000

/** POST /api/staff/bookings/{id}/question: what staff ask the customer. */
export const BookingQuestionSchema = z.object({
  question: multiLineText('Please remove the special characters from the question', {
    error: 'Please write the question',
  })
    .trim()
    .min(1, 'Please write the question')
    .max(BOOKING_QUESTION_MAX, `Please keep the question under ${BOOKING_QUESTION_MAX} characters`),
})

/** POST /api/account/bookings/{id}/reply: the customer's answer to staff's question. */
export const BookingReplySchema = z.object({
  message: multiLineText(messageKey('bookingReply.controlChars'), {
    error: messageKey('bookingReply.required'),
  })
    .trim()
    .min(1, messageKey('bookingReply.required'))
    .max(BOOKING_REPLY_MAX, messageKey('bookingReply.tooLong')),
})
export type BookingReply = z.output<typeof BookingReplySchema>

/** A booking request on its company's screen in the workspace. */
export const CompanyBookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  origin: z.string(),
  destination: z.string(),
  /** When it was sent. */
  createdAt: z.iso.datetime(),
  readyDate: z.iso.date(),
})
export type CompanyBooking = z.infer<typeof CompanyBookingSchema>
