import { fill } from '#app/i18n/messages.ts'
import { trackMessages } from '#app/routes/track.messages.ts'
import type { Language } from '#domain/languages.ts'
import { portalEventFacts } from '#domain/portal-events.ts'
import type { ShipmentEventView } from '#schemas/portal/shipments.ts'
import { MILESTONE_NAME_KEYS } from '../tracking/shipment-view.tsx'
import { portalShipmentMessages } from './shipments.messages.ts'

/*
 * A shipment's event in the customer's own history, in the reader's language: every kind of
 * schemas/portal/shipment-events.ts has a sentence naming its document (as the checklist names
 * it), file, company, booking or reason, so the customer never reads "Updated" or a kind's id.
 */

type PortalEvent = Pick<ShipmentEventView, 'kind' | 'detail'>

/** A sentence with what the person wrote or sent after it (a file, a reason, corrections). */
const followedBy = (sentence: string, words: string | null) =>
  words ? `${sentence}: ${words}` : sentence

export function describeShipmentEvent({ kind, detail }: PortalEvent, language: Language): string {
  const texts = portalShipmentMessages[language]
  const facts = portalEventFacts(detail, language)
  const company = facts.company ?? texts.eventAnotherCompany
  const document = facts.document ?? texts.eventADocument
  switch (kind) {
    case 'company-assigned':
      return facts.company
        ? fill(texts.eventAssigned, { company: facts.company })
        : texts.eventUnassigned
    case 'shared': {
      const role = facts.role === 'upload' ? texts.roleUpload : texts.roleView
      return fill(texts.eventShared, { company, role })
    }
    case 'unshared':
      return fill(texts.eventUnshared, { company })
    case 'milestone-added': {
      const milestone = facts.milestoneKind
        ? trackMessages[language][MILESTONE_NAME_KEYS[facts.milestoneKind]]
        : (facts.milestoneLabel ?? texts.eventAMilestone)
      return facts.place
        ? fill(texts.eventMilestoneAt, { milestone, place: facts.place })
        : fill(texts.eventMilestone, { milestone })
    }
    case 'document-requested':
      return fill(texts.eventDocumentRequested, { document })
    case 'document-uploaded':
      return followedBy(fill(texts.eventDocumentUploaded, { document }), facts.file)
    case 'document-accepted':
      return fill(texts.eventDocumentAccepted, { document })
    case 'document-refused':
      return followedBy(fill(texts.eventDocumentRefused, { document }), facts.reason)
    case 'document-overdue':
      return fill(texts.eventDocumentOverdue, { document })
    case 'document-not-needed':
      return fill(texts.eventDocumentNotNeeded, { document })
    case 'draft-bl-sent':
      return followedBy(texts.eventDraftBlSent, facts.file)
    case 'draft-bl-approved':
      return texts.eventDraftBlApproved
    case 'draft-bl-corrections':
      return followedBy(texts.eventDraftBlCorrections, facts.corrections)
    case 'booking-confirmed':
      return facts.booking
        ? fill(texts.eventBookingConfirmed, { booking: facts.booking })
        : texts.eventABookingConfirmed
  }
}
