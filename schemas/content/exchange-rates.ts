import { EXCHANGE_RATE_PLACES } from '#domain/pricing/codes.ts'
import { decimalOf } from '#domain/pricing/decimal.ts'
import { defineCollection } from '../registry/collection.ts'
import type { DataOf } from '../registry/fields.ts'
import { choice, date, decimal } from '../registry/fields.ts'
import { CURRENCY_OPTIONS } from './rate-card-options.ts'

/**
 * A rate of exchange kept by pricing staff: how many of a currency one US dollar buys from a
 * day on. The estimate converts a charge in another currency at the newest rate dated on or
 * before its ready date, and shows its total in taka beside dollars (domain/pricing/).
 */
export const exchangeRatesCollection = defineCollection({
  label: { en: 'Exchange rates', bn: 'বিনিময় হার' },
  singleton: false,
  slugged: false,
  editors: ['pricing'],
  public: false,
  name: (data) => `1 USD = ${data.perUsd} ${data.currency} from ${data.day}`,
  check: (data) =>
    decimalOf(data.perUsd, EXCHANGE_RATE_PLACES) > 0n
      ? null
      : { path: ['perUsd'], message: 'Units per US dollar must be more than 0.' },
  fields: {
    currency: choice({
      label: { en: 'Currency', bn: 'মুদ্রা' },
      options: CURRENCY_OPTIONS.filter((option) => option.value !== 'USD'),
    }),
    perUsd: decimal({
      label: { en: 'Units per US dollar', bn: 'প্রতি মার্কিন ডলারে একক' },
      hint: { en: 'e.g. 122.5000 taka', bn: 'যেমন ১২২.৫০০০ টাকা' },
      places: EXCHANGE_RATE_PLACES,
      max: '999999.9999',
    }),
    day: date({
      label: { en: 'From', bn: 'শুরুর দিন' },
      hint: { en: 'The first day it applies, in Dhaka.', bn: 'যে দিন থেকে প্রযোজ্য, ঢাকার সময়ে।' },
    }),
  },
})

export type ExchangeRateData = DataOf<typeof exchangeRatesCollection.fields>
