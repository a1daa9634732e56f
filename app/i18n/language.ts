/**
 * The language of a public page is its address: English at the site's paths, Bangla under /bn/
 * with the same paths (docs/decisions/0015-bangla-edition.md). Nothing is decided by the
 * browser's language; a visitor chooses with the language switch. The rules themselves are plain
 * TypeScript in domain/languages.ts, which the server uses too; here are the pages' hooks.
 */
import { useLocation } from 'react-router'
import { langOfText, languageOfPath, localizedPath, type Language } from '#domain/languages.ts'

export {
  LANGUAGES,
  langOfText,
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  requestLanguage,
  type Language,
} from '#domain/languages.ts'

/** The language of the page being shown. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}

/** A path in the language of the page being shown: for links between public pages. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage()
  return (path) => localizedPath(path, language)
}

/** `langOfText` for the page being shown. */
export function useTextLang(): (text: string) => 'en' | undefined {
  const language = useLanguage()
  return (text) => langOfText(text, language)
}
