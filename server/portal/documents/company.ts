/**
 * A customer company's documents that wait for someone, for its screen in the workspace: of the
 * shipments it owns, each checklist document still requested, refused, overdue, or uploaded and
 * awaiting staff's review. Accepted and not-needed ones are done and left out.
 */
import { desc, eq, inArray } from 'drizzle-orm'
import {
  DOCUMENT_KINDS,
  DOCUMENT_PROVIDER_LABELS,
  DOCUMENT_STATUS_LABELS,
  documentStatus,
  dueDate,
} from '#domain/shipment-documents.ts'
import type { CompanyDocument } from '#schemas/portal/shipment-documents.ts'
import type { Database } from '#server/db/client.ts'
import { shipmentDocuments, shipments } from '#server/db/schema.ts'
import { factsOf, SHIPMENT_FACT_COLUMNS } from './checklist.ts'

/** The newest shipments looked at: a company's current work, not its whole past. */
const SHIPMENTS_LOOKED_AT = 200

/** Overdue first, then by due date (none last), then by shipment, newest first. */
const STATUS_ORDER = { overdue: 0, refused: 1, uploaded: 2, requested: 3 } as const

function waiting(status: string): status is CompanyDocument['status'] {
  return status in STATUS_ORDER
}

export async function companyDocuments(
  db: Database,
  companyId: number,
  now = new Date(),
): Promise<CompanyDocument[]> {
  const owned = (
    await db
      .select(SHIPMENT_FACT_COLUMNS)
      .from(shipments)
      .where(eq(shipments.companyId, companyId))
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(SHIPMENTS_LOOKED_AT)
  ).map(factsOf)
  if (owned.length === 0) return []
  const rows = await db
    .select({
      shipmentId: shipmentDocuments.shipmentId,
      kind: shipmentDocuments.kind,
      state: shipmentDocuments.state,
    })
    .from(shipmentDocuments)
    .where(
      inArray(
        shipmentDocuments.shipmentId,
        owned.map((shipment) => shipment.id),
      ),
    )
  const states = new Map(rows.map((row) => [`${row.shipmentId} ${row.kind}`, row.state]))
  const found: CompanyDocument[] = []
  for (const shipment of owned) {
    for (const kind of shipment.kinds) {
      const dueOn = dueDate(kind, shipment.etd)
      const status = documentStatus(states.get(`${shipment.id} ${kind}`) ?? 'requested', dueOn, now)
      if (!waiting(status)) continue
      const definition = DOCUMENT_KINDS[kind]
      found.push({
        shipmentId: shipment.id,
        shipmentReference: shipment.reference,
        kind,
        label: definition.label.en,
        providerLabel: DOCUMENT_PROVIDER_LABELS[definition.provider].en,
        status,
        statusLabel: DOCUMENT_STATUS_LABELS[status].en,
        dueOn,
      })
    }
  }
  // Stable: within one status and due date, the shipments stay newest first.
  return found.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999'),
  )
}
