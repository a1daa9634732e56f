import { CONTAINER_TYPES } from '#domain/pricing/codes.ts'
import type { DataOf } from '../registry/fields.ts'
import { choice, choices, date, group, line, list, money, number } from '../registry/fields.ts'
import {
  BASIS_OPTIONS,
  CHARGE_CODE_OPTIONS,
  CONTAINER_CHOICE_OPTIONS,
  CONTAINER_LABELS,
  CURRENCY_OPTIONS,
  INCOTERM_OPTIONS,
  MODE_OPTIONS,
  ROUTING_OPTIONS,
  SIDE_OPTIONS,
} from './rate-card-options.ts'

const PER_KG = { en: 'Rate per kg', bn: 'প্রতি kg রেট' }
/** A weight break's rate per kg; left empty when the card does not quote that break. */
function airRate(from: string, fromBangla: string) {
  return money({
    label: { en: `${PER_KG.en}, ${from}`, bn: `${PER_KG.bn}, ${fromBangla}` },
    optional: true,
  })
}

const containerRates = Object.fromEntries(
  CONTAINER_TYPES.map((type) => {
    const { en, bn } = CONTAINER_LABELS[type]
    const label = { en: `Per ${en} container`, bn: `প্রতি ${bn} কন্টেইনার` }
    return [type, money({ label, optional: true })]
  }),
) as Record<(typeof CONTAINER_TYPES)[number], ReturnType<typeof money>>

const EXAMPLE_CODES = { en: 'e.g. BDCGP, DEHAM', bn: 'যেমন BDCGP, DEHAM' }

