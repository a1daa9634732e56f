/**
 * The language of a public page is its address: English at the site's paths, Bangla under /bn/
 * with the same paths (docs/decisions/0015-bangla-edition.md). Nothing is decided by the
 * browser's language; a visitor chooses with the language switch.
 */
import { useLocation } from 'react-router'
// Not from the content schemas, which would bring the validation library into every page.
import { LANGUAGES, type Language } from '#domain/languages.ts'

export { LANGUAGES, type Language }

/** The path prefix of the Bangla pages. */
const BANGLA_PREFIX = '/bn'

/** The language a path is in: /bn and /bn/… are Bangla, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`) ? 'bn' : 'en'
}

/** A path without its language prefix: /bn/services → /services, /bn → /. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname
  return pathname.slice(BANGLA_PREFIX.length) || '/'
}

/**
 * The address of a page in a language: localizedPath('/services', 'bn') is /bn/services. Takes
 * an English path (or one already localized, which it moves to the other language); a query and
 * a hash are kept.
 */
export function localizedPath(path: string, language: Language): string {
  const pathEnd = path.search(/[?#]/)
  const pathname = pathEnd === -1 ? path : path.slice(0, pathEnd)
  const rest = pathEnd === -1 ? '' : path.slice(pathEnd)
  const english = pathWithoutLanguage(pathname)
  if (language === 'en') return `${english}${rest}`
  return `${english === '/' ? BANGLA_PREFIX : `${BANGLA_PREFIX}${english}`}${rest}`
}

/** The language of the request a loader or action serves. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname)
}

/** The language of the page being shown. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}

/** A path in the language of the page being shown: for links between public pages. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage()
  return (path) => localizedPath(path, language)
}
