/**
 * A shipment's document checklist as the portal and the workspace API answer it and take its
 * decisions (the checklist itself: domain/shipment-documents.ts).
 */
import {
  DOCUMENT_KIND_IDS,
  DOCUMENT_PROVIDERS,
  DOCUMENT_STATES,
  SHIPMENT_DIRECTIONS,
  SHIPMENT_GOODS,
} from '#domain/shipment-documents.ts'
import { REFERENCE_PATTERN } from '#domain/tracking.ts'
import { multiLineText, recordId } from '../text.ts'
import { messageKey } from '../validation.ts'
import { z } from '../zod.ts'

/** The largest file a document may be: scans of a multi-page invoice fit. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024

/** What a document file may be, told by its content. */
export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number]

export const DocumentKindSchema = z.enum(DOCUMENT_KIND_IDS, {
  error: 'There is no such document in a checklist',
})

export const DocumentFileSchema = z.object({
  name: z.string().meta({ description: "The uploader's file name, cleaned" }),
  type: z.enum(DOCUMENT_FILE_TYPES),
  bytes: z.number().int(),
  uploadedAt: z.string(),
  /** "staff" or "customer": who sent the file in. */
  uploadedBy: z.enum(['staff', 'customer']),
})

export const ShipmentDocumentSchema = z.object({
  kind: DocumentKindSchema,
  label: z.string().meta({ description: "The document's name in the request's language" }),
  provider: z.enum(DOCUMENT_PROVIDERS),
  providerLabel: z.string(),
  /** Dhaka date, "2026-11-15"; null while the shipment has no ETD. */
  dueOn: z.string().nullable(),
  state: z.enum(DOCUMENT_STATES),
  status: z.enum([...DOCUMENT_STATES, 'overdue']).meta({
    description:
      'The state, or overdue when still awaited (requested or refused) past its due date in Dhaka',
  }),
  statusLabel: z.string(),
  /** Why it was refused; for a draft B/L sent back, the customer's corrections. */
  reason: z.string().nullable(),
  file: DocumentFileSchema.nullable(),
  /** Whether the one asking may upload it now (customers: not the forwarder's papers). */
  mayUpload: z.boolean(),
})
export type ShipmentDocument = z.infer<typeof ShipmentDocumentSchema>

export const ShipmentChecklistSchema = z.object({
  reference: z.string(),
  direction: z.enum(SHIPMENT_DIRECTIONS),
  goods: z.enum(SHIPMENT_GOODS),
  documents: z.array(ShipmentDocumentSchema),
  /** Whether the one asking may approve or correct the draft B/L now (it waits for them). */
  mayAnswerDraft: z.boolean(),
})
export type ShipmentChecklist = z.infer<typeof ShipmentChecklistSchema>

export const ChecklistResponseSchema = z.object({ data: ShipmentChecklistSchema })
export const DocumentAnswerSchema = z.object({ message: z.string(), data: ShipmentChecklistSchema })

export const AccountDocumentParamsSchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN, 'Shipment not found'),
})
export const AccountDocumentKindParamsSchema = AccountDocumentParamsSchema.extend({
  kind: DocumentKindSchema,
})
export const StaffDocumentParamsSchema = z.object({ id: recordId('The id') })
export const StaffDocumentKindParamsSchema = StaffDocumentParamsSchema.extend({
  kind: DocumentKindSchema,
})

/** The longest reason or corrections kept. */
export const DOCUMENT_NOTE_MAX = 2000

/**
 * Staff refusing a file: the reason the customer reads. Checked by the service, which answers in
 * the request's language (customers write corrections the same way).
 */
export const RefuseDocumentSchema = z.object({
  reason: multiLineText(messageKey('note.controlChars')).meta({
    description: `Why, up to ${DOCUMENT_NOTE_MAX} characters`,
  }),
})

/** A customer sending a draft B/L back: what to change on it. */
export const DraftCorrectionsSchema = z.object({
  corrections: multiLineText(messageKey('note.controlChars')).meta({
    description: `What to change, up to ${DOCUMENT_NOTE_MAX} characters`,
  }),
})

/**
 * A document of one of a customer company's shipments that waits for someone, on the company's
 * screen in the workspace: still requested, refused, overdue, or uploaded and not yet reviewed.
 */
export const CompanyDocumentSchema = z.object({
  shipmentId: z.number().int(),
  shipmentReference: z.string(),
  kind: DocumentKindSchema,
  label: z.string(),
  providerLabel: z.string(),
  status: z.enum(['requested', 'refused', 'overdue', 'uploaded']),
  statusLabel: z.string(),
  /** Dhaka date; null while the shipment has no ETD. */
  dueOn: z.string().nullable(),
})
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>
