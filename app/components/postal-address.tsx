import { useTextLang } from '#app/i18n/language.ts'
import { useShellMessages, type SiteOffice } from '#app/utils/site-content.ts'

/**
 * An office's address on one line, the country named in the page's language; a street not yet
 * translated is marked as the English it is.
 */
export function OneLineAddress({ address }: { address: SiteOffice['address'] }) {
  const langOf = useTextLang()
  const { officeCountry } = useShellMessages()
  const { street, locality, postalCode } = address
  return (
    <>
      <span lang={langOf(street)}>{street}</span>, <span lang={langOf(locality)}>{locality}</span>{' '}
      {postalCode}, {officeCountry}
    </>
  )
}
