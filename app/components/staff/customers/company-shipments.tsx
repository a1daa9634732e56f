import {
  referenceColumn,
  StaffTable,
  type StaffColumn,
} from '#app/components/staff/staff-table.tsx'
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

const SHIPMENT_COLUMNS: StaffColumn<CompanyShipment>[] = [
  referenceColumn('Reference', (shipment) => ({
    to: `/staff/shipments/${shipment.id}`,
    reference: shipment.reference,
  })),
  { label: 'Route', cell: (shipment) => `${shipment.origin} → ${shipment.destination}` },
  { label: 'ETA', cell: (shipment) => (shipment.eta ? formatDhakaDate(shipment.eta) : '—') },
  {
    label: "Customer's references",
    cell: (shipment) => shipment.customerReferences.join(', ') || '—',
  },
  { label: 'Whose', cell: (shipment) => ACCESS_TEXT[shipment.access] },
]

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
        <StaffTable
          aria-labelledby="company-shipments-title"
          rows={shipments}
          rowKey={(shipment) => shipment.id}
          columns={SHIPMENT_COLUMNS}
        />
      )}
    </>
  )
}
