/**
 * Who may see which shipment in the customer portal (docs/decisions/0024-customer-shipments.md).
 * Every portal query of a shipment, its documents or its history goes through these, so that
 * a person of one company never reaches another's: a shipment is its owner company's, and
 * another company's only where it was shared with it.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { ShipmentAccess, ShipmentEventKind } from '#schemas/portal/shipment-events.ts'
import type { Database } from '#server/db/client.ts'
import { shipmentEvents, shipments, shipmentShares } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/**
 * The condition on `shipments` that keeps the rows a company's people may see: its own and those
 * shared with it. Written as the ids of both, each read by its company's index, rather than
 * "owner or shared", which PostgreSQL can only answer by testing every shipment (100,000
 * shipments: 150 ms a page on PGlite, against a few ms this way; npm run bench).
 */
export function visibleToCompany(companyId: number): SQL {
  return sql`${shipments.id} in (select ${shipments.id} from ${shipments} where ${shipments.companyId} = ${companyId}
    union all select ${shipmentShares.shipmentId} from ${shipmentShares} where ${shipmentShares.companyId} = ${companyId})`
}

export interface VisibleShipment {
  id: number
  reference: string
  access: ShipmentAccess
}

/**
 * The shipment of this reference if the company's people may see it, with what they may do;
 * null when it does not exist or is not theirs, which callers answer alike (404).
 */
export async function findVisibleShipment(
  db: Database,
  companyId: number,
  reference: string,
): Promise<VisibleShipment | null> {
  const [row] = await db
    .select({
      id: shipments.id,
      reference: shipments.reference,
      ownerId: shipments.companyId,
      shareRole: shipmentShares.role,
    })
    .from(shipments)
    .leftJoin(
      shipmentShares,
      and(eq(shipmentShares.shipmentId, shipments.id), eq(shipmentShares.companyId, companyId)),
    )
    .where(eq(shipments.reference, reference))
    .limit(1)
  if (!row) return null
  const access: ShipmentAccess | null = row.ownerId === companyId ? 'owner' : row.shareRole
  return access ? { id: row.id, reference: row.reference, access } : null
}

/** Whether the access lets its holder upload documents (owners, and shares with 'upload'). */
export function mayUpload(access: ShipmentAccess): boolean {
  return access !== 'view'
}

/** Who did what a shipment event records; both null for the system. */
export type EventActor = { staffId: string } | { customerId: string } | null

/**
 * Records one shipment event. Pass the transaction that makes the change it records, so that
 * neither is kept without the other (notifications are sent from these rows).
 */
export async function recordShipmentEvent(
  executor: Executor,
  event: {
    shipmentId: number
    kind: ShipmentEventKind
    actor: EventActor
    detail?: Record<string, unknown>
  },
): Promise<number> {
  const [row] = await executor
    .insert(shipmentEvents)
    .values({
      shipmentId: event.shipmentId,
      kind: event.kind,
      staffActorId: event.actor && 'staffId' in event.actor ? event.actor.staffId : null,
      customerActorId: event.actor && 'customerId' in event.actor ? event.actor.customerId : null,
      detail: event.detail ?? {},
    })
    .returning({ id: shipmentEvents.id })
  return row?.id ?? 0
}
