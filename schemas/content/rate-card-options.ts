import { INCOTERMS } from '#domain/quote-options.ts'
import { INCOTERM_NAMES, INCOTERM_NAMES_BN } from '#domain/quote-names.ts'
import type {
  ChargeBasis,
  ChargeCode,
  ChargeSide,
  ContainerType,
  Currency,
  PriceMode,
} from '#domain/pricing/codes.ts'
import type { ChoiceOption } from '../registry/fields.ts'

/** The choices of a rate card (schemas/content/rate-cards.ts), named in English and Bangla. */

export const MODE_OPTIONS = [
  { value: 'air', label: { en: 'Air freight', bn: 'এয়ার ফ্রেইট' } },
  { value: 'sea-lcl', label: { en: 'Sea freight LCL', bn: 'সি ফ্রেইট LCL' } },
  { value: 'sea-fcl', label: { en: 'Sea freight FCL', bn: 'সি ফ্রেইট FCL' } },
] as const satisfies readonly ChoiceOption<PriceMode>[]

export const ROUTING_OPTIONS = [
  { value: 'direct', label: { en: 'Direct', bn: 'সরাসরি' } },
  { value: 'via-colombo', label: { en: 'Via Colombo', bn: 'কলম্বো হয়ে' } },
  { value: 'via-singapore', label: { en: 'Via Singapore', bn: 'সিঙ্গাপুর হয়ে' } },
  { value: 'via-port-klang', label: { en: 'Via Port Klang', bn: 'পোর্ট ক্লাং হয়ে' } },
  {
    value: 'via-tanjung-pelepas',
    label: { en: 'Via Tanjung Pelepas', bn: 'তানজুং পেলেপাস হয়ে' },
  },
  { value: 'via-dubai', label: { en: 'Via Dubai', bn: 'দুবাই হয়ে' } },
  { value: 'via-doha', label: { en: 'Via Doha', bn: 'দোহা হয়ে' } },
  { value: 'via-istanbul', label: { en: 'Via Istanbul', bn: 'ইস্তাম্বুল হয়ে' } },
] as const satisfies readonly ChoiceOption[]

export const CURRENCY_OPTIONS = [
  { value: 'USD', label: { en: 'US dollar (USD)', bn: 'মার্কিন ডলার (USD)' } },
  { value: 'BDT', label: { en: 'Taka (BDT)', bn: 'টাকা (BDT)' } },
  { value: 'EUR', label: { en: 'Euro (EUR)', bn: 'ইউরো (EUR)' } },
] as const satisfies readonly ChoiceOption<Currency>[]

export const CONTAINER_LABELS = {
  dry20: { en: "20' dry", bn: '২০ ফুট ড্রাই' },
  dry40: { en: "40' dry", bn: '৪০ ফুট ড্রাই' },
  highCube40: { en: "40' high cube", bn: '৪০ ফুট হাই কিউব' },
  reefer20: { en: "20' reefer", bn: '২০ ফুট রিফার' },
  reefer40: { en: "40' reefer", bn: '৪০ ফুট রিফার' },
} as const satisfies Record<ContainerType, { en: string; bn: string }>

export const CONTAINER_CHOICE_OPTIONS = [
  { value: 'any', label: { en: 'Every container type', bn: 'সব ধরনের কন্টেইনার' } },
  ...Object.entries(CONTAINER_LABELS).map(([value, { en, bn }]) => ({
    value: value as ContainerType,
    label: { en: `Only ${en}`, bn: `শুধু ${bn}` },
  })),
] as const satisfies readonly ChoiceOption<ContainerType | 'any'>[]

export const CHARGE_CODE_OPTIONS = [
  { value: 'BAF', label: { en: 'BAF: bunker adjustment', bn: 'BAF: বাংকার সমন্বয়' } },
  { value: 'CAF', label: { en: 'CAF: currency adjustment', bn: 'CAF: মুদ্রা সমন্বয়' } },
  { value: 'PSS', label: { en: 'PSS: peak season', bn: 'PSS: পিক সিজন' } },
  { value: 'GRI', label: { en: 'GRI: general rate increase', bn: 'GRI: সাধারণ রেট বৃদ্ধি' } },
  { value: 'FSC', label: { en: 'FSC: fuel surcharge', bn: 'FSC: জ্বালানি সারচার্জ' } },
  { value: 'SSC', label: { en: 'SSC: security surcharge', bn: 'SSC: নিরাপত্তা সারচার্জ' } },
  { value: 'THC', label: { en: 'THC: terminal handling', bn: 'THC: টার্মিনাল হ্যান্ডলিং' } },
  { value: 'CFS', label: { en: 'CFS: freight station', bn: 'CFS: ফ্রেইট স্টেশন' } },
  { value: 'BL', label: { en: 'B/L fee', bn: 'B/L ফি' } },
  { value: 'AWB', label: { en: 'AWB fee', bn: 'AWB ফি' } },
  { value: 'DOC', label: { en: 'Documentation', bn: 'ডকুমেন্টেশন' } },
  { value: 'SEAL', label: { en: 'Seal', bn: 'সিল' } },
  { value: 'AMS', label: { en: 'AMS filing (USA)', bn: 'AMS ফাইলিং (যুক্তরাষ্ট্র)' } },
  { value: 'ENS', label: { en: 'ENS filing (EU)', bn: 'ENS ফাইলিং (ইইউ)' } },
  { value: 'ACI', label: { en: 'ACI filing (Canada)', bn: 'ACI ফাইলিং (কানাডা)' } },
] as const satisfies readonly ChoiceOption<ChargeCode>[]

export const BASIS_OPTIONS = [
  { value: 'per-kg', label: { en: 'Per kg (chargeable)', bn: 'প্রতি kg (চার্জযোগ্য)' } },
  { value: 'per-wm', label: { en: 'Per W/M', bn: 'প্রতি W/M' } },
  { value: 'per-container', label: { en: 'Per container', bn: 'প্রতি কন্টেইনার' } },
  { value: 'per-shipment', label: { en: 'Per shipment', bn: 'প্রতি চালান' } },
  {
    value: 'percent-of-freight',
    label: { en: 'Percent of freight', bn: 'ফ্রেইটের শতাংশ' },
  },
] as const satisfies readonly ChoiceOption<ChargeBasis>[]

export const SIDE_OPTIONS = [
  { value: 'origin', label: { en: 'At origin', bn: 'উৎসে' } },
  { value: 'main-carriage', label: { en: 'Main carriage', bn: 'মূল পরিবহন' } },
  { value: 'destination', label: { en: 'At destination', bn: 'গন্তব্যে' } },
] as const satisfies readonly ChoiceOption<ChargeSide>[]

/** Incoterms by their codes, each with its name after it (docs/bangla-glossary.md). */
export const INCOTERM_OPTIONS = INCOTERMS.map((code) => ({
  value: code,
  label: { en: `${code} (${INCOTERM_NAMES[code]})`, bn: `${code} (${INCOTERM_NAMES_BN[code]})` },
}))
