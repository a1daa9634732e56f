/**
 * Decimal texts in running text. Apart from numerals.ts, which every page's first load carries:
 * only the quote page's instant estimate writes money, and it loads on demand.
 */
import type { Language } from '#schemas/content/localized.ts'
import { digitsIn, groupDigits } from './numerals.ts'

/**
 * A decimal text in running text, its digits grouped and kept as written: "181505.80" →
 * "181,505.80" or "১,৮১,৫০৫.৮০". Money arrives as such texts (docs/decisions/0020-exact-money.md)
 * and is never made a number, so no figure is lost or rounded on its way to the page.
 */
export function formatDecimalText(text: string, language: Language): string {
  const [, sign = '', whole = '', fraction] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text) ?? []
  if (whole === '') return digitsIn(text, language)
  const decimals = fraction === undefined ? '' : `.${fraction}`
  return digitsIn(`${sign}${groupDigits(whole, language)}${decimals}`, language)
}
