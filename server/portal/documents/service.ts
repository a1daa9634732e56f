/**
 * The documents of one shipment as a customer's person or staff reach them: every call finds
 * the shipment first (a customer's through server/portal/access.ts, so another company's is not
 * found), then reads or changes its checklist. The JSON routes and the portal's page both call
 * these.
 */
import type { Multipart } from '@fastify/multipart'
import type { Language } from '#domain/languages.ts'
import type { DocumentKind } from '#domain/shipment-documents.ts'
import type { ShipmentChecklist } from '#schemas/portal/shipment-documents.ts'
import type { CustomerIdentity } from '#server/account/service.ts'
import type { Database } from '#server/db/client.ts'
import { ApiError } from '#server/errors.ts'
import { findVisibleShipment, type EventActor } from '#server/portal/access.ts'
import { checklistOf, shipmentFacts, type DocumentViewer, type ShipmentFacts } from './checklist.ts'
import {
  answerDraft,
  checkUpload,
  decideDocument,
  storeUpload,
  type StaffDecision,
} from './changes.ts'
import { documentAnswerMessages } from './documents.messages.ts'
import { receiveDocument } from './files.ts'
import { and, eq } from 'drizzle-orm'
import { shipmentDocuments } from '#server/db/schema.ts'

/** One shipment as the one asking reaches it. */
export interface DocumentScope {
  facts: ShipmentFacts
  viewer: DocumentViewer
  actor: EventActor
  language: Language
}

/** A customer's shipment by its reference, or 404 alike when it is not theirs or not there. */
export async function customerScope(
  db: Database,
  customer: CustomerIdentity,
  reference: string,
  language: Language,
): Promise<DocumentScope> {
  const visible = await findVisibleShipment(db, customer.companyId, reference)
  const facts = visible && (await shipmentFacts(db, visible.id))
  if (!visible || !facts) throw new ApiError(404, documentAnswerMessages[language].shipmentNotFound)
  return {
    facts,
    viewer: { access: visible.access },
    actor: { customerId: customer.person.id },
    language,
  }
}

/** A shipment by its id for staff, who see every one. */
export async function staffScope(
  db: Database,
  staffId: string,
  id: number,
): Promise<DocumentScope> {
  const facts = await shipmentFacts(db, id)
  if (!facts) throw new ApiError(404, documentAnswerMessages.en.shipmentNotFound)
  return { facts, viewer: { staff: true }, actor: { staffId }, language: 'en' }
}

export function checklist(db: Database, scope: DocumentScope): Promise<ShipmentChecklist> {
  return checklistOf(db, scope.facts, scope.viewer, scope.language)
}

export interface UploadRequest {
  parts: AsyncIterable<Multipart>
  tempDir: string
  /** The document, when the address names it; else the form's field "document". */
  kind?: DocumentKind
}

/**
 * Receives an upload for one document of the checklist: refused before its file is read when
 * the one asking may not send it; then checked, cleaned, kept, and recorded.
 */
export async function uploadDocument(
  db: Database,
  scope: DocumentScope,
  upload: UploadRequest,
): Promise<{ message: string; kind: DocumentKind }> {
  const texts = documentAnswerMessages[scope.language]
  let kind = upload.kind
  const file = await receiveDocument({
    db,
    parts: upload.parts,
    tempDir: upload.tempDir,
    language: scope.language,
    async authorize(fields) {
      kind ??= scope.facts.kinds.find((candidate) => candidate === fields.document)
      if (!kind) throw new ApiError(404, texts.notInChecklist)
      await checkUpload(db, scope.facts, kind, scope.viewer, texts)
    },
  })
  if (!kind) throw new Error('an upload was received without its document')
  const message = await storeUpload(
    db,
    scope.facts,
    kind,
    scope.viewer,
    scope.actor,
    file,
    scope.language,
  )
  return { message, kind }
}

/** The document's file as kept, for a download; 404 when none was uploaded. */
export async function documentFile(db: Database, scope: DocumentScope, kind: DocumentKind) {
  const texts = documentAnswerMessages[scope.language]
  if (!scope.facts.kinds.includes(kind)) throw new ApiError(404, texts.notInChecklist)
  const [row] = await db
    .select()
    .from(shipmentDocuments)
    .where(and(eq(shipmentDocuments.shipmentId, scope.facts.id), eq(shipmentDocuments.kind, kind)))
  if (!row?.fileId || !row.fileName || !row.fileType) throw new ApiError(404, texts.noFile)
  return { fileId: row.fileId, name: row.fileName, type: row.fileType, bytes: row.fileBytes ?? 0 }
}

export function staffDecision(
  db: Database,
  scope: DocumentScope,
  kind: DocumentKind,
  decision: StaffDecision,
): Promise<string> {
  return decideDocument(db, scope.facts, kind, decision, scope.actor)
}

export function customerDraftAnswer(
  db: Database,
  scope: DocumentScope,
  answer: { approve: true } | { corrections: string },
): Promise<string> {
  return answerDraft(db, scope.facts, scope.viewer, answer, scope.actor, scope.language)
}
