/**
 * Numbers in running text as each language writes them: Bangla with Bengali digits and lakh
 * grouping (১২,৩৪,৫৬৭), English with Western grouping (1,234,567). Done by hand rather than
 * with Intl, whose first formatter costs a phone tens of milliseconds of start-up
 * (domain/calendar.ts). Phone numbers, references, container and waybill numbers are not
 * running text: they keep the digits carriers and banks write.
 */
import type { Language } from '#schemas/content/localized.ts'

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'

/** Every ASCII digit in `text` as the language writes it: "10+ years" → "১০+ years" in Bangla. */
export function digitsIn(text: string, language: Language): string {
  if (language === 'en') return text
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit)
}

/** Groups an integer's digits: thousands in English, thousands then lakhs and crores in Bangla. */
export function groupDigits(digits: string, language: Language): string {
  if (language === 'en') return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (digits.length <= 3) return digits
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${rest},${lastThree}`
}

/** An integer in running text: 1234567 → "1,234,567" or "১২,৩৪,৫৬৭". */
export function formatInteger(value: number, language: Language): string {
  const sign = value < 0 ? '-' : ''
  return digitsIn(`${sign}${groupDigits(String(Math.abs(Math.trunc(value))), language)}`, language)
}

/**
 * The first digit (zero) of each other set of decimal digits a visitor may type: Bangla
 * keyboards type Bengali digits (U+09E6–09EF), Arabic keyboards the Arabic–Indic ones
 * (U+0660–0669) and Persian and Urdu ones the extended set (U+06F0–06F9).
 */
const OTHER_ZEROS = [0x09e6, 0x0660, 0x06f0] as const
const OTHER_DIGIT = /[\u09e6-\u09ef\u0660-\u0669\u06f0-\u06f9]/g

/**
 * A typed text with every Bengali or Arabic–Indic digit as its ASCII digit ("০১৭১১" → "01711"),
 * so that what a Bangla keyboard types is read and stored as what the site's rules expect.
 * The Arabic decimal and thousands separators (٫ ٬) become "." and ",", as they go with those
 * digits. Everything else is left as typed.
 */
export function asciiDigits(text: string): string {
  return text
    .replace(OTHER_DIGIT, (digit) => {
      const code = digit.charCodeAt(0)
      const zero = OTHER_ZEROS.find((first) => code >= first && code <= first + 9) ?? code
      return String(code - zero)
    })
    .replaceAll('\u066b', '.')
    .replaceAll('\u066c', ',')
}

/**
 * A number as a person types it into a form: any digits (asciiDigits), thousands commas
 * dropped. '' (or only spaces) is undefined, so a form can say "Please enter …"; anything that
 * is not a plain decimal number ("1e3", "0x10", "12abc") is NaN, never a number JavaScript
 * happens to read out of it.
 */
export function typedNumber(text: string): number | undefined {
  const plain = asciiDigits(text).trim().replaceAll(',', '')
  if (plain === '') return undefined
  return /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN
}
