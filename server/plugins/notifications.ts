import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'
import type { Env } from '#schemas/env.ts'
import { OutboxWorker, type MailTransport } from '#server/notifications/worker.ts'
import {
  deliverWebhook,
  WEBHOOK_MAX_ATTEMPTS,
} from '#server/portal/notifications/webhook-delivery.ts'

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker
  }
}

/**
 * A send that hangs is given up after these; meanwhile the worker keeps renewing its lease, so
 * no other server sends the same email.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const

/**
 * Runs the outbox worker with the server: it starts once the database is open, and on close
 * it finishes the email in flight before the database closes (hooks run in reverse order).
 */
export default fp<{ env: Env }>(
  async (fastify, { env }) => {
    const transport: (MailTransport & { close(): void }) | null = env.SMTP_URL
      ? nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS })
      : null
    const worker = new OutboxWorker({
      db: fastify.db,
      transport,
      from: env.MAIL_FROM,
      // Unset, staff notifications go to the company's email as published in the workspace.
      to: async () => {
        if (env.MAIL_TO) return env.MAIL_TO
        const { company } = await fastify.content.records('en')
        if (!company) throw new Error('The company record is not published: no staff address')
        return [company.email]
      },
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
      leaseMs: env.OUTBOX_LEASE_MS,
      exclusive: fastify.dbExclusive,
      log: fastify.log.child({ component: 'outbox' }),
      webhooks: {
        deliver: (row) => deliverWebhook(fastify.db, row, env.WEBHOOKS_ALLOW_LOCALHOST),
        maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      },
    })
    fastify.decorate('outbox', worker)
    fastify.addHook('onReady', () => worker.start())
    fastify.addHook('onClose', async () => {
      await worker.stop()
      transport?.close()
    })
  },
  { name: 'notifications', dependencies: ['db'] },
)
