import { DOCUMENT_KINDS } from '#domain/shipment-documents.ts'
import type { ShipmentEventView } from '#schemas/portal/shipments.ts'

/*
 * A shipment's portal event in words, for the workspace's "Portal history": staff read there
 * every step of the shipment in the portal (its booking, documents, sharing, draft B/L), so each
 * kind of schemas/portal/shipment-events.ts has a sentence, naming the document, file and
 * company its detail carries.
 */

type PortalEvent = Pick<ShipmentEventView, 'kind' | 'detail'>

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null

/** The document's name in English, from the kind its detail carries. */
function documentName(detail: Record<string, unknown>): string {
  const kind = textOf(detail.document)
  return kind && Object.hasOwn(DOCUMENT_KINDS, kind)
    ? DOCUMENT_KINDS[kind as keyof typeof DOCUMENT_KINDS].label.en
    : 'A document'
}

export function describePortalEvent({ kind, detail }: PortalEvent): string {
  const company = textOf(detail.companyName)
  const role = detail.role === 'upload' ? 'view and upload' : 'view'
  const file = textOf(detail.file)
  const ofFile = file ? `: ${file}` : ''
  const document = documentName(detail)
  switch (kind) {
    case 'company-assigned':
      return company ? `Put in ${company}'s portal` : 'Taken out of the customer portal'
    case 'shared':
      return `Shared with ${company ?? 'a company'} (${role})`
    case 'unshared':
      return `No longer shared with ${company ?? 'a company'}`
    case 'milestone-added': {
      const place = textOf(detail.place)
      return `Milestone added: ${textOf(detail.label) ?? 'a milestone'}${place ? ` at ${place}` : ''}`
    }
    case 'document-requested':
      return `${document} asked for`
    case 'document-uploaded':
      return `${document} uploaded${ofFile}`
    case 'document-accepted':
      return `${document} accepted`
    case 'document-refused': {
      const reason = textOf(detail.reason)
      return `${document} refused${reason ? `: ${reason}` : ''}`
    }
    case 'document-overdue':
      return `${document} overdue`
    case 'document-not-needed':
      return `${document} not needed for this shipment`
    case 'draft-bl-sent':
      return `Draft bill of lading sent to the customer to approve${ofFile}`
    case 'draft-bl-approved':
      return 'Draft bill of lading approved by the customer'
    case 'draft-bl-corrections': {
      const corrections = textOf(detail.corrections)
      return `Draft bill of lading sent back with corrections${corrections ? `: ${corrections}` : ''}`
    }
    case 'booking-confirmed': {
      const booking = textOf(detail.booking)
      return `Booking${booking ? ` ${booking}` : ''} confirmed: the shipment was made from it`
    }
  }
}
