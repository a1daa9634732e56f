/**
 * Sharing a shipment with another company's people, for that shipment only (decision 0024), by
 * staff or by a person of the owner company. Every share and removal is a shipment event, in
 * the transaction that makes it.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import type { ShareRole } from '#schemas/portal/shipment-events.ts'
import type { Share } from '#schemas/portal/shipments.ts'
import type { Database } from '#server/db/client.ts'
import { customerCompanies, shipments, shipmentShares } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { recordShipmentEvent, type EventActor } from '#server/portal/access.ts'
import { shipmentAnswerMessages } from './refusals.messages.ts'

/** The companies a shipment is shared with, in the order they got it. */
export async function sharesOf(db: Database, shipmentId: number): Promise<Share[]> {
  const rows = await db
    .select({
      companyId: shipmentShares.companyId,
      companyName: customerCompanies.name,
      role: shipmentShares.role,
      createdAt: shipmentShares.createdAt,
    })
    .from(shipmentShares)
    .innerJoin(customerCompanies, eq(customerCompanies.id, shipmentShares.companyId))
    .where(eq(shipmentShares.shipmentId, shipmentId))
    .orderBy(asc(shipmentShares.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

export const roleWords = (role: ShareRole, language: Language) =>
  shipmentAnswerMessages[language][role === 'view' ? 'roleView' : 'roleUpload']

export interface ShareChange {
  shipmentId: number
  company: { id: number; name: string }
  actor: EventActor
}

/**
 * Shares the shipment with the company, or changes the role of its share; the same role again
 * changes nothing and records nothing. The owner company cannot be given a share of its own.
 */
export async function share(
  db: Database,
  change: ShareChange & { role: ShareRole },
  language: Language,
): Promise<string> {
  const texts = shipmentAnswerMessages[language]
  const { company, role } = change
  const words = { company: company.name, role: roleWords(role, language) }
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({ ownerId: shipments.companyId })
      .from(shipments)
      .where(eq(shipments.id, change.shipmentId))
      .for('update')
    if (!shipment) throw new ApiError(404, texts.notFound)
    if (shipment.ownerId === company.id) throw new ApiError(409, texts.ownCompany)
    const [before] = await tx
      .select({ role: shipmentShares.role })
      .from(shipmentShares)
      .where(
        and(
          eq(shipmentShares.shipmentId, change.shipmentId),
          eq(shipmentShares.companyId, company.id),
        ),
      )
    if (before?.role === role) return fill(texts.alreadyShared, words)
    const by =
      change.actor && 'staffId' in change.actor
        ? { sharedByStaff: change.actor.staffId, sharedByCustomer: null }
        : { sharedByStaff: null, sharedByCustomer: change.actor?.customerId ?? null }
    await tx
      .insert(shipmentShares)
      .values({ shipmentId: change.shipmentId, companyId: company.id, role, ...by })
      .onConflictDoUpdate({
        target: [shipmentShares.shipmentId, shipmentShares.companyId],
        set: { role, ...by, createdAt: sql`now()` },
      })
    await recordShipmentEvent(tx, {
      shipmentId: change.shipmentId,
      kind: 'shared',
      actor: change.actor,
      detail: {
        companyId: company.id,
        companyName: company.name,
        role,
        ...(before ? { previousRole: before.role } : {}),
      },
    })
    return fill(texts.shared, words)
  })
}

/** Takes the company's share of the shipment away; 404 when it has none. */
export async function unshare(
  db: Database,
  change: Omit<ShareChange, 'company'> & { companyId: number },
  language: Language,
): Promise<string> {
  const texts = shipmentAnswerMessages[language]
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(shipmentShares)
      .where(
        and(
          eq(shipmentShares.shipmentId, change.shipmentId),
          eq(shipmentShares.companyId, change.companyId),
        ),
      )
      .returning({ role: shipmentShares.role })
    if (!removed) throw new ApiError(404, texts.shareNotFound)
    const [company] = await tx
      .select({ name: customerCompanies.name })
      .from(customerCompanies)
      .where(eq(customerCompanies.id, change.companyId))
    const companyName = company?.name ?? ''
    await recordShipmentEvent(tx, {
      shipmentId: change.shipmentId,
      kind: 'unshared',
      actor: change.actor,
      detail: { companyId: change.companyId, companyName, role: removed.role },
    })
    return fill(texts.unshared, { company: companyName })
  })
}
