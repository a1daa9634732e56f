import { z } from './zod.ts'
import { EmailSchema } from './contact.ts'
import { HoneypotSchema } from './honeypot.ts'
import { lineText } from './text.ts'
import { messageKey } from './validation.ts'
import { MILESTONE_KIND_IDS, SHIPMENT_MODE_IDS } from '#domain/tracking.ts'

/** Longest reference or carrier number a lookup accepts; anything longer is not a number. */
export const TRACK_QUERY_MAX = 40

export const TrackReferenceParamsSchema = z.object({
  reference: lineText(messageKey('reference.controlChars')).max(
    TRACK_QUERY_MAX,
    messageKey('reference.tooLong'),
  ),
})

export const TrackNumberParamsSchema = z.object({
  number: lineText(messageKey('carrierNumber.controlChars')).max(
    TRACK_QUERY_MAX,
    messageKey('carrierNumber.tooLong'),
  ),
})

export const TrackedMilestoneSchema = z.object({
  kind: z.enum(MILESTONE_KIND_IDS),
  /** The kind's name, or the free text of an 'other' milestone. */
  label: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The date and time as the clock at the place showed it, e.g. "24 Nov 2026, 08:15". */
  localTime: z.string(),
  /** That clock, named with its offset then: "Frankfurt time, UTC+1" (Dhaka time if unknown). */
  zone: z.string(),
  place: z.string(),
  note: z.string().nullable(),
  /** Dated after the moment of the answer: what is expected, never where the shipment stands. */
  expected: z.boolean(),
})

export const CarrierLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The carrier's own tracking page, with the number filled in where the page takes one. */
  trackingUrl: z.string(),
})

/**
 * What the public sees of a shipment: never the shipper's or consignee's name or contact
 * details. Times are ISO 8601 instants; ETD and ETA are shown in Dhaka time, each milestone in
 * the local time of its place (localTime and zone).
 */
export const TrackedShipmentSchema = z.object({
  reference: z.string(),
  mode: z.enum(SHIPMENT_MODE_IDS),
  origin: z.string(),
  destination: z.string(),
  carrier: z.object({ name: z.string(), link: CarrierLinkSchema.nullable() }).nullable(),
  masterNumber: z.string().nullable(),
  houseNumber: z.string().nullable(),
  containers: z.array(z.string()),
  etd: z.iso.datetime({ offset: true }).nullable(),
  eta: z.iso.datetime({ offset: true }).nullable(),
  /** Newest first. */
  milestones: z.array(TrackedMilestoneSchema),
})

export type TrackedShipment = z.infer<typeof TrackedShipmentSchema>

export const TrackedShipmentResponseSchema = z.object({ data: TrackedShipmentSchema })

export const NumberCheckSchema = z.object({
  kind: z.enum(['container', 'air-waybill', 'unrecognised']),
  /** Normalised: upper case, no spaces or hyphens. */
  number: z.string(),
  /** As printed on documents, e.g. "CSQU 305438 3" or "176-12345675". */
  formatted: z.string().nullable(),
  valid: z.boolean(),
  /** The check digit the number should have; null when it has none or the number is valid. */
  expectedCheckDigit: z.number().int().nullable(),
  explanation: z.string(),
})

export const NumberLookupSchema = z.object({
  check: NumberCheckSchema,
  /** The carrier whose owner code, SCAC or airline prefix starts the number, if known. */
  carrier: CarrierLinkSchema.nullable(),
  /** Our shipment carrying this number, if any. */
  shipment: TrackedShipmentSchema.nullable(),
})

export type NumberLookup = z.infer<typeof NumberLookupSchema>

export const NumberLookupResponseSchema = z.object({ data: NumberLookupSchema })

export const SubscribeRequestSchema = z.object({
  email: EmailSchema,
  ...HoneypotSchema.shape,
})

export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>
export type SubscribeRequestInput = z.input<typeof SubscribeRequestSchema>

export const SubscriptionTokenRequestSchema = z.object({
  token: lineText('The link is not valid')
    .min(1, 'The link is incomplete')
    .max(100, 'The link is not valid'),
})

export const SubscriptionConfirmedResponseSchema = z.object({
  code: z.literal(200),
  message: z.string(),
  data: z.object({ reference: z.string() }),
})

export const MessageResponseSchema = z.object({ code: z.literal(200), message: z.string() })

/** The token of a List-Unsubscribe address, as the update emails carry it. */
export const OneClickUnsubscribeParamsSchema = z.object({ token: z.string().max(100) })

/**
 * What a mail program posts to a List-Unsubscribe address (RFC 8058), form-encoded or multipart.
 * Anything else is refused with a message in the address's language, so the field is read by the
 * route rather than required here.
 */
export const OneClickUnsubscribeRequestSchema = z.object({
  'List-Unsubscribe': z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'Must be `One-Click`', examples: ['One-Click'] }),
})
