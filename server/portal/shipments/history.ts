/**
 * A shipment's history: its shipment_events, newest first, with who did each. The portal names
 * a customer's person with their company, and staff as the forwarder: the portal speaks for the
 * company, staff act for each other and change, and their names are the workspace's business.
 * The workspace names staff by their own name. A company a shipment was shared with sees the
 * sharing events about itself only, as it does not see the sharing list.
 */
import { and, desc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { ShipmentEventView } from '#schemas/portal/shipments.ts'
import type { ShipmentEventKind } from '#schemas/portal/shipment-events.ts'
import { companyName } from '#server/content/names.ts'
import type { Database } from '#server/db/client.ts'
import { customerCompanies, customerUsers, shipmentEvents, staffUsers } from '#server/db/schema.ts'

const SHARING: ShipmentEventKind[] = ['shared', 'unshared']

/** Who reads the history: the workspace, the owner company, or a company it was shared with. */
export type HistoryReader = { staff: true } | { companyId: number; owner: boolean }

export async function shipmentHistory(
  db: Database,
  shipmentId: number,
  reader: HistoryReader,
): Promise<ShipmentEventView[]> {
  const sharingOfOthers: SQL | undefined =
    'companyId' in reader && !reader.owner
      ? or(
          notInArray(shipmentEvents.kind, SHARING),
          sql`(${shipmentEvents.detail} ->> 'companyId') = ${String(reader.companyId)}`,
        )
      : undefined
  const rows = await db
    .select({
      id: shipmentEvents.id,
      at: shipmentEvents.createdAt,
      kind: shipmentEvents.kind,
      detail: shipmentEvents.detail,
      staffId: shipmentEvents.staffActorId,
      staffName: staffUsers.name,
      customerName: customerUsers.name,
      customerCompany: customerCompanies.name,
    })
    .from(shipmentEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, shipmentEvents.staffActorId))
    .leftJoin(customerUsers, eq(customerUsers.id, shipmentEvents.customerActorId))
    .leftJoin(customerCompanies, eq(customerCompanies.id, customerUsers.companyId))
    .where(and(eq(shipmentEvents.shipmentId, shipmentId), sharingOfOthers))
    .orderBy(desc(shipmentEvents.id))
  const forwarder = rows.length > 0 ? await companyName(db) : ''
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    detail: row.detail,
    actor:
      row.customerName !== null
        ? { kind: 'customer', name: row.customerName, company: row.customerCompany }
        : row.staffId !== null
          ? {
              kind: 'staff',
              name: 'staff' in reader ? (row.staffName ?? forwarder) : forwarder,
              company: null,
            }
          : { kind: 'system', name: forwarder, company: null },
  }))
}
