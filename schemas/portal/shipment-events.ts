/**
 * What happens to a shipment in the customer portal (docs/decisions/0024-customer-shipments.md):
 * each is one row of shipment_events, in the transaction of the change it records. The portal's
 * and the workspace's histories read them; notifications and webhooks are sent from them.
 */
import { z } from '../zod.ts'

export const SHIPMENT_EVENT_KINDS = [
  /** Staff put the shipment in a customer company's portal, or moved it to another. */
  'company-assigned',
  /** Shared with another company's people for this shipment only (detail: company, role). */
  'shared',
  /** A share removed (detail: company). */
  'unshared',
  /** A milestone recorded by staff (detail: kind, place). */
  'milestone-added',
  /** Staff asked for a document of the checklist, or it was set by the checklist. */
  'document-requested',
  'document-uploaded',
  'document-accepted',
  /** detail: reason. */
  'document-refused',
  'document-overdue',
  /** Staff set a document of the checklist aside: this shipment does not need it. */
  'document-not-needed',
  /** Staff sent a draft bill of lading for the customer to approve. */
  'draft-bl-sent',
  'draft-bl-approved',
  /** detail: corrections. */
  'draft-bl-corrections',
  /** A booking request confirmed by staff: this shipment was made from it. */
  'booking-confirmed',
] as const

export const ShipmentEventKindSchema = z.enum(SHIPMENT_EVENT_KINDS)
export type ShipmentEventKind = z.infer<typeof ShipmentEventKindSchema>

/** What another company's people may do with a shipment shared with them. */
export const SHARE_ROLES = ['view', 'upload'] as const
export const ShareRoleSchema = z.enum(SHARE_ROLES, {
  error: 'Role must be view or upload',
})
export type ShareRole = z.infer<typeof ShareRoleSchema>

/** A person's right to one shipment: its company's people own it; others see what was shared. */
export type ShipmentAccess = 'owner' | ShareRole
