/**
 * The workspace's side of the portal's shipments: staff put a shipment in a customer company's
 * portal with the customer's references, share it and take shares away, and see it all, the
 * customers' own actions included; a customer's page lists its shipments.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { PORTAL_FIELD_LABELS } from '#schemas/shipments.ts'
import type { ShareRole } from '#schemas/portal/shipment-events.ts'
import type {
  CompanyShipment,
  StaffShipmentCustomer,
  StaffShipmentPortal,
} from '#schemas/portal/shipments.ts'
import { auditChanges } from '#server/audit/changes.ts'
import type { StaffActor } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import { customerCompanies, shipments, shipmentShares } from '#server/db/schema.ts'
import { fieldErrors, notFound } from '#server/errors.ts'
import type { Executor } from '#server/notifications/outbox.ts'
import { recordShipmentEvent, visibleToCompany } from '#server/portal/access.ts'
import { shipmentHistory } from './history.ts'
import { share, sharesOf, unshare } from './sharing.ts'

const FIELDS = Object.keys(PORTAL_FIELD_LABELS) as (keyof typeof PORTAL_FIELD_LABELS)[]

async function companyOf(db: Executor, id: number, field: string) {
  const [company] = await db
    .select({ id: customerCompanies.id, name: customerCompanies.name })
    .from(customerCompanies)
    .where(eq(customerCompanies.id, id))
  if (!company) throw fieldErrors({ [field]: 'There is no customer company with this id' })
  return company
}

/**
 * Sets the shipment's owner company and the customer's references. A new owner is a
 * 'company-assigned' event; any change is audited as staff edits are; saving it unchanged
 * writes nothing.
 */
export async function setShipmentCustomer(
  db: Database,
  actor: StaffActor,
  id: number,
  input: StaffShipmentCustomer,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        reference: shipments.reference,
        companyId: shipments.companyId,
        companyName: customerCompanies.name,
        customerReferences: shipments.customerReferences,
      })
      .from(shipments)
      .leftJoin(customerCompanies, eq(customerCompanies.id, shipments.companyId))
      .where(eq(shipments.id, id))
      .for('update', { of: shipments })
    if (!before) throw notFound('Shipment')
    const company =
      input.companyId === null ? null : await companyOf(tx, input.companyId, 'companyId')
    await tx
      .update(shipments)
      .set({
        companyId: company?.id ?? null,
        customerReferences: input.customerReferences,
        updatedAt: sql`now()`,
      })
      .where(eq(shipments.id, id))
    if (company && before.companyId !== company.id) {
      // The new owner sees it as its own: a share it had is now only in the way.
      await tx
        .delete(shipmentShares)
        .where(
          sql`${shipmentShares.shipmentId} = ${id} and ${shipmentShares.companyId} = ${company.id}`,
        )
    }
    if (before.companyId !== (company?.id ?? null)) {
      await recordShipmentEvent(tx, {
        shipmentId: id,
        kind: 'company-assigned',
        actor: { staffId: actor.actorId },
        detail: {
          companyId: company?.id ?? null,
          companyName: company?.name ?? null,
          previousCompanyId: before.companyId,
          previousCompanyName: before.companyName,
        },
      })
    }
    await auditChanges(tx, {
      ...actor,
      action: 'shipment.customer',
      target: before.reference,
      before: { customer: before.companyName, customerReferences: before.customerReferences },
      after: { customer: company?.name ?? null, customerReferences: input.customerReferences },
      fields: FIELDS,
      detail: (changes) => ({ shipmentId: id, companyId: company?.id ?? null, changes }),
    })
  })
}

/** The shipment's place in the portal: owner, references, shares and every event. */
export async function staffShipmentPortal(db: Database, id: number): Promise<StaffShipmentPortal> {
  const [row] = await db
    .select({
      companyId: shipments.companyId,
      companyName: customerCompanies.name,
      customerReferences: shipments.customerReferences,
    })
    .from(shipments)
    .leftJoin(customerCompanies, eq(customerCompanies.id, shipments.companyId))
    .where(eq(shipments.id, id))
  if (!row) throw notFound('Shipment')
  return {
    company:
      row.companyId !== null && row.companyName !== null
        ? { id: row.companyId, name: row.companyName }
        : null,
    customerReferences: row.customerReferences,
    shares: await sharesOf(db, id),
    history: await shipmentHistory(db, id, { staff: true }),
  }
}

async function existingShipment(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, id))
  if (!row) throw notFound('Shipment')
}

/** Staff share the shipment with a customer company chosen from the list. */
export async function staffShare(
  db: Database,
  actor: StaffActor,
  id: number,
  input: { companyId: number; role: ShareRole },
): Promise<string> {
  await existingShipment(db, id)
  const company = await companyOf(db, input.companyId, 'companyId')
  return share(
    db,
    { shipmentId: id, company, role: input.role, actor: { staffId: actor.actorId } },
    'en',
  )
}

export async function staffUnshare(
  db: Database,
  actor: StaffActor,
  id: number,
  companyId: number,
): Promise<string> {
  await existingShipment(db, id)
  return unshare(db, { shipmentId: id, companyId, actor: { staffId: actor.actorId } }, 'en')
}

/** A customer company's shipments, its own and those shared with it, newest first. */
export async function companyShipments(
  db: Database,
  companyId: number,
): Promise<CompanyShipment[]> {
  const rows = await db
    .select({
      id: shipments.id,
      reference: shipments.reference,
      origin: shipments.origin,
      destination: shipments.destination,
      eta: shipments.eta,
      customerReferences: shipments.customerReferences,
      ownerId: shipments.companyId,
      shareRole: shipmentShares.role,
    })
    .from(shipments)
    .leftJoin(
      shipmentShares,
      sql`${shipmentShares.shipmentId} = ${shipments.id} and ${shipmentShares.companyId} = ${companyId}`,
    )
    .where(visibleToCompany(companyId))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(500)
  return rows.map(({ ownerId, shareRole, eta, ...row }) => ({
    ...row,
    eta: eta?.toISOString() ?? null,
    access: ownerId === companyId ? 'owner' : (shareRole ?? 'view'),
  }))
}
