/**
 * "Answer with the estimate" (issue 41): the reply a clerk starts from a quote request's stored
 * instant estimate, its lines and totals in the language the visitor wrote in, and what a reply
 * sent from it records: the rate card and version that priced it, and whether the clerk changed
 * the text. The draft is written again from what is stored, so the check needs no copy of it.
 */
import { formatDate } from '#domain/calendar.ts'
import { formatDecimalText } from '#domain/decimal-text.ts'
import type { Language } from '#domain/languages.ts'
import { fill } from '#domain/messages.ts'
import { digitsIn } from '#domain/numerals.ts'
import { ROUTING_OPTIONS } from '#schemas/content/rate-card-options.ts'
import type { StoredQuoteEstimate } from '#schemas/quote-estimate.ts'
import type { InboxEstimate, ReplyEstimateBasis } from '#schemas/staff-inbox.ts'
import { fieldErrors } from '#server/errors.ts'
import { estimateMessages } from '#server/pricing/estimate.messages.ts'
import { estimateReplyMessages } from './estimate-reply.messages.ts'

/** What of the request the reply names. */
export interface RequestFacts {
  name: string
  reference: string
  originCity: string
  destinationCity: string
}

/** The reply answering with `estimate`, in `language`. */
export function estimateReplyDraft(
  estimate: StoredQuoteEstimate,
  request: RequestFacts,
  language: Language,
): string {
  const texts = estimateReplyMessages[language]
  const money = (value: string, currency: string) =>
    currency === 'BDT'
      ? fill(texts.taka, { amount: formatDecimalText(value, language) })
      : `${currency} ${formatDecimalText(value, language)}`
  const currency = estimate.total.currency
  const routing =
    ROUTING_OPTIONS.find((option) => option.value === estimate.routing)?.label[language] ??
    estimate.routingName
  const transit =
    estimate.transitDays === 1
      ? texts.transitDay
      : fill(texts.transitDays, { days: digitsIn(String(estimate.transitDays), language) })
  const excluded = estimateMessages[language]
  const usd = money(estimate.totalUsd, 'USD')
  return [
    fill(texts.greeting, { name: request.name }),
    '',
    fill(texts.intro, {
      reference: request.reference,
      origin: request.originCity,
      destination: request.destinationCity,
      routing,
      transit,
    }),
    '',
    ...estimate.lines.map((line) =>
      fill(texts.line, {
        charge: line.label[language],
        side: texts[`side.${line.side}`],
        amount: money(line.amount, currency),
      }),
    ),
    '',
    estimate.totalBdt === null
      ? fill(texts.total, { amount: usd })
      : fill(texts.totalWithTaka, { amount: usd, taka: money(estimate.totalBdt, 'BDT') }),
    '',
    fill(texts.valid, {
      from: formatDate(estimate.validFrom, language),
      to: formatDate(estimate.validTo, language),
    }),
    fill(texts.excluded, {
      excluded: [excluded.excludedDuties, excluded.excludedInspection, excluded.excludedStorage]
        .join(', ')
        .toLowerCase(),
    }),
    excluded.subjectTo,
    '',
    texts.closing,
  ].join('\n')
}

/** Text as a reply compares it: line endings and the spaces around it aside. */
const comparable = (text: string) => text.replace(/\r\n?/g, '\n').trim()

/**
 * What a reply started from the estimate records. Refused (400, on `fromEstimate`) when the
 * item has no estimate: a contact message, an application, or a quote no rate covered.
 */
export function replyEstimateBasis(
  estimate: InboxEstimate | null,
  body: string,
): ReplyEstimateBasis {
  if (!estimate) {
    throw fieldErrors({ fromEstimate: 'This item has no instant estimate to answer with' })
  }
  return {
    cardId: estimate.cardId,
    cardVersionId: estimate.cardVersionId,
    changed: comparable(body) !== comparable(estimate.replyDraft),
  }
}
