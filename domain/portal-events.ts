import type { Language } from './languages.ts'
import type { ShareRole } from '#schemas/portal/shipment-events.ts'
import { DOCUMENT_KINDS, documentLabel, type DocumentKind } from './shipment-documents.ts'
import { MILESTONE_KINDS, type MilestoneKind } from './tracking.ts'

/*
 * What a shipment's portal event is about, read from its detail (schemas/portal/shipment-events.ts
 * says which kind carries what): the workspace's "Portal history" and the customer's shipment
 * history each word it in their own sentences; both read it here.
 */

/** The facts of one event's detail; null where the event does not carry them. */
export interface PortalEventFacts {
  /** The company it was shared with, or whose portal it was put in. */
  company: string | null
  role: ShareRole
  /** The document's name in the reader's language, from the kind the event records. */
  document: string | null
  file: string | null
  reason: string | null
  corrections: string | null
  booking: string | null
  /** A milestone's kind, where it is one of ours (its name is then the reader's word for it). */
  milestoneKind: Exclude<MilestoneKind, 'other'> | null
  /** A milestone's name as staff recorded it, in English: an 'other' one's own words. */
  milestoneLabel: string | null
  place: string | null
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

function namedMilestoneKind(value: unknown): Exclude<MilestoneKind, 'other'> | null {
  const kind = textOf(value)
  return kind && kind !== 'other' && Object.hasOwn(MILESTONE_KINDS, kind)
    ? (kind as Exclude<MilestoneKind, 'other'>)
    : null
}

export function portalEventFacts(
  detail: Record<string, unknown>,
  language: Language,
): PortalEventFacts {
  const document = textOf(detail.document)
  return {
    company: textOf(detail.companyName),
    role: detail.role === 'upload' ? 'upload' : 'view',
    document:
      document && Object.hasOwn(DOCUMENT_KINDS, document)
        ? documentLabel(document as DocumentKind, language)
        : null,
    file: textOf(detail.file),
    reason: textOf(detail.reason),
    corrections: textOf(detail.corrections),
    booking: textOf(detail.booking),
    milestoneKind: namedMilestoneKind(detail.kind),
    milestoneLabel: textOf(detail.label),
    place: textOf(detail.place),
  }
}
