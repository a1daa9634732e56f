import { defineCollection } from '../registry/collection.ts'
import { rateCardFields } from './rate-card-fields.ts'
import { MODE_OPTIONS } from './rate-card-options.ts'
import { rateCardProblem } from './rate-card-rules.ts'

const MODE_NAMES = Object.fromEntries(
  MODE_OPTIONS.map((option) => [option.value, option.label.en]),
) as Record<(typeof MODE_OPTIONS)[number]['value'], string>

/**
 * A rate card kept by pricing staff (issue 41): one lane's freight and charges from a carrier or
 * co-loader, valid between two days in Dhaka, both included. Staff only: it prices the instant
 * estimate (domain/pricing/) and is never shown as it is. Its cross-field rules are
 * rate-card-rules.ts.
 */
export const rateCardsCollection = defineCollection({
  label: { en: 'Rate cards', bn: 'রেট কার্ড' },
  singleton: false,
  slugged: false,
  editors: ['pricing'],
  public: false,
  name: (data) =>
    `${MODE_NAMES[data.mode]} ${data.origin} → ${data.destination}${data.carrier ? `, ${data.carrier}` : ''}, ${data.validFrom} to ${data.validTo}`,
  check: rateCardProblem,
  fields: rateCardFields,
})
