import { createHash, randomBytes, randomInt } from 'node:crypto'
import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import {
  carrierByAirlinePrefix,
  carrierByOwnerCode,
  carrierBySCAC,
  carrierTrackingUrl,
  CARRIERS,
  type Carrier,
} from '#content/carriers.ts'
import { checkCarrierNumber } from '#domain/carrier-numbers.ts'
import { explanationIn } from '#domain/carrier-numbers.messages.ts'
import type { Language } from '#schemas/content/localized.ts'
import type { NumberLookup, TrackedShipment } from '#schemas/tracking-api.ts'
import { isExpectedMilestone } from '#schemas/shipments.ts'
import {
  milestoneLabel,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  REFERENCE_PREFIX,
  type MilestoneKind,
  type ShipmentMode,
} from '#domain/tracking.ts'
import { companyName } from '#server/content/names.ts'
import type { Database } from '#server/db/client.ts'
import { shipmentMilestones, shipments, shipmentSubscriptions } from '#server/db/schema.ts'
import { enqueueEmail, type Executor } from '#server/notifications/outbox.ts'
import { shipmentUpdateEmail, type ShipmentChange } from '#server/notifications/tracking-emails.ts'
import { localTimeAt } from './local-time.ts'

export type ShipmentRow = typeof shipments.$inferSelect
export type MilestoneRow = typeof shipmentMilestones.$inferSelect

/** "DBL-" and 8 characters drawn with a cryptographic generator: about 40 bits, unguessable. */
export function newShipmentReference(): string {
  let body = ''
  for (let index = 0; index < REFERENCE_LENGTH; index++) {
    body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  }
  return `${REFERENCE_PREFIX}${body}`
}

/** A token for a link in an email: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The table's carrier for a name staff typed ("Maersk", "maersk line", "MSC"). */
function carrierByName(name: string): Carrier | undefined {
  const wanted = name.trim().toLowerCase()
  if (!wanted) return undefined
  return CARRIERS.find((carrier) => {
    const known = carrier.name.toLowerCase()
    return (
      known === wanted ||
      known.startsWith(wanted) ||
      wanted.startsWith(known.split(' ')[0] ?? known)
    )
  })
}

/** The carrier a number belongs to by its owner code, airline prefix or SCAC. */
export function carrierForNumber(number: string): Carrier | undefined {
  const check = checkCarrierNumber(number)
  if (check.kind === 'container') return carrierByOwnerCode(check.number.slice(0, 4))
  if (check.kind === 'air-waybill') return carrierByAirlinePrefix(check.airlinePrefix)
  return carrierBySCAC(check.number)
}

function link(carrier: Carrier, number: string | null) {
  return {
    id: carrier.id,
    name: carrier.name,
    trackingUrl: carrierTrackingUrl(carrier, number ?? ''),
  }
}

/**
 * What the public may see of a shipment: no shipper, no consignee, milestones newest first, those
 * dated after `now` marked expected.
 */
export function publicShipment(
  row: ShipmentRow,
  milestones: MilestoneRow[],
  language: Language = 'en',
  now: Date = new Date(),
): TrackedShipment {
  const number = row.containers[0] ?? row.masterNumber
  const known =
    (row.carrier ? carrierByName(row.carrier) : undefined) ??
    (number ? carrierForNumber(number) : undefined)
  return {
    reference: row.reference,
    mode: row.mode as ShipmentMode,
    origin: row.origin,
    destination: row.destination,
    carrier:
      row.carrier || known
        ? { name: row.carrier ?? known?.name ?? '', link: known ? link(known, number) : null }
        : null,
    masterNumber: row.masterNumber,
    houseNumber: row.houseNumber,
    containers: row.containers,
    etd: row.etd?.toISOString() ?? null,
    eta: row.eta?.toISOString() ?? null,
    milestones: [...milestones]
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || b.id - a.id)
      .map((milestone) => ({
        kind: milestone.kind as MilestoneKind,
        label: milestoneLabel(milestone.kind, milestone.description),
        occurredAt: milestone.occurredAt.toISOString(),
        ...localTimeAt(milestone.occurredAt, milestone.place, language),
        place: milestone.place,
        note: milestone.note,
        expected: isExpectedMilestone(milestone.occurredAt, now),
      })),
  }
}

export async function milestonesOf(db: Executor, shipmentId: number): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(shipmentMilestones)
    .where(eq(shipmentMilestones.shipmentId, shipmentId))
    .orderBy(desc(shipmentMilestones.occurredAt), desc(shipmentMilestones.id))
}

export async function findByReference(
  db: Database,
  reference: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.reference, reference))
  return row
}

/** The shipment carrying a normalised carrier number: its master or house number or a container. */
export async function findByCarrierNumber(
  db: Database,
  number: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(
      or(
        eq(shipments.masterNumber, number),
        eq(shipments.houseNumber, number),
        sql`${shipments.containers} @> array[${number}]::text[]`,
      ),
    )
    .orderBy(desc(shipments.createdAt))
    .limit(1)
  return row
}

/** Everything the public number lookup answers. */
export async function lookUpNumber(
  db: Database,
  input: string,
  language: Language = 'en',
): Promise<NumberLookup> {
  const check = checkCarrierNumber(input)
  const carrier =
    check.kind === 'unrecognised' || check.valid ? carrierForNumber(check.number) : undefined
  const row = check.number ? await findByCarrierNumber(db, check.number) : undefined
  return {
    check: {
      kind: check.kind,
      number: check.number,
      formatted: check.kind === 'unrecognised' ? null : check.formatted,
      valid: check.valid,
      expectedCheckDigit:
        check.kind === 'unrecognised' || check.valid ? null : check.expectedCheckDigit,
      explanation: explanationIn(check.reason, language),
    },
    carrier: carrier ? link(carrier, check.number) : null,
    shipment: row ? publicShipment(row, await milestonesOf(db, row.id), language) : null,
  }
}

/**
 * Queues the update email for every confirmed subscriber of a shipment, in the transaction that
 * made the change. Returns how many were queued.
 */
export async function queueSubscriberUpdates(
  tx: Executor,
  siteUrl: string,
  shipment: ShipmentRow,
  change: ShipmentChange,
): Promise<number> {
  const subscribers = await tx
    .select({
      id: shipmentSubscriptions.id,
      email: shipmentSubscriptions.email,
      unsubscribeToken: shipmentSubscriptions.unsubscribeToken,
      language: shipmentSubscriptions.language,
    })
    .from(shipmentSubscriptions)
    .where(
      and(
        eq(shipmentSubscriptions.shipmentId, shipment.id),
        eq(shipmentSubscriptions.status, 'confirmed'),
      ),
    )
    .orderBy(asc(shipmentSubscriptions.id))
  if (subscribers.length === 0) return 0
  const company = await companyName(tx)
  for (const subscriber of subscribers) {
    await enqueueEmail(tx, shipmentUpdateEmail(siteUrl, company, shipment, change, subscriber))
  }
  return subscribers.length
}
