/**
 * A customer company's webhooks, as staff (sales and admin) keep them: added with a secret shown
 * once, listed with their latest deliveries, removed. Every change is in the audit log.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { Webhook } from '#schemas/portal/notifications.ts'
import { writeAudit, type StaffActor } from '#server/audit/log.ts'
import type { Database } from '#server/db/client.ts'
import { companyWebhooks, customerCompanies, webhookDeliveries } from '#server/db/schema.ts'
import { ApiError, fieldErrors } from '#server/errors.ts'
import { resolvedUrlProblem, type WebhookUrlProblem } from './webhook-address.ts'

/** How many of a webhook's latest attempts staff see. */
const DELIVERIES_SHOWN = 20

const PROBLEMS: Record<WebhookUrlProblem, string> = {
  invalid: 'Enter a full address, such as https://hooks.example.com/dbl',
  'https-only': 'The address must start with https://',
  credentials: 'Put no user name or password in the address',
  'not-public': 'The address must be on the public internet, not a private or local network',
  unresolved: 'The host name of the address could not be found',
}

const companyNotFound = () => new ApiError(404, 'Customer company not found')

async function requireCompany(db: Database, companyId: number): Promise<void> {
  const [company] = await db
    .select({ id: customerCompanies.id })
    .from(customerCompanies)
    .where(eq(customerCompanies.id, companyId))
  if (!company) throw companyNotFound()
}

/** The company's webhooks, oldest first, each with its latest attempts, newest first. */
export async function listWebhooks(db: Database, companyId: number): Promise<Webhook[]> {
  await requireCompany(db, companyId)
  const hooks = await db
    .select({
      id: companyWebhooks.id,
      url: companyWebhooks.url,
      createdAt: companyWebhooks.createdAt,
    })
    .from(companyWebhooks)
    .where(eq(companyWebhooks.companyId, companyId))
    .orderBy(companyWebhooks.id)
  if (hooks.length === 0) return []
  const attempts = await Promise.all(
    hooks.map((hook) =>
      db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook.id))
        .orderBy(desc(webhookDeliveries.id))
        .limit(DELIVERIES_SHOWN),
    ),
  )
  return hooks.map((hook, index) => ({
    id: hook.id,
    url: hook.url,
    createdAt: hook.createdAt.toISOString(),
    deliveries: (attempts[index] ?? []).map((attempt) => ({
      id: attempt.id,
      eventId: attempt.eventId,
      eventKind: attempt.eventKind,
      attempt: attempt.attempt,
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
      at: attempt.createdAt.toISOString(),
    })),
  }))
}

/**
 * Adds a webhook once its address is checked (resolved, every address public); resolves with
 * it and its secret, which is never shown again.
 */
export async function addWebhook(
  db: Database,
  actor: StaffActor,
  companyId: number,
  url: string,
  allowLocalhost: boolean,
): Promise<{ id: number; url: string; secret: string }> {
  await requireCompany(db, companyId)
  const problem = await resolvedUrlProblem(url, allowLocalhost)
  if (problem) throw fieldErrors({ url: PROBLEMS[problem] })
  const secret = `whsec_${randomBytes(32).toString('base64url')}`
  return db.transaction(async (tx) => {
    const [hook] = await tx
      .insert(companyWebhooks)
      .values({ companyId, url, secret, createdBy: actor.actorId })
      .returning({ id: companyWebhooks.id })
    if (!hook) throw new Error('the webhook was not stored')
    await writeAudit(tx, {
      ...actor,
      action: 'customer.webhook.add',
      target: String(companyId),
      detail: { webhookId: hook.id, url },
    })
    return { id: hook.id, url, secret }
  })
}

/** Removes a webhook; deliveries still queued for it are dropped when their turn comes. */
export async function removeWebhook(
  db: Database,
  actor: StaffActor,
  companyId: number,
  webhookId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(companyWebhooks)
      .where(and(eq(companyWebhooks.id, webhookId), eq(companyWebhooks.companyId, companyId)))
      .returning({ url: companyWebhooks.url })
    if (!removed) throw new ApiError(404, 'Webhook not found')
    await writeAudit(tx, {
      ...actor,
      action: 'customer.webhook.remove',
      target: String(companyId),
      detail: { webhookId, url: removed.url },
    })
  })
}
