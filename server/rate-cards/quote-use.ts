import type { Executor } from '#server/notifications/outbox.ts'

/**
 * The references of the quote requests priced from any of these rate cards: an import whose
 * cards a quote has used cannot be undone, since staff must still see the card a quote came from.
 *
 * The one place the import meets the quotes. The instant estimate (issue 41) stores on each
 * quote request the card and the version it came from, as `quote_requests.rate_card_id`
 * (integer, the card's id in the rate-cards collection) beside `rate_card_version`; the check is
 * then `select reference from quote_requests where rate_card_id in (ids)`. Until quote_requests
 * has that column, no quote can have used a card, and there is nothing to find.
 */
export async function quotesUsingCards(
  _db: Executor,
  _cardIds: readonly number[],
): Promise<string[]> {
  return []
}
