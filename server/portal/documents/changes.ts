/**
 * What changes a shipment's documents: an upload, staff accepting, refusing or setting one
 * aside, a customer approving a draft B/L or sending it back. Each change and its shipment
 * event are one transaction (docs/decisions/0024-customer-shipments.md).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import { formatInteger } from '#domain/numerals.ts'
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentState,
} from '#domain/shipment-documents.ts'
import type { ShipmentEventKind } from '#schemas/portal/shipment-events.ts'
import { DOCUMENT_NOTE_MAX } from '#schemas/portal/shipment-documents.ts'
import { hasControlChars } from '#schemas/text.ts'
import type { Database } from '#server/db/client.ts'
import { shipmentDocuments } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { deleteStoredFiles } from '#server/files/stored-files.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { recordShipmentEvent, type EventActor } from '#server/portal/access.ts'
import type { DocumentRow, DocumentViewer, ShipmentFacts } from './checklist.ts'
import { mayUploadDocument } from './checklist.ts'
import { documentAnswerMessages } from './documents.messages.ts'
import type { StoredDocumentFile } from './files.ts'

type Texts = (typeof documentAnswerMessages)[Language]

async function rowOf(tx: Executor, shipmentId: number, kind: DocumentKind, lock = false) {
  const query = tx
    .select()
    .from(shipmentDocuments)
    .where(and(eq(shipmentDocuments.shipmentId, shipmentId), eq(shipmentDocuments.kind, kind)))
  const [row] = lock ? await query.for('update') : await query
  return row as DocumentRow | undefined
}

/** Whether the customer has approved the draft B/L, which the final one waits for. */
async function draftApproved(tx: Executor, shipmentId: number): Promise<boolean> {
  return (await rowOf(tx, shipmentId, 'draft-bl'))?.state === 'accepted'
}

/**
 * Refuses, before the file is read, an upload this viewer may not make: a document not in the
 * checklist (404), a view-only share (403), the forwarder's own papers for a customer (403), a
 * final B/L before its draft is approved (409).
 */
export async function checkUpload(
  db: Database,
  facts: ShipmentFacts,
  kind: DocumentKind,
  viewer: DocumentViewer,
  texts: Texts,
): Promise<void> {
  if (!facts.kinds.includes(kind)) throw new ApiError(404, texts.notInChecklist)
  if (!mayUploadDocument(viewer, kind)) {
    const viewOnly = 'access' in viewer && viewer.access === 'view'
    throw new ApiError(403, viewOnly ? texts.viewOnly : texts.forwarderProvides)
  }
  if (kind === 'final-bl' && !(await draftApproved(db, facts.id))) {
    throw new ApiError(409, texts.finalNeedsApproval)
  }
}

/**
 * The state an upload leaves: the forwarder's own papers are final as staff send them, but a
 * draft B/L waits for the customer, and everything else for staff to check it.
 */
function stateAfterUpload(kind: DocumentKind, viewer: DocumentViewer): DocumentState {
  const forwarders = DOCUMENT_KINDS[kind].provider === 'forwarder'
  return 'staff' in viewer && forwarders && kind !== 'draft-bl' ? 'accepted' : 'uploaded'
}

/** Keeps an upload's file as the document's, replacing any earlier one, with its event. */
export async function storeUpload(
  db: Database,
  facts: ShipmentFacts,
  kind: DocumentKind,
  viewer: DocumentViewer,
  actor: EventActor,
  file: StoredDocumentFile,
  language: Language,
): Promise<string> {
  const texts = documentAnswerMessages[language]
  try {
    await db.transaction(async (tx) => {
      const before = await rowOf(tx, facts.id, kind, true)
      if (kind === 'final-bl' && !(await draftApproved(tx, facts.id))) {
        throw new ApiError(409, texts.finalNeedsApproval)
      }
      const values = {
        state: stateAfterUpload(kind, viewer),
        fileId: file.fileId,
        fileName: file.name,
        fileType: file.type,
        fileBytes: file.bytes,
        uploadedAt: new Date(),
        uploadedByStaff: actor && 'staffId' in actor ? actor.staffId : null,
        uploadedByCustomer: actor && 'customerId' in actor ? actor.customerId : null,
        reason: null,
        decidedAt: null,
        updatedAt: sql`now()`,
      }
      await tx
        .insert(shipmentDocuments)
        .values({ shipmentId: facts.id, kind, ...values })
        .onConflictDoUpdate({
          target: [shipmentDocuments.shipmentId, shipmentDocuments.kind],
          set: values,
        })
      if (before?.fileId) await deleteStoredFiles(tx, [before.fileId])
      await recordShipmentEvent(tx, {
        shipmentId: facts.id,
        kind: kind === 'draft-bl' ? 'draft-bl-sent' : 'document-uploaded',
        actor,
        detail: { document: kind, file: file.name, type: file.type, bytes: file.bytes },
      })
    })
  } catch (error) {
    await deleteStoredFiles(db, [file.fileId])
    throw error
  }
  return fill(texts.uploaded, { document: DOCUMENT_KINDS[kind].label[language] })
}

