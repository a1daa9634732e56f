/**
 * A shipment's document checklist as one person sees it: the documents its direction, mode and
 * goods call for (domain/shipment-documents.ts), each with where it stands (shipment_documents).
 */
import { eq } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import {
  checklistFor,
  customerProvides,
  DOCUMENT_KINDS,
  DOCUMENT_PROVIDER_LABELS,
  DOCUMENT_STATUS_LABELS,
  documentStatus,
  dueDate,
  type DocumentKind,
} from '#domain/shipment-documents.ts'
import type { ShipmentMode } from '#domain/tracking.ts'
import type { ShipmentAccess } from '#schemas/portal/shipment-events.ts'
import type {
  DocumentFileType,
  ShipmentChecklist,
  ShipmentDocument,
} from '#schemas/portal/shipment-documents.ts'
import type { Database } from '#server/db/client.ts'
import { shipmentDocuments, shipments } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { mayUpload } from '#server/portal/access.ts'

/** Who is looking: staff, or a customer's person with their access to the shipment. */
export type DocumentViewer = { staff: true } | { access: ShipmentAccess }

export type DocumentRow = typeof shipmentDocuments.$inferSelect

export interface ShipmentFacts {
  id: number
  reference: string
  mode: ShipmentMode
  direction: 'export' | 'import'
  goods: 'general' | 'garments'
  etd: Date | null
  kinds: DocumentKind[]
}

/** The columns of a shipment its checklist is made from. */
export const SHIPMENT_FACT_COLUMNS = {
  id: shipments.id,
  reference: shipments.reference,
  mode: shipments.mode,
  direction: shipments.direction,
  goods: shipments.goods,
  etd: shipments.etd,
}

type ShipmentFactRow = Omit<ShipmentFacts, 'mode' | 'kinds'> & { mode: string }

/** A shipment's facts, read with SHIPMENT_FACT_COLUMNS, with the checklist they make. */
export function factsOf(row: ShipmentFactRow): ShipmentFacts {
  const mode = row.mode as ShipmentMode
  return { ...row, mode, kinds: checklistFor(row.direction, mode, row.goods) }
}

/** The shipment's facts the checklist depends on; null when there is no such shipment. */
export async function shipmentFacts(db: Executor, id: number): Promise<ShipmentFacts | null> {
  const [row] = await db.select(SHIPMENT_FACT_COLUMNS).from(shipments).where(eq(shipments.id, id))
  return row ? factsOf(row) : null
}

/** Whether this viewer may upload this document now. */
export function mayUploadDocument(viewer: DocumentViewer, kind: DocumentKind): boolean {
  if ('staff' in viewer) return true
  return mayUpload(viewer.access) && customerProvides(kind)
}

function documentView(
  facts: ShipmentFacts,
  kind: DocumentKind,
  row: DocumentRow | undefined,
  viewer: DocumentViewer,
  language: Language,
  now: Date,
): ShipmentDocument {
  const definition = DOCUMENT_KINDS[kind]
  const state = row?.state ?? 'requested'
  const dueOn = dueDate(kind, facts.etd)
  const status = documentStatus(state, dueOn, now)
  const file =
    row?.fileId && row.fileName && row.fileType && row.uploadedAt
      ? {
          name: row.fileName,
          type: row.fileType as DocumentFileType,
          bytes: row.fileBytes ?? 0,
          uploadedAt: row.uploadedAt.toISOString(),
          uploadedBy: row.uploadedByStaff ? ('staff' as const) : ('customer' as const),
        }
      : null
  return {
    kind,
    label: definition.label[language],
    provider: definition.provider,
    providerLabel: DOCUMENT_PROVIDER_LABELS[definition.provider][language],
    dueOn,
    state,
    status,
    statusLabel: DOCUMENT_STATUS_LABELS[status][language],
    reason: row?.reason ?? null,
    file,
    mayUpload: mayUploadDocument(viewer, kind),
  }
}

/** The shipment's checklist in `language`, overdue counted on Dhaka's date `now`. */
export async function checklistOf(
  db: Database,
  facts: ShipmentFacts,
  viewer: DocumentViewer,
  language: Language,
  now = new Date(),
): Promise<ShipmentChecklist> {
  const rows = await db
    .select()
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.shipmentId, facts.id))
  const byKind = new Map(rows.map((row) => [row.kind, row]))
  const draftWaiting =
    facts.kinds.includes('draft-bl') && byKind.get('draft-bl')?.state === 'uploaded'
  return {
    reference: facts.reference,
    direction: facts.direction,
    goods: facts.goods,
    documents: facts.kinds.map((kind) =>
      documentView(facts, kind, byKind.get(kind), viewer, language, now),
    ),
    mayAnswerDraft: draftWaiting && 'access' in viewer && mayUpload(viewer.access),
  }
}