/** The fields of a rate card (rate-cards.ts defines the collection). */
export const rateCardFields = {
  mode: choice({ label: { en: 'Mode', bn: 'মাধ্যম' }, options: MODE_OPTIONS }),
  origin: line({
    label: { en: 'Origin (UN/LOCODE)', bn: 'উৎস (UN/LOCODE)' },
    hint: EXAMPLE_CODES,
    translated: false,
    format: 'un-locode',
    max: 5,
  }),
  destination: line({
    label: { en: 'Destination (UN/LOCODE)', bn: 'গন্তব্য (UN/LOCODE)' },
    hint: EXAMPLE_CODES,
    translated: false,
    format: 'un-locode',
    max: 5,
  }),
  carrier: line({
    label: { en: 'Carrier or co-loader', bn: 'ক্যারিয়ার বা কো-লোডার' },
    translated: false,
    optional: true,
    max: 80,
  }),
  routing: choice({ label: { en: 'Routing', bn: 'রুট' }, options: ROUTING_OPTIONS }),
  transitDays: number({
    label: { en: 'Transit days', bn: 'ট্রানজিট সময় (দিন)' },
    min: 1,
    max: 120,
  }),
  validFrom: date({
    label: { en: 'Valid from', bn: 'কার্যকর শুরু' },
    hint: { en: 'The first day, in Dhaka.', bn: 'প্রথম দিন, ঢাকার সময়ে।' },
  }),
  validTo: date({
    label: { en: 'Valid to', bn: 'কার্যকর শেষ' },
    hint: {
      en: 'The last day, in Dhaka, included; the card never prices after it.',
      bn: 'শেষ দিন, ঢাকার সময়ে, এই দিনসহ; এরপর কার্ডটি দিয়ে আর দাম হয় না।',
    },
  }),
  currency: choice({
    label: { en: 'Currency', bn: 'মুদ্রা' },
    options: CURRENCY_OPTIONS,
    initial: 'USD',
  }),
  air: group({
    label: { en: 'Air freight', bn: 'এয়ার ফ্রেইট' },
    hint: {
      en: 'Air cards only. Per chargeable kg from each weight break up; empty: not quoted.',
      bn: 'শুধু এয়ার কার্ডে। প্রতিটি ওজন-ধাপ থেকে প্রতি চার্জযোগ্য kg; খালি: দর নেই।',
    },
    fields: {
      minimum: money({
        label: { en: 'Minimum charge', bn: 'ন্যূনতম চার্জ' },
        optional: true,
      }),
      normal: airRate('under 45 kg (−45)', '৪৫ kg-এর কম (−45)'),
      plus45: airRate('+45 kg', '+৪৫ kg'),
      plus100: airRate('+100 kg', '+১০০ kg'),
      plus300: airRate('+300 kg', '+৩০০ kg'),
      plus500: airRate('+500 kg', '+৫০০ kg'),
      plus1000: airRate('+1000 kg', '+১০০০ kg'),
    },
  }),
  lcl: group({
    label: { en: 'Sea freight LCL', bn: 'সি ফ্রেইট LCL' },
    hint: {
      en: 'LCL cards only. Per W/M: the greater of tonnes and CBM.',
      bn: 'শুধু LCL কার্ডে। প্রতি W/M: টন ও CBM-এর মধ্যে যেটি বেশি।',
    },
    fields: {
      perWm: money({ label: { en: 'Rate per W/M', bn: 'প্রতি W/M রেট' }, optional: true }),
      minimum: money({
        label: { en: 'Minimum charge', bn: 'ন্যূনতম চার্জ' },
        optional: true,
      }),
    },
  }),
  fcl: group({
    label: { en: 'Sea freight FCL, per container', bn: 'সি ফ্রেইট FCL, প্রতি কন্টেইনার' },
    hint: {
      en: 'FCL cards only. Empty: the card does not quote that type.',
      bn: 'শুধু FCL কার্ডে। খালি: এই ধরনের দর নেই।',
    },
    fields: containerRates,
  }),
  charges: list({
    label: { en: 'Charges', bn: 'চার্জসমূহ' },
    hint: {
      en: 'Surcharges and local charges, each with the Incoterms under which the shipper pays it.',
      bn: 'সারচার্জ ও লোকাল চার্জ, প্রতিটির সঙ্গে যে Incoterms-এ শিপার তা দেন।',
    },
    max: 40,
    of: group({
      label: { en: 'Charge', bn: 'চার্জ' },
      fields: {
        code: choice({ label: { en: 'Code', bn: 'কোড' }, options: CHARGE_CODE_OPTIONS }),
        basis: choice({ label: { en: 'Basis', bn: 'ভিত্তি' }, options: BASIS_OPTIONS }),
        amount: money({
          label: { en: 'Amount', bn: 'পরিমাণ' },
          hint: {
            en: 'Per unit of the basis; for percent of freight, the percentage (12.50).',
            bn: 'ভিত্তির প্রতি একক; ফ্রেইটের শতাংশ হলে শতাংশটি (12.50)।',
          },
        }),
        minimum: money({ label: { en: 'Minimum', bn: 'ন্যূনতম' }, optional: true }),
        currency: choice({
          label: { en: 'Currency', bn: 'মুদ্রা' },
          options: CURRENCY_OPTIONS,
          initial: 'USD',
        }),
        side: choice({ label: { en: 'Where', bn: 'কোথায়' }, options: SIDE_OPTIONS }),
        container: choice({
          label: { en: 'Container type', bn: 'কন্টেইনারের ধরন' },
          hint: {
            en: 'FCL charges per container only.',
            bn: 'শুধু FCL-এর প্রতি কন্টেইনার চার্জে।',
          },
          options: CONTAINER_CHOICE_OPTIONS,
          initial: 'any',
        }),
        incoterms: choices({
          label: { en: 'Paid by the shipper under', bn: 'শিপার দেন যে Incoterms-এ' },
          options: INCOTERM_OPTIONS,
          min: 1,
          max: INCOTERM_OPTIONS.length,
        }),
      },
    }),
  }),
}

export type RateCardData = DataOf<typeof rateCardFields>
export type RateCardCharge = RateCardData['charges'][number]
