import { localizedPath, useLanguage } from '#app/i18n/language.ts'
import { useHydrated } from '#app/utils/hydrated.ts'
import { useShellMessages } from '#app/utils/site-content.ts'
import { useLocation, useMatches } from 'react-router'

/** A route whose address holds somebody's own data names the address without it in its handle. */
function addressWithoutPrivateParts(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined
  const address = (handle as { addressWithoutPrivateParts?: unknown }).addressWithoutPrivateParts
  return typeof address === 'string' ? address : undefined
}

/**
 * The same page in the other language: the same service, career or shipment answer (the path's
 * parameters and the query are kept, and the hash once the browser has told it). A plain link,
 * so it works without JavaScript and the new page arrives whole, in its language, with its font.
 * Labelled in the language it leads to (docs/decisions/0015-bangla-edition.md).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage()
  const other = language === 'en' ? 'bn' : 'en'
  const { pathname, search, hash } = useLocation()
  // The server never sees the hash; the first render matches its HTML, then the hash is added.
  // A shared tracking link's reference is left out of the HTML the same way.
  const hydrated = useHydrated()
  const privateAddress = addressWithoutPrivateParts(useMatches().at(-1)?.handle)
  const messages = useShellMessages()
  const path = hydrated ? `${pathname}${search}${hash}` : (privateAddress ?? `${pathname}${search}`)
  return (
    <a
      className={className ? `language-switch ${className}` : 'language-switch'}
      href={localizedPath(path, other)}
      hrefLang={other}
      lang={other}
    >
      {messages.switchLanguageName}
    </a>
  )
}
