import { Link } from 'react-router'
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

export function CompanyDocuments({ documents }: { documents: CompanyDocument[] }) {
  return (
    <>
      <h2 id="company-documents-title">Documents waiting</h2>
      {documents.length === 0 ? (
        <p>No document of this company’s shipments is waiting for anyone.</p>
      ) : (
        <div className="staff-table-wrap">
          <table
            className="staff-table staff-table--cards"
            aria-labelledby="company-documents-title"
          >
            <thead>
              <tr>
                <th scope="col">Shipment</th>
                <th scope="col">Document</th>
                <th scope="col">State</th>
                <th scope="col">Due</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <tr key={`${document.shipmentId} ${document.kind}`}>
                  <td data-label="Shipment">
                    <Link
                      to={`/staff/shipments/${document.shipmentId}`}
                      className="staff-reference"
                    >
                      {document.shipmentReference}
                    </Link>
                  </td>
                  <td data-label="Document">{document.label}</td>
                  <td data-label="State">
                    {document.status === 'uploaded' ? 'Uploaded, to review' : document.statusLabel}
                  </td>
                  <td data-label="Due">{document.dueOn ? formatShortDay(document.dueOn) : '—'}</td>
                  <td data-label="From">{document.providerLabel}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
