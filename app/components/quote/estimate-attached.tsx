import type { Language } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { formatDecimalText } from '#domain/decimal-text.ts'
import type { AttachedEstimate } from '#schemas/quote.ts'
import type { AttachedEstimateTexts } from './estimate.messages.ts'

/**
 * On a sent request's confirmation (issue 41): that the instant estimate went with it, and its
 * all-in total in US dollars and taka, as the API said when it stored the request.
 */
export function EstimateAttached({
  estimate,
  texts,
  language,
}: {
  estimate: AttachedEstimate
  texts: AttachedEstimateTexts
  language: Language
}) {
  const amount = `USD ${formatDecimalText(estimate.totalUsd, language)}`
  const text =
    estimate.totalBdt === null
      ? fill(texts.attachedUsd, { amount })
      : fill(texts.attached, {
          amount,
          taka: fill(texts.taka, { amount: formatDecimalText(estimate.totalBdt, language) }),
        })
  return <p className="quote-success__estimate">{text}</p>
}
