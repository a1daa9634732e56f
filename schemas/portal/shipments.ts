/**
 * The portal's shipments (issue 42): My shipments, one shipment, sharing, and what staff send to
 * put a shipment in a company's portal. Query fields are taken as typed and read by
 * server/portal/shipments/ (dates day first, in any digits), whose refusals speak the page's
 * language; the shapes answered are here, for the routes, the pages and the OpenAPI document.
 */
import { z } from '../zod.ts'
import { SHIPMENT_MODE_IDS } from '#domain/tracking.ts'
import { TRACKING_STATUSES } from '#domain/tracking-status.ts'
import { TrackedShipmentSchema } from '../tracking-api.ts'
import { lineText, multiLineText, recordId } from '../text.ts'
import { SHARE_ROLES, SHIPMENT_EVENT_KINDS } from './shipment-events.ts'

/** A page of My shipments. */
export const PORTAL_PAGE_SIZE = 25

const typed = (max: number) =>
  lineText('Please remove the special characters').trim().max(max).optional()

/** GET /api/account/shipments: every field optional, blank as absent. */
export const PortalShipmentQuerySchema = z.object({
  /** A customer reference, house or master B/L or AWB, container number, our reference or a place. */
  q: typed(100),
  /** One of TRACKING_STATUSES. */
  status: typed(30),
  /** Which date `from` and `to` are of: eta (the default) or etd. */
  dates: typed(10),
  /** Day first as people type it (31/12/2026, Bengali digits too), a day in Dhaka. */
  from: typed(30),
  to: typed(30),
  /** The `next` of the page before. */
  cursor: typed(100),
})
export type PortalShipmentQuery = z.infer<typeof PortalShipmentQuerySchema>

const AccessSchema = z.enum(['owner', ...SHARE_ROLES])

export const PortalShipmentRowSchema = z.object({
  reference: z.string(),
  mode: z.enum(SHIPMENT_MODE_IDS),
  origin: z.string(),
  destination: z.string(),
  status: z.enum(TRACKING_STATUSES),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  customerReferences: z.array(z.string()),
  houseNumber: z.string().nullable(),
  masterNumber: z.string().nullable(),
  containers: z.array(z.string()),
  /** owner: the company's own; view or upload: shared with it. */
  access: AccessSchema,
})
export type PortalShipmentRow = z.infer<typeof PortalShipmentRowSchema>

export const PortalShipmentPageSchema = z.object({
  data: z.array(PortalShipmentRowSchema),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
})
export type PortalShipmentPage = z.infer<typeof PortalShipmentPageSchema>

export const ShareSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  role: z.enum(SHARE_ROLES),
  createdAt: z.string(),
})
export type Share = z.infer<typeof ShareSchema>

/**
 * Who did it, as the portal names them: a customer's person by name and company; staff as the
 * forwarder (the portal speaks for the company, not for one employee; the workspace names them);
 * the system for what happened by itself.
 */
export const EventActorViewSchema = z.object({
  kind: z.enum(['customer', 'staff', 'system']),
  name: z.string(),
  /** A customer's company. */
  company: z.string().nullable(),
})

export const ShipmentEventViewSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(SHIPMENT_EVENT_KINDS),
  actor: EventActorViewSchema,
  detail: z.record(z.string(), z.unknown()),
})
export type ShipmentEventView = z.infer<typeof ShipmentEventViewSchema>

export const PortalShipmentSchema = TrackedShipmentSchema.extend({
  status: z.enum(TRACKING_STATUSES),
  customerReferences: z.array(z.string()),
  access: AccessSchema,
  /** The companies it is shared with: its owner's people only see them (null for the others). */
  shares: z.array(ShareSchema).nullable(),
  /** Newest first. */
  history: z.array(ShipmentEventViewSchema),
})
export type PortalShipment = z.infer<typeof PortalShipmentSchema>

export const ReferenceParamsSchema = z.object({
  reference: lineText('The reference is not valid').trim().min(1).max(40),
})

/** POST /api/account/shipments/:reference/shares: a person of the other company, by address. */
export const CustomerShareInputSchema = z.object({
  email: lineText('Please remove the special characters').trim().max(254).optional(),
  role: lineText('Please remove the special characters').trim().max(10).optional(),
})

export const ShareCompanyParamsSchema = ReferenceParamsSchema.extend({
  companyId: recordId('The company id'),
})

/** What staff say about a shipment's place in the portal (PUT /api/staff/shipments/:id/customer). */
export const StaffShipmentCustomerSchema = z.object({
  /** The owner company; null takes the shipment out of every portal but its shares. */
  companyId: z.number().int().positive().nullable(),
  /** The customer's references (POs, invoice numbers), one per line or separated by commas. */
  customerReferences: z
    // Held to their lines here too, so that a refusal is reported even when another field
    // fails (zod runs no transform then): a list's items on one line, a text on its lines.
    .union([
      z.array(lineText('Please remove the special characters from the references')),
      multiLineText('Please remove the special characters from the references'),
    ])
    .optional()
    .transform((value) =>
      (typeof value === 'string' ? value.split(/[\n,;]+/) : (value ?? []))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(
      z
        .array(
          lineText('Please remove the special characters from the references').max(
            60,
            'Please keep each reference under 60 characters',
          ),
        )
        .max(30, 'Please list at most 30 references'),
    )
    .transform((references) => [...new Set(references)]),
})
export type StaffShipmentCustomer = z.output<typeof StaffShipmentCustomerSchema>

/** POST /api/staff/shipments/:id/shares. */
export const StaffShareInputSchema = z.object({
  companyId: z.number({ error: 'Please choose the company' }).int().positive(),
  role: z.enum(SHARE_ROLES, { error: 'Role must be view or upload' }),
})

/** The workspace's view of a shipment's place in the portal. */
export const StaffShipmentPortalSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customerReferences: z.array(z.string()),
  shares: z.array(ShareSchema),
  /** Every shipment event, newest first; staff named by their own name. */
  history: z.array(ShipmentEventViewSchema),
})
export type StaffShipmentPortal = z.infer<typeof StaffShipmentPortalSchema>

/** A customer company's shipments on its workspace page: its own and those shared with it. */
export const CompanyShipmentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  origin: z.string(),
  destination: z.string(),
  eta: z.string().nullable(),
  customerReferences: z.array(z.string()),
  /** owner, or the role it was shared with. */
  access: AccessSchema,
})
export type CompanyShipment = z.infer<typeof CompanyShipmentSchema>
