/**
 * The languages of the public site, in plain TypeScript: the pages' scripts need them, and the
 * zod schemas beside them (schemas/content/localized.ts) would bring the validation library into
 * every page's first load. The language of a page is its address: English at the site's paths,
 * Bangla under /bn/ with the same paths (docs/decisions/0015-bangla-edition.md); the server's
 * sitemap, emails and headers use the same rules as the pages.
 */

/** English is the source and always present; Bangla may lag behind it while a translation is pending. */
export const LANGUAGES = ['en', 'bn'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * A text visitors read, in both languages. `bn` is '' until someone translates it: the page then
 * shows the English text marked `lang="en"`, and the workspace lists the item as untranslated.
 */
export interface Localized {
  en: string
  bn: string
}

/** The text to show in `language`, and the language it is really in (for the `lang` attribute). */
export function pickLanguage(
  text: Localized,
  language: Language,
): { text: string; lang: Language } {
  if (language === 'bn' && text.bn !== '') return { text: text.bn, lang: 'bn' }
  return { text: text.en, lang: 'en' }
}

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

/** Any letter or sign of the Bengali block. */
const BENGALI_SCRIPT = /[\u0980-\u09FF]/

/**
 * The `lang` an element needs when its text is not in the page's language: on a Bangla page, a
 * published text whose Bangla is still missing arrives in English (pickLanguage), and so do the
 * names that stay in Latin letters; either is marked lang="en" so that screen readers and the
 * font read it as English. Undefined (no attribute) when the text is in the page's language.
 */
export function langOfText(text: string, language: Language): 'en' | undefined {
  return language === 'bn' && text !== '' && !BENGALI_SCRIPT.test(text) ? 'en' : undefined
}
