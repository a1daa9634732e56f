/**
 * What a signed-in customer does with shipments, for the /api/account/ routes and the portal's
 * pages alike: one shipment as the portal shows it, and sharing it. Every call finds the
 * shipment through findVisibleShipment, so one not visible is a 404 like one that does not exist.
 */
import type { FastifyReply } from 'fastify'
import { eq } from 'drizzle-orm'
import type { Language } from '#domain/languages.ts'
import { trackingStatus } from '#domain/tracking-status.ts'
import { normalizeReference } from '#domain/tracking.ts'
import { SHARE_ROLES, type ShareRole } from '#schemas/portal/shipment-events.ts'
import type { PortalShipment } from '#schemas/portal/shipments.ts'
import type { CustomerIdentity } from '#server/account/service.ts'
import type { Database } from '#server/db/client.ts'
import { customerCompanies, customerUsers } from '#server/db/schema.ts'
import { ApiError } from '#server/errors.ts'
import { tooManyRequests } from '#server/plugins/rate-limits.ts'
import { findVisibleShipment, type VisibleShipment } from '#server/portal/access.ts'
import type { SharedLimitStore } from '#server/shared-limits.ts'
import { findByReference, milestonesOf, publicShipment } from '#server/tracking/shipments.ts'
import { shipmentHistory } from './history.ts'
import { shipmentAnswerMessages } from './refusals.messages.ts'
import { share, sharesOf, unshare } from './sharing.ts'

/**
 * Look-ups of another company's person by address, per person and hour. Each tells whether an
 * address has an account, which the sharer must be told; the allowance keeps that from being a
 * way to go through a list of addresses.
 */
export const SHARE_LOOKUPS_PER_HOUR = 20
const SHARE_LOOKUPS = 'share-lookups'

/** The shipment of a reference (as typed) if the customer's company may see it; 404 if not. */
export async function visibleShipment(
  db: Database,
  customer: CustomerIdentity,
  reference: string,
  language: Language,
): Promise<VisibleShipment> {
  const normalized = normalizeReference(reference)
  const found = normalized ? await findVisibleShipment(db, customer.companyId, normalized) : null
  if (!found) throw new ApiError(404, shipmentAnswerMessages[language].notFound)
  return found
}

/** One shipment as its portal page shows it. */
export async function portalShipment(
  db: Database,
  customer: CustomerIdentity,
  reference: string,
  language: Language,
): Promise<PortalShipment> {
  const visible = await visibleShipment(db, customer, reference, language)
  const row = await findByReference(db, visible.reference)
  if (!row) throw new ApiError(404, shipmentAnswerMessages[language].notFound)
  const tracked = publicShipment(row, await milestonesOf(db, row.id), language)
  const owner = visible.access === 'owner'
  return {
    ...tracked,
    status: trackingStatus(tracked.milestones.find((milestone) => !milestone.expected)?.kind),
    customerReferences: row.customerReferences,
    access: visible.access,
    shares: owner ? await sharesOf(db, row.id) : null,
    history: await shipmentHistory(db, row.id, { companyId: customer.companyId, owner }),
  }
}

/**
 * The owner company's shipment, for a change only its people may make: any of them, not only
 * its owners, since sharing a shipment with the buyer is the daily work of whoever handles it
 * (an owner role guards who joins the company, which a share does not touch). A company it
 * was shared with gets a 403: it sees the shipment, so a 404 would be untrue.
 */
async function ownShipment(
  db: Database,
  customer: CustomerIdentity,
  reference: string,
  language: Language,
): Promise<VisibleShipment> {
  const visible = await visibleShipment(db, customer, reference, language)
  if (visible.access !== 'owner')
    throw new ApiError(403, shipmentAnswerMessages[language].ownerOnly)
  return visible
}

export interface ShareRequest {
  email?: string | undefined
  role?: string | undefined
}

/**
 * Shares the company's shipment with the company of the person who has this address. An
 * address nobody has changes nothing and says so; the answer names the company only once
 * shared (the sharing list shows it). Look-ups are counted per person (SHARE_LOOKUPS_PER_HOUR).
 */
export async function shareByEmail(
  db: Database,
  limits: SharedLimitStore,
  reply: FastifyReply,
  customer: CustomerIdentity,
  reference: string,
  input: ShareRequest,
  language: Language,
): Promise<string> {
  const texts = shipmentAnswerMessages[language]
  const shipment = await ownShipment(db, customer, reference, language)
  const email = input.email?.trim().toLowerCase() ?? ''
  const errors: Record<string, string> = {}
  if (!email) errors.email = texts.emailRequired
  const role = SHARE_ROLES.find((each) => each === input.role?.trim())
  if (!role) errors.role = texts.badRole
  const [first] = Object.values(errors)
  if (first || !role) throw new ApiError(400, first ?? texts.badRole, errors)
  const { count, ttlMs } = await limits.hit(SHARE_LOOKUPS, customer.person.id, 60 * 60 * 1000)
  if (count > SHARE_LOOKUPS_PER_HOUR) {
    const wait = Math.max(1, Math.ceil(ttlMs / 1000))
    reply.header('retry-after', String(wait))
    throw tooManyRequests(wait, language)
  }
  const [person] = await db
    .select({ companyId: customerUsers.companyId, companyName: customerCompanies.name })
    .from(customerUsers)
    .innerJoin(customerCompanies, eq(customerCompanies.id, customerUsers.companyId))
    .where(eq(customerUsers.email, email))
  if (!person) throw new ApiError(404, texts.noSuchPerson, { email: texts.noSuchPerson })
  if (person.companyId === customer.companyId) {
    throw new ApiError(409, texts.ownCompany, { email: texts.ownCompany })
  }
  return share(
    db,
    {
      shipmentId: shipment.id,
      company: { id: person.companyId, name: person.companyName },
      role: role satisfies ShareRole,
      actor: { customerId: customer.person.id },
    },
    language,
  )
}

/** Takes a share of the company's shipment away. */
export async function unshareOwn(
  db: Database,
  customer: CustomerIdentity,
  reference: string,
  companyId: number,
  language: Language,
): Promise<string> {
  const shipment = await ownShipment(db, customer, reference, language)
  return unshare(
    db,
    { shipmentId: shipment.id, companyId, actor: { customerId: customer.person.id } },
    language,
  )
}