/**
 * A reason or corrections as written (the field `field`): trimmed, present, short enough, and
 * without control characters other than line breaks and tabs; else a 400 naming the field.
 */
export function checkNote(
  text: string,
  field: 'reason' | 'corrections',
  required: string,
  texts: Texts,
  language: Language,
): string {
  const note = text.trim()
  const refuse = (message: string) => new ApiError(400, message, { [field]: message })
  if (note === '') throw refuse(required)
  if (note.length > DOCUMENT_NOTE_MAX) {
    throw refuse(fill(texts.reasonTooLong, { count: formatInteger(DOCUMENT_NOTE_MAX, language) }))
  }
  if (hasControlChars(note, 'multi')) {
    throw refuse(texts.reasonCharacters)
  }
  return note
}

export type StaffDecision =
  | { kind: 'accept' }
  | { kind: 'refuse'; reason: string }
  | { kind: 'not-needed' }
  | { kind: 'request' }

const DECISION_EVENTS: Record<StaffDecision['kind'], ShipmentEventKind> = {
  accept: 'document-accepted',
  refuse: 'document-refused',
  'not-needed': 'document-not-needed',
  request: 'document-requested',
}

/**
 * Staff deciding on a document: accept or refuse (with its reason) an uploaded file, set it
 * aside as not needed, or ask for it again. A draft B/L is the customer's to approve.
 */
export async function decideDocument(
  db: Database,
  facts: ShipmentFacts,
  kind: DocumentKind,
  decision: StaffDecision,
  actor: EventActor,
): Promise<string> {
  const texts = documentAnswerMessages.en
  if (!facts.kinds.includes(kind)) throw new ApiError(404, texts.notInChecklist)
  const label = DOCUMENT_KINDS[kind].label.en
  const reason =
    decision.kind === 'refuse'
      ? checkNote(decision.reason, 'reason', texts.reasonRequired, texts, 'en')
      : null
  await db.transaction(async (tx) => {
    const before = await rowOf(tx, facts.id, kind, true)
    if (decision.kind === 'accept' || decision.kind === 'refuse') {
      if (kind === 'draft-bl') throw new ApiError(409, texts.draftDecidedByCustomer)
      if (before?.state !== 'uploaded') throw new ApiError(409, texts.nothingToDecide)
    }
    const state: DocumentState =
      decision.kind === 'accept'
        ? 'accepted'
        : decision.kind === 'refuse'
          ? 'refused'
          : decision.kind === 'not-needed'
            ? 'not-needed'
            : before?.fileId
              ? 'uploaded'
              : 'requested'
    const values = { state, reason, decidedAt: new Date(), updatedAt: sql`now()` }
    await tx
      .insert(shipmentDocuments)
      .values({ shipmentId: facts.id, kind, ...values })
      .onConflictDoUpdate({
        target: [shipmentDocuments.shipmentId, shipmentDocuments.kind],
        set: values,
      })
    await recordShipmentEvent(tx, {
      shipmentId: facts.id,
      kind: DECISION_EVENTS[decision.kind],
      actor,
      detail: { document: kind, ...(reason ? { reason } : {}) },
    })
  })
  const answers = {
    accept: texts.accepted,
    refuse: texts.refused,
    'not-needed': texts.notNeeded,
    request: texts.requestedAgain,
  }
  return fill(answers[decision.kind], { document: label })
}

/** A customer approving the draft B/L waiting for them, or sending it back with corrections. */
export async function answerDraft(
  db: Database,
  facts: ShipmentFacts,
  viewer: DocumentViewer,
  answer: { approve: true } | { corrections: string },
  actor: EventActor,
  language: Language,
): Promise<string> {
  const texts = documentAnswerMessages[language]
  if (!facts.kinds.includes('draft-bl')) throw new ApiError(404, texts.notInChecklist)
  if ('access' in viewer && viewer.access === 'view') throw new ApiError(403, texts.viewOnly)
  const corrections =
    'corrections' in answer
      ? checkNote(answer.corrections, 'corrections', texts.correctionsRequired, texts, language)
      : null
  await db.transaction(async (tx) => {
    const draft = await rowOf(tx, facts.id, 'draft-bl', true)
    if (draft?.state !== 'uploaded') throw new ApiError(409, texts.draftNotSent)
    await tx
      .update(shipmentDocuments)
      .set({
        state: corrections === null ? 'accepted' : 'refused',
        reason: corrections,
        decidedAt: new Date(),
        updatedAt: sql`now()`,
      })
      .where(eq(shipmentDocuments.id, draft.id))
    await recordShipmentEvent(tx, {
      shipmentId: facts.id,
      kind: corrections === null ? 'draft-bl-approved' : 'draft-bl-corrections',
      actor,
      detail: { document: 'draft-bl', ...(corrections ? { corrections } : {}) },
    })
  })
  return corrections === null ? texts.draftApproved : texts.draftCorrections
}
