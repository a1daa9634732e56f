import {
  referenceColumn,
  StaffTable,
  type StaffColumn,
} from '#app/components/staff/staff-table.tsx'
import { staffApi } from '#app/staff/api.ts'
import { formatShortDay } from '#domain/calendar.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { CompanyDocumentSchema, type CompanyDocument } from '#schemas/portal/shipment-documents.ts'
import { z } from '#schemas/zod.ts'

const CompanyDocumentsSchema = dataEnvelope(z.array(CompanyDocumentSchema))

/** A customer company's documents that wait for someone, overdue first. */
export async function loadCompanyDocuments(
  id: string,
  signal: AbortSignal,
): Promise<CompanyDocument[]> {
  const path = `/api/staff/customers/${encodeURIComponent(id)}/documents`
  return (await staffApi(path, CompanyDocumentsSchema, { signal })).data
}

const DOCUMENT_COLUMNS: StaffColumn<CompanyDocument>[] = [
  referenceColumn('Shipment', (document) => ({
    to: `/staff/shipments/${document.shipmentId}`,
    reference: document.shipmentReference,
  })),
  { label: 'Document', cell: (document) => document.label },
  {
    label: 'State',
    cell: (document) =>
      document.status === 'uploaded' ? 'Uploaded, to review' : document.statusLabel,
  },
  { label: 'Due', cell: (document) => (document.dueOn ? formatShortDay(document.dueOn) : '—') },
  { label: 'From', cell: (document) => document.providerLabel },
]

export function CompanyDocuments({ documents }: { documents: CompanyDocument[] }) {
  return (
    <>
      <h2 id="company-documents-title">Documents waiting</h2>
      {documents.length === 0 ? (
        <p>No document of this company’s shipments is waiting for anyone.</p>
      ) : (
        <StaffTable
          aria-labelledby="company-documents-title"
          rows={documents}
          rowKey={(document) => `${document.shipmentId} ${document.kind}`}
          columns={DOCUMENT_COLUMNS}
        />
      )}
    </>
  )
}
