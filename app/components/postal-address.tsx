import { useLanguage, useTextLang } from '#app/i18n/language.ts'
import { useShellMessages, type SiteOffice } from '#app/utils/site-content.ts'
import { digitsIn } from '#domain/numerals.ts'

/**
 * An office's address, the country named in the page's language and its numbers (postcode,
 * house and road numbers) in the page's digits; a street not yet translated is marked as the
 * English it is and keeps its digits. On one line, or with the street on a line of its own.
 */
export function PostalAddress({
  address,
  lines = 'one',
}: {
  address: SiteOffice['address']
  lines?: 'one' | 'two'
}) {
  const language = useLanguage()
  const langOf = useTextLang()
  const { officeCountry } = useShellMessages()
  const { street, locality, postalCode } = address
  const inPage = (text: string) => (langOf(text) ? text : digitsIn(text, language))
  return (
    <>
      <span lang={langOf(street)}>{inPage(street)}</span>
      {lines === 'one' ? ', ' : <br />}
      <span lang={langOf(locality)}>{inPage(locality)}</span> {digitsIn(postalCode, language)},{' '}
      {officeCountry}
    </>
  )
}
