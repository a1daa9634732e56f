/**
 * A carrier number's check (domain/carrier-numbers.ts) said in a sentence, in either language:
 * the public lookup answers in the visitor's language (server/tracking/shipments.ts), the staff
 * workspace's shipment form in English. Numbers and their parts keep Latin digits, as documents
 * print them; ISO and AWB stay as written (docs/bangla-glossary.md).
 */
import type { NumberReason } from './carrier-numbers.ts'
import type { Language } from './languages.ts'
import { defineMessages, fill, type MessagesOf } from './messages.ts'

/**
 * The English side on its own: the workspace's script (schemas/shipments.ts) needs no other, and
 * the bundler leaves the two-language dictionary out of it.
 */
export const carrierNumberEnglish = {
  containerValid:
    '{formatted} is a valid ISO 6346 container number: owner code {ownerCode}, category {category} ({categoryName}), serial {serial}, check digit {checkDigit}.',
  containerWithoutCheckDigit:
    '{start} cannot be a container number: ISO 6346 gives this serial no check digit (its remainder is 10), so owners do not use it. Please check the number.',
  containerWrongCheckDigit:
    'The check digit of {start} should be {expected}, not {checkDigit}: one of the characters is probably mistyped.',
  unknownCategory:
    'The fourth letter of a container number is its equipment category, U, J or Z; "{category}" is none of them.',
  airWaybillValid:
    '{formatted} is a valid air waybill number: airline prefix {airlinePrefix}, serial {serial}, check digit {checkDigit} ({serial} mod 7).',
  airWaybillWrongCheckDigit:
    'The check digit of air waybill {start} should be {expected} ({serial} mod 7), not {checkDigit}: one of the digits is probably mistyped.',
  unrecognised:
    'This is neither a container number (4 letters and 7 digits, e.g. CSQU 305438 3) nor an air waybill number (3 + 8 digits, e.g. 176-12345675), so it has no check digit we can verify.',
  'category.U': 'freight container',
  'category.J': 'detachable freight container-related equipment',
  'category.Z': 'trailer or chassis',
} as const

export const carrierNumberMessages = /* @__PURE__ */ defineMessages({
  en: carrierNumberEnglish,
  bn: {
    containerValid:
      '{formatted} একটি সঠিক ISO 6346 কন্টেইনার নম্বর: মালিকের কোড {ownerCode}, ধরন {category} ({categoryName}), সিরিয়াল {serial}, চেক ডিজিট {checkDigit}।',
    containerWithoutCheckDigit:
      '{start} কোনো কন্টেইনার নম্বর হতে পারে না: ISO 6346 অনুযায়ী এই সিরিয়ালের কোনো চেক ডিজিট হয় না (ভাগশেষ ১০), তাই মালিকেরা এটি ব্যবহার করেন না। অনুগ্রহ করে নম্বরটি আবার দেখুন।',
    containerWrongCheckDigit:
      '{start}-এর চেক ডিজিট {expected} হওয়ার কথা, {checkDigit} নয়: সম্ভবত কোনো একটি অক্ষর ভুল টাইপ হয়েছে।',
    unknownCategory:
      'কন্টেইনার নম্বরের চতুর্থ অক্ষরটি তার সরঞ্জামের ধরন বোঝায়, যা U, J অথবা Z হয়; "{category}" এদের কোনোটি নয়।',
    airWaybillValid:
      '{formatted} একটি সঠিক AWB নম্বর: এয়ারলাইন প্রিফিক্স {airlinePrefix}, সিরিয়াল {serial}, চেক ডিজিট {checkDigit} ({serial}-কে ৭ দিয়ে ভাগ করলে যা থাকে)।',
    airWaybillWrongCheckDigit:
      'AWB {start}-এর চেক ডিজিট {expected} হওয়ার কথা ({serial}-কে ৭ দিয়ে ভাগ করলে যা থাকে), {checkDigit} নয়: সম্ভবত কোনো একটি অঙ্ক ভুল টাইপ হয়েছে।',
    unrecognised:
      'এটি কন্টেইনার নম্বর (৪টি অক্ষর ও ৭টি অঙ্ক, যেমন CSQU 305438 3) নয়, AWB নম্বরও (৩ + ৮টি অঙ্ক, যেমন 176-12345675) নয়, তাই এর কোনো চেক ডিজিট আমরা যাচাই করতে পারি না।',
    'category.U': 'ফ্রেইট কন্টেইনার',
    'category.J': 'কন্টেইনারের সাথে যুক্ত খোলা যায় এমন সরঞ্জাম',
    'category.Z': 'ট্রেইলার বা চেসিস',
  },
})

export type CarrierNumberTexts = MessagesOf<typeof carrierNumberMessages>

/** The reason a check gives, as one sentence of `texts` (carrierNumberMessages' or the English). */
export function explainNumber(reason: NumberReason, texts: CarrierNumberTexts): string {
  const { kind, ...values } = reason
  const named = reason.kind === 'containerValid' ? texts[`category.${reason.category}`] : ''
  return fill(texts[kind], { ...values, categoryName: named })
}

/** The reason in `language`, for the public lookup. */
export function explanationIn(reason: NumberReason, language: Language): string {
  return explainNumber(reason, carrierNumberMessages[language])
}
