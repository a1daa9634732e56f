import { and, eq, sql } from 'drizzle-orm'
import { companyName } from '#server/content/names.ts'
import type { Language } from '#domain/languages.ts'
import type { Database } from '#server/db/client.ts'
import { shipments, shipmentSubscriptions } from '#server/db/schema.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'
import { subscriptionConfirmEmail } from '#server/notifications/tracking-emails.ts'
import { hashToken, newToken, type ShipmentRow } from './shipments.ts'

/*
 * Email updates about a shipment, with double opt-in: an address gets a confirmation link and
 * nothing else until it is followed; every update email carries a link to unsubscribe.
 */

/**
 * Subscribes an address to a shipment and queues its confirmation email, in one transaction.
 * A new address, or a pending one asking again, gets a new link (which replaces the old one);
 * a confirmed address gets nothing new. Resolves with whether an email was queued.
 */
export async function requestSubscription(
  db: Database,
  siteUrl: string,
  shipment: ShipmentRow,
  subscriber: { email: string; clientIp: string; language: Language },
): Promise<boolean> {
  const email = subscriber.email.toLowerCase()
  const confirmToken = newToken()
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .insert(shipmentSubscriptions)
      .values({
        shipmentId: shipment.id,
        email,
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeToken: newToken(),
        clientIp: subscriber.clientIp,
        language: subscriber.language,
      })
      .onConflictDoUpdate({
        target: [shipmentSubscriptions.shipmentId, shipmentSubscriptions.email],
        // A pending address asking again, perhaps from the other language's page, gets its
        // confirmation, and later its updates, in the language it asked in last.
        set: { confirmTokenHash: hashToken(confirmToken), language: subscriber.language },
        setWhere: sql`${shipmentSubscriptions.status} = 'pending'`,
      })
      .returning()
    if (!subscription) return false
    await enqueueEmail(
      tx,
      subscriptionConfirmEmail(siteUrl, await companyName(tx), shipment, {
        id: subscription.id,
        email,
        confirmToken,
        unsubscribeToken: subscription.unsubscribeToken,
        language: subscriber.language,
      }),
    )
    return true
  })
}

/**
 * Confirms the pending subscription a confirmation link's token names. Resolves with its
 * shipment's reference, or null when the link is not (or no longer) valid.
 */
export async function confirmSubscription(
  db: Database,
  token: string,
): Promise<{ reference: string } | null> {
  const [confirmed] = await db
    .update(shipmentSubscriptions)
    .set({ status: 'confirmed', confirmTokenHash: null, confirmedAt: sql`now()` })
    .where(
      and(
        eq(shipmentSubscriptions.confirmTokenHash, hashToken(token)),
        eq(shipmentSubscriptions.status, 'pending'),
      ),
    )
    .returning({ shipmentId: shipmentSubscriptions.shipmentId })
  if (!confirmed) return null
  const [shipment] = await db
    .select({ reference: shipments.reference })
    .from(shipments)
    .where(eq(shipments.id, confirmed.shipmentId))
  return { reference: shipment?.reference ?? '' }
}

/** The reference of the shipment an unsubscribe token's subscription is about, if it exists. */
export async function referenceOfUnsubscribeToken(
  db: Database,
  token: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ reference: shipments.reference })
    .from(shipmentSubscriptions)
    .innerJoin(shipments, eq(shipments.id, shipmentSubscriptions.shipmentId))
    .where(eq(shipmentSubscriptions.unsubscribeToken, token))
  return row?.reference
}

/**
 * Deletes the subscription an unsubscribe link's token names, if it still exists. Resolves with
 * whether it did.
 */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  const deleted = await db
    .delete(shipmentSubscriptions)
    .where(eq(shipmentSubscriptions.unsubscribeToken, token))
    .returning({ id: shipmentSubscriptions.id })
  return deleted.length > 0
}
