import { portalEventFacts } from '#domain/portal-events.ts'
import type { ShipmentEventView } from '#schemas/portal/shipments.ts'

/*
 * A shipment's portal event in words, for the workspace's "Portal history": staff read there
 * every step of the shipment in the portal (its booking, documents, sharing, draft B/L), so each
 * kind of schemas/portal/shipment-events.ts has a sentence, naming the document, file and
 * company its detail carries (read by domain/portal-events.ts, as the customer's history does).
 */

type PortalEvent = Pick<ShipmentEventView, 'kind' | 'detail'>

export function describePortalEvent({ kind, detail }: PortalEvent): string {
  const facts = portalEventFacts(detail, 'en')
  const company = facts.company
  const role = facts.role === 'upload' ? 'view and upload' : 'view'
  const ofFile = facts.file ? `: ${facts.file}` : ''
  const document = facts.document ?? 'A document'
  switch (kind) {
    case 'company-assigned':
      return company ? `Put in ${company}'s portal` : 'Taken out of the customer portal'
    case 'shared':
      return `Shared with ${company ?? 'a company'} (${role})`
    case 'unshared':
      return `No longer shared with ${company ?? 'a company'}`
    case 'milestone-added': {
      const place = facts.place
      return `Milestone added: ${facts.milestoneLabel ?? 'a milestone'}${place ? ` at ${place}` : ''}`
    }
    case 'document-requested':
      return `${document} asked for`
    case 'document-uploaded':
      return `${document} uploaded${ofFile}`
    case 'document-accepted':
      return `${document} accepted`
    case 'document-refused': {
      const reason = facts.reason
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
      const corrections = facts.corrections
      return `Draft bill of lading sent back with corrections${corrections ? `: ${corrections}` : ''}`
    }
    case 'booking-confirmed': {
      const booking = facts.booking
      return `Booking${booking ? ` ${booking}` : ''} confirmed: the shipment was made from it`
    }
  }
}
