import { inArray } from 'drizzle-orm'
import { quoteRequests } from '#server/db/schema.ts'
import type { Executor } from '#server/notifications/outbox.ts'

/**
 * The references of the quote requests priced from any of these rate cards: an import whose
 * cards a quote has used cannot be undone, since staff must still see the card a quote came from
 * (the estimate a sent quote carries names its card and version: server/pricing/).
 */
export async function quotesUsingCards(
  db: Executor,
  cardIds: readonly number[],
): Promise<string[]> {
  if (cardIds.length === 0) return []
  const rows = await db
    .select({ reference: quoteRequests.reference })
    .from(quoteRequests)
    .where(inArray(quoteRequests.estimateCardId, [...cardIds]))
    .orderBy(quoteRequests.reference)
  return rows.map((row) => row.reference)
}
