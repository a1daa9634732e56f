import { fillParts, type SentencePart } from '#app/i18n/messages.ts'
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
 * What people typed (a place, a reason, a milestone staff named) is a part of its own, marked
 * lang="en" on a Bangla page where it is in Latin letters (fillParts).
 */

type PortalEvent = Pick<ShipmentEventView, 'kind' | 'detail'>

export function describeShipmentEvent(
  { kind, detail }: PortalEvent,
  language: Language,
): SentencePart[] {
  const texts = portalShipmentMessages[language]
  const fill = (template: string, values: Readonly<Record<string, string>> = {}) =>
    fillParts(template, values, language)
  /** A sentence with what the person wrote or sent after it (a file, a reason, corrections). */
  const followedBy = (sentence: SentencePart[], words: string | null) =>
    words ? [...sentence, ...fill(': {words}', { words })] : sentence
  const facts = portalEventFacts(detail, language)
  const company = facts.company ?? texts.eventAnotherCompany
  const document = facts.document ?? texts.eventADocument
  switch (kind) {
    case 'company-assigned':
      return facts.company
        ? fill(texts.eventAssigned, { company: facts.company })
        : fill(texts.eventUnassigned)
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
      return followedBy(fill(texts.eventDraftBlSent), facts.file)
    case 'draft-bl-approved':
      return fill(texts.eventDraftBlApproved)
    case 'draft-bl-corrections':
      return followedBy(fill(texts.eventDraftBlCorrections), facts.corrections)
    case 'booking-confirmed':
      return facts.booking
        ? fill(texts.eventBookingConfirmed, { booking: facts.booking })
        : fill(texts.eventABookingConfirmed)
  }
}
