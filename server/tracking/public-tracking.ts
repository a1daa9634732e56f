/**
 * The public side of tracking, as its routes (server/routes/tracking/track.ts) and the tracking
 * page (its shared links and its forms without JavaScript) both answer it. An unknown reference,
 * however malformed, gets one and the same refusal, so references cannot be enumerated.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Language } from '#domain/languages.ts'
import { normalizeReference } from '#domain/tracking.ts'
import { isHoneypotFilled } from '#schemas/honeypot.ts'
import type { SubscribeRequest, TrackedShipment } from '#schemas/tracking-api.ts'
import type { Database } from '#server/db/client.ts'
import { ApiError } from '#server/errors.ts'
import { formAnswerMessages } from '#server/forms/answers.messages.ts'
import type { OutboxDoor } from '#server/notifications/worker.ts'
import { findByReference, milestonesOf, publicShipment } from './shipments.ts'
import { confirmSubscription, requestSubscription, unsubscribe } from './subscriptions.ts'
import { trackApiMessages } from './track-api.messages.ts'

const INVALID_LINK =
  'This link is not valid any more: it may have been used already. You can subscribe again on the tracking page.'

const UNSUBSCRIBED = 'You will get no more emails about this shipment.'

const CONFIRMED = 'Confirmed: we will email you when there is news about this shipment.'

/** The shipment a reference (as typed) names, or the 404 every unknown one gets. */
async function shipmentOf(db: Database, reference: string, language: Language) {
  const normalized = normalizeReference(reference)
  const row = normalized ? await findByReference(db, normalized) : undefined
  if (!row) throw new ApiError(404, trackApiMessages[language].unknownReference)
  return row
}

/** A shipment by our reference, in `language`: its route, milestones and times, never its parties. */
export async function trackedShipment(
  db: Database,
  reference: string,
  language: Language,
): Promise<TrackedShipment> {
  const row = await shipmentOf(db, reference, language)
  return publicShipment(row, await milestonesOf(db, row.id), language)
}

/**
 * Subscribes an address to a shipment's updates (double opt-in) and answers the thanks, which
 * is the same whether or not the address was subscribed already, or a bot filled the honeypot.
 */
export async function subscribeToShipment(
  db: Database,
  log: FastifyBaseLogger,
  siteUrl: string,
  reference: string,
  body: SubscribeRequest,
  subscriber: { clientIp: string; language: Language },
  /** Wakes for the confirmation email; whether it sends any, the answer says of the link. */
  outbox: OutboxDoor,
): Promise<string> {
  const row = await shipmentOf(db, reference, subscriber.language)
  const texts = formAnswerMessages[subscriber.language]
  const thanks = outbox.sendsMail ? texts.subscribeThanks : texts.subscribeNotSent
  if (isHoneypotFilled(body)) return thanks
  const queued = await requestSubscription(db, siteUrl, row, { email: body.email, ...subscriber })
  if (queued) outbox.wake()
  log.info({ shipmentId: row.id, queued }, 'tracking subscription requested')
  return thanks
}

/** Confirms the subscription a confirmation link names; 404 for a link not (or no longer) valid. */
export async function confirmFromLink(
  db: Database,
  token: string,
): Promise<{ message: string; data: { reference: string } }> {
  const confirmed = await confirmSubscription(db, token)
  if (!confirmed) throw new ApiError(404, INVALID_LINK)
  return { message: CONFIRMED, data: confirmed }
}

/** Ends the subscription an update email's link names; the same answer for a token already used. */
export async function unsubscribeFromLink(db: Database, token: string): Promise<string> {
  await unsubscribe(db, token)
  return UNSUBSCRIBED
}
