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
function grouped(digits: string, language: Language): string {
  if (language === 'en') return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (digits.length <= 3) return digits
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${rest},${lastThree}`
}

/** An integer in running text: 1234567 → "1,234,567" or "১২,৩৪,৫৬৭". */
export function formatInteger(value: number, language: Language): string {
  const sign = value < 0 ? '-' : ''
  return digitsIn(`${sign}${grouped(String(Math.abs(Math.trunc(value))), language)}`, language)
}
