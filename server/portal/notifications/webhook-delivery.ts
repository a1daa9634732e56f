/**
 * One attempt at POSTing a shipment event to a company's webhook, for the outbox worker: signed
 * with the webhook's secret, connected only to public addresses, and logged for staff whatever
 * its outcome. A refusal or an answer other than 2xx throws, and the outbox retries it later.
 */
import { createHmac } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { eq } from 'drizzle-orm'
import { WEBHOOK_HEADERS } from '#schemas/portal/notifications.ts'
import type { Database } from '#server/db/client.ts'
import type { outbox } from '#server/db/schema.ts'
import { companyWebhooks, webhookDeliveries } from '#server/db/schema.ts'
import { publicOnlyLookup, webhookUrlProblem } from './webhook-address.ts'

type OutboxRow = typeof outbox.$inferSelect

/** After this many failed attempts a delivery is given up (status 'failed'). */
export const WEBHOOK_MAX_ATTEMPTS = 10
const TIMEOUT_MS = 10_000
const ERROR_MAX = 500

/**
 * The X-DBL-Signature of a body: `v1=` and the hex HMAC-SHA256, keyed with the secret, of the
 * timestamp (Unix seconds), a full stop and the raw body, so a receiver can refuse replays.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** POSTs the body; resolves with the status, or rejects when no answer came. */
function post(url: string, headers: Record<string, string>, body: string, allowLocalhost: boolean) {
  return new Promise<number>((resolve, reject) => {
    const target = new URL(url)
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: publicOnlyLookup(allowLocalhost),
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        // Nothing of the answer is kept but its status.
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)),
    )
    request.on('error', reject)
    request.end(body)
  })
}

export class WebhookDeliveryError extends Error {}

/**
 * Makes one attempt at an outbox row of kind 'webhook'. Resolves when the receiver answered
 * 2xx, or when the webhook was removed meanwhile (nothing is left to deliver to).
 */
export async function deliverWebhook(
  db: Database,
  row: OutboxRow,
  allowLocalhost: boolean,
): Promise<void> {
  const [hook] = await db
    .select()
    .from(companyWebhooks)
    .where(eq(companyWebhooks.id, row.subjectId))
  if (!hook) return
  const event = JSON.parse(row.bodyText) as { id: number }
  const timestamp = Math.floor(Date.now() / 1000).toString()
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'DeltaBridgeLogistics-Webhooks/1',
    [WEBHOOK_HEADERS.event]: row.subject,
    [WEBHOOK_HEADERS.delivery]: row.id.toString(),
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.signature]: webhookSignature(hook.secret, timestamp, row.bodyText),
  }
  const started = performance.now()
  let statusCode: number | null = null
  let error: string | null = null
  const problem = webhookUrlProblem(hook.url, allowLocalhost)
  if (problem) {
    error = `address refused: ${problem}`
  } else {
    try {
      statusCode = await post(hook.url, headers, row.bodyText, allowLocalhost)
      if (statusCode < 200 || statusCode > 299) error = `answered HTTP ${statusCode}`
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, ERROR_MAX)
    }
  }
  await db.insert(webhookDeliveries).values({
    webhookId: hook.id,
    outboxId: row.id,
    eventId: event.id,
    eventKind: row.subject,
    attempt: row.attempts,
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  })
  if (error) throw new WebhookDeliveryError(error)
}
