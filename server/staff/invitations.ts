import type { FastifyInstance } from 'fastify'
import { STAFF_ROLE_DESCRIPTIONS, type StaffAccount } from '#schemas/staff.ts'
import { companyName } from '#server/content/names.ts'
import { escapeHtml } from '#server/notifications/emails.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'
import { SETUP_LINK_HOURS, setupLink } from './accounts.ts'

/** The set-up email, in plain text and HTML. */
export function setupEmail(account: StaffAccount, link: string, company: string) {
  const intro = `${account.name}, an account was made for you in the ${company} staff workspace (${account.role}: ${STAFF_ROLE_DESCRIPTIONS[account.role].toLowerCase()}).`
  const steps = `Open this link within ${SETUP_LINK_HOURS} hours to choose your password and set up your sign-in:`
  return {
    subject: `Your ${company} staff account`,
    bodyText: `${intro}\n\n${steps}\n${link}\n\nThe link works once. If you did not expect it, ignore this email.\n`,
    bodyHtml:
      `<!doctype html><html><body style="font-family:sans-serif">` +
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(steps)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>The link works once. If you did not expect it, ignore this email.</p></body></html>`,
  }
}

/** Queues the set-up link for the account's owner through the outbox (subjectId: the audit row). */
export async function sendSetupLink(
  fastify: FastifyInstance,
  account: StaffAccount,
  token: string,
  auditId: number,
): Promise<void> {
  const siteUrl = String(fastify.staffAuth.options.baseURL)
  await enqueueEmail(fastify.db, {
    kind: 'staff-setup',
    subjectId: auditId,
    recipient: account.email,
    ...setupEmail(account, setupLink(siteUrl, token), await companyName(fastify.db)),
  })
  fastify.outbox.wake()
}
