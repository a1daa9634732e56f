import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { addDays, formatDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { contentItemName } from '#schemas/content/collections.ts'
import { contentEntries, periodicRuns, staffUsers } from '#server/db/schema.ts'
import { escapeHtml } from '#server/notifications/emails.ts'
import { enqueueEmail } from '#server/notifications/outbox.ts'

/**
 * Once a day (a day in Dhaka), pricing staff get one email through the outbox listing the
 * published rate cards whose last day is within the next 7 days, today included; none when there
 * are none (and a later look that day sends it if a card then expires this week). The day's
 * marker in periodic_runs is written in the transaction that queues the email: of the servers
 * sharing the database, the first to look each day sends it, the others (and a server restarted
 * that day) find the marker or wait on its key, and a run that failed left neither.
 */

export const EXPIRY_RUN = 'rate-card-expiry'
/** How far ahead the email looks: cards whose last day is today or in the next 7 days. */
export const EXPIRY_DAYS_AHEAD = 7

interface ExpiringCard {
  id: number
  name: string
  validTo: string
}

function daysLeft(today: string, day: string): string {
  const days = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000)
  return days === 0
    ? 'last day today'
    : days === 1
      ? 'last day tomorrow'
      : `last day in ${days} days`
}

function expiryEmail(cards: ExpiringCard[], today: string, siteUrl: string) {
  const until = addDays(today, EXPIRY_DAYS_AHEAD)
  const title = `${cards.length} rate card${cards.length === 1 ? '' : 's'} expire by ${formatDate(until)}`
  const lines = cards.map((card) => ({
    text: `${card.name} (${daysLeft(today, card.validTo)}, ${formatDate(card.validTo)})`,
    link: `${siteUrl}/staff/content/rate-cards/${card.id}`,
  }))
  const intro =
    `Published rate cards whose last day is between ${formatDate(today)} and ` +
    `${formatDate(until)}: after its last day a card no longer prices anything. Import or ` +
    'enter the new rates before then.'
  return {
    subject: title,
    bodyText: [
      title,
      '',
      intro,
      '',
      ...lines.map(({ text, link }) => `- ${text}\n  ${link}`),
      '',
    ].join('\n'),
    bodyHtml:
      `<!doctype html><html><body style="font-family:sans-serif"><h2>${escapeHtml(title)}</h2>` +
      `<p>${escapeHtml(intro)}</p><ul>` +
      lines
        .map(({ text, link }) => `<li><a href="${escapeHtml(link)}">${escapeHtml(text)}</a></li>`)
        .join('') +
      '</ul></body></html>',
  }
}

/**
 * Sends today's email unless a server already did today; resolves with the number of cards it
 * listed (0: none expire this week, nothing sent), or null when today's email was sent before.
 */
export async function runExpiryEmail(
  fastify: Pick<FastifyInstance, 'db' | 'outbox'>,
  siteUrl: string,
  now = new Date(),
): Promise<number | null> {
  const today = dhakaToday(now)
  const listed = await fastify.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(periodicRuns)
      .values({ name: EXPIRY_RUN, period: today })
      .onConflictDoNothing()
      .returning({ period: periodicRuns.period })
    if (!claimed) return null
    const validTo = sql<string>`${contentEntries.published}->>'validTo'`
    const rows = await tx
      .select({ id: contentEntries.id, published: contentEntries.published, validTo })
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.collection, 'rate-cards'),
          isNotNull(contentEntries.published),
          sql`${validTo} between ${today} and ${addDays(today, EXPIRY_DAYS_AHEAD)}`,
        ),
      )
      .orderBy(asc(validTo), asc(contentEntries.id))
    if (rows.length === 0) {
      // Nothing to send yet: a card imported later today that expires this week is still sent.
      await tx
        .delete(periodicRuns)
        .where(and(eq(periodicRuns.name, EXPIRY_RUN), eq(periodicRuns.period, today)))
      return 0
    }
    const cards = rows.map((row) => ({
      id: row.id,
      validTo: row.validTo,
      name: contentItemName('rate-cards', row.published),
    }))
    const pricing = await tx
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'pricing'), eq(staffUsers.disabled, false)))
      .orderBy(asc(staffUsers.email))
    await enqueueEmail(tx, {
      kind: 'rate-card-expiry',
      // The day, as a number: 20261207.
      subjectId: Number(today.replaceAll('-', '')),
      // With no pricing staff yet, the staff addresses (MAIL_TO) have it.
      ...(pricing.length > 0 ? { recipient: pricing.map(({ email }) => email).join(', ') } : {}),
      ...expiryEmail(cards, today, siteUrl),
    })
    return cards.length
  })
  if (listed) fastify.outbox.wake()
  return listed
}
