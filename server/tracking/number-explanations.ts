/**
 * A carrier number's check explained in the visitor's language (the public lookup answers in
 * the request's `Content-Language`, docs/api.md). The English is the domain's own sentence
 * (domain/carrier-numbers.ts, which the workspace's script shares); the Bangla lives here, on the
 * server only, so no script carries it. Numbers and their parts stay in Latin digits, as
 * documents print them.
 */
import { fill } from '#domain/messages.ts'
import type { CarrierNumberCheck, ContainerCategory } from '#domain/carrier-numbers.ts'
import type { Language } from '#schemas/content/localized.ts'

const BANGLA_CATEGORIES: Record<ContainerCategory, string> = {
  U: 'ফ্রেইট কন্টেইনার',
  J: 'কন্টেইনারের সাথে যুক্ত খোলা যায় এমন সরঞ্জাম',
  Z: 'ট্রেইলার বা চেসিস',
}

/** One sentence per outcome of the check, as domain/carrier-numbers.ts has them in English. */
const BANGLA = {
  unknownCategory:
    'কন্টেইনার নম্বরের চতুর্থ অক্ষরটি তার সরঞ্জামের ধরন বোঝায়, যা U, J অথবা Z হয়; "{category}" এদের কোনোটি নয়।',
  containerValid:
    '{formatted} একটি সঠিক ISO 6346 কন্টেইনার নম্বর: মালিকের কোড {ownerCode}, ধরন {category} ({categoryName}), সিরিয়াল {serial}, চেক ডিজিট {checkDigit}।',
  containerWithoutCheckDigit:
    '{start} কোনো কন্টেইনার নম্বর হতে পারে না: ISO 6346 অনুযায়ী এই সিরিয়ালের কোনো চেক ডিজিট হয় না (ভাগশেষ ১০), তাই মালিকেরা এটি ব্যবহার করেন না। অনুগ্রহ করে নম্বরটি আবার দেখুন।',
  containerWrongCheckDigit:
    '{start}-এর চেক ডিজিট {expected} হওয়ার কথা, {checkDigit} নয়: সম্ভবত কোনো একটি অক্ষর ভুল টাইপ হয়েছে।',
  airWaybillValid:
    '{formatted} একটি সঠিক AWB নম্বর: এয়ারলাইন প্রিফিক্স {airlinePrefix}, সিরিয়াল {serial}, চেক ডিজিট {checkDigit} ({serial}-কে ৭ দিয়ে ভাগ করলে যা থাকে)।',
  airWaybillWrongCheckDigit:
    'AWB {start}-এর চেক ডিজিট {expected} হওয়ার কথা ({serial}-কে ৭ দিয়ে ভাগ করলে যা থাকে), {checkDigit} নয়: সম্ভবত কোনো একটি অঙ্ক ভুল টাইপ হয়েছে।',
  unrecognised:
    'এটি কন্টেইনার নম্বর (৪টি অক্ষর ও ৭টি অঙ্ক, যেমন CSQU 305438 3) নয়, AWB নম্বরও (৩ + ৮টি অঙ্ক, যেমন 176-12345675) নয়, তাই এর কোনো চেক ডিজিট আমরা যাচাই করতে পারি না।',
} as const

function inBangla(check: CarrierNumberCheck): string {
  switch (check.kind) {
    case 'container': {
      const start = `${check.ownerCode}${check.category} ${check.serial}`
      if (check.valid) {
        return fill(BANGLA.containerValid, {
          formatted: check.formatted,
          ownerCode: check.ownerCode,
          category: check.category,
          categoryName: BANGLA_CATEGORIES[check.category],
          serial: check.serial,
          checkDigit: check.checkDigit,
        })
      }
      if (check.expectedCheckDigit === null)
        return fill(BANGLA.containerWithoutCheckDigit, { start })
      return fill(BANGLA.containerWrongCheckDigit, {
        start,
        expected: check.expectedCheckDigit,
        checkDigit: check.checkDigit,
      })
    }
    case 'air-waybill': {
      const values = {
        formatted: check.formatted,
        airlinePrefix: check.airlinePrefix,
        start: `${check.airlinePrefix}-${check.serial}`,
        serial: check.serial,
        checkDigit: check.checkDigit,
        expected: check.expectedCheckDigit,
      }
      return fill(check.valid ? BANGLA.airWaybillValid : BANGLA.airWaybillWrongCheckDigit, values)
    }
    default:
      // A container number's shape with a fourth letter no category has.
      return /^[A-Z]{4}\d{7}$/.test(check.number)
        ? fill(BANGLA.unknownCategory, { category: check.number.charAt(3) })
        : BANGLA.unrecognised
  }
}

/** What the check found, in `language`. */
export function explanationIn(check: CarrierNumberCheck, language: Language): string {
  return language === 'bn' ? inBangla(check) : check.explanation
}
