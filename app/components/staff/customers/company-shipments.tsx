import { Link } from 'react-router'
import { staffApi } from '#app/staff/api.ts'
import { formatDhakaDate } from '#domain/dhaka-time.ts'
import { dataEnvelope } from '#schemas/api.ts'
import { CompanyShipmentSchema, type CompanyShipment } from '#schemas/portal/shipments.ts'
import { z } from '#schemas/zod.ts'

const CompanyShipmentsSchema = dataEnvelope(z.array(CompanyShipmentSchema))

/** A customer company's shipments, its own and those shared with it (the newest 500). */
export async function loadCompanyShipments(
  id: string,
  signal: AbortSignal,
): Promise<CompanyShipment[]> {
  const path = `/api/staff/customers/${encodeURIComponent(id)}/shipments`
  return (await staffApi(path, CompanyShipmentsSchema, { signal })).data
}

const ACCESS_TEXT = {
  owner: 'Its own',
  view: 'Shared with it: view',
  upload: 'Shared with it: view and upload',
} as const

export function CompanyShipments({ shipments }: { shipments: CompanyShipment[] }) {
  return (
    <>
      <h2 id="company-shipments-title">Shipments</h2>
      {shipments.length === 0 ? (
        <p>
          None yet: put a shipment in this company’s portal from the shipment’s screen, or share one
          with it.
        </p>
      ) : (
        <div className="staff-table-wrap">
          <table
            className="staff-table staff-table--cards"
            aria-labelledby="company-shipments-title"
          >
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Route</th>
                <th scope="col">ETA</th>
                <th scope="col">Customer's references</th>
                <th scope="col">Whose</th>
              </tr>
            </thead>
            <tbody>
              {shipments.map((shipment) => (
                <tr key={shipment.id}>
                  <td data-label="Reference">
                    <Link to={`/staff/shipments/${shipment.id}`} className="staff-reference">
                      {shipment.reference}
                    </Link>
                  </td>
                  <td data-label="Route">
                    {shipment.origin} → {shipment.destination}
                  </td>
                  <td data-label="ETA">{shipment.eta ? formatDhakaDate(shipment.eta) : '—'}</td>
                  <td data-label="Customer's references">
                    {shipment.customerReferences.join(', ') || '—'}
                  </td>
                  <td data-label="Whose">{ACCESS_TEXT[shipment.access]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
