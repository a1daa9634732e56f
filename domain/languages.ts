/**
 * The languages of the public site, in plain TypeScript: the pages' scripts need them, and the
 * zod schemas beside them (schemas/content/localized.ts) would bring the validation library into
 * every page's first load.
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
