import type { Database } from '#server/db/client.ts'
import { outbox } from '#server/db/schema.ts'

/** A transaction handle, or the database itself for a single statement. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export type NotificationKind =
  | 'contact'
  | 'application'
  | 'quote-sales'
  | 'quote-confirmation'
  /** Staff hear of a customer's booking request from the portal; subjectId is its booking_requests id. */
  | 'booking-sales'
  | 'tracking-confirm'
  | 'tracking-update'
  | 'staff-setup'
  /** A staff member's answer from the inbox; subjectId is its inbox_events id. */
  | 'reply'
  /** The daily list of rate cards about to expire; subjectId is the day in Dhaka, 20261207. */
  | 'rate-card-expiry'
  /** A customer's sign-in link or invitation; subjectId is their customer_companies id. */
  | 'account-link'
  /** Staff hear of a request for a customer account; subjectId is its account_requests id. */
  | 'account-request'
  /** A shipment event emailed to a person of a portal company; subjectId is its shipment_events id. */
  | 'portal-event'
  /**
   * One person's overdue documents from a run of the daily report; subjectId is the run's first
   * shipment_events id.
   */
  | 'portal-overdue'
  /**
   * Not an email: a shipment event POSTed to a company's webhook (server/portal/notifications/);
   * subjectId is its company_webhooks id, body_text the JSON body, subject the event's kind.
   */
  | 'webhook'

export interface EmailDraft {
  kind: NotificationKind
  /** Id of the submission the email is about. */
  subjectId: number
  /** Omit for staff notifications: the worker sends those to MAIL_TO. */
  recipient?: string
  subject: string
  /** Already escaped: visitor text must never be interpolated into HTML unescaped. */
  bodyHtml: string
  bodyText: string
  /** For an application: its CV, read from the database at send time, attached under `name`. */
  attachment?: { name: string }
  /** Where the recipient's answer goes: the staff member who wrote a reply. */
  replyTo?: string
  /**
   * List mail only (a shipment's updates and their confirmation): the address that unsubscribes
   * the recipient with one POST, sent as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
   */
  listUnsubscribe?: string
}

/** Rows per insert of enqueueEmails: a few hundred bodies per statement. */
const ENQUEUE_BATCH = 500

/**
 * Queues many emails with one statement per ENQUEUE_BATCH, as enqueueEmail queues one (in the
 * caller's transaction); for a job that queues thousands.
 */
export async function enqueueEmails(executor: Executor, drafts: EmailDraft[]): Promise<void> {
  for (let start = 0; start < drafts.length; start += ENQUEUE_BATCH) {
    await executor.insert(outbox).values(drafts.slice(start, start + ENQUEUE_BATCH).map(outboxRow))
  }
}

function outboxRow(draft: EmailDraft) {
  return {
    kind: draft.kind,
    subjectId: draft.subjectId,
    recipient: draft.recipient ?? null,
    subject: draft.subject,
    bodyText: draft.bodyText,
    bodyHtml: draft.bodyHtml,
    attachmentName: draft.attachment?.name ?? null,
    replyTo: draft.replyTo ?? null,
    listUnsubscribe: draft.listUnsubscribe ?? null,
  }
}

/**
 * Queues an email. Call it with the transaction that stores the submission, so that either both
 * rows exist or neither does. Resolves with the outbox row's id.
 */
export async function enqueueEmail(executor: Executor, draft: EmailDraft): Promise<number> {
  const [row] = await executor.insert(outbox).values(outboxRow(draft)).returning({ id: outbox.id })
  if (!row) throw new Error('outbox insert returned no row')
  return row.id
}
