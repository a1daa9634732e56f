import { z } from '../zod.ts'
import { lineText, multiLineText } from '../text.ts'
import type { Language } from '#domain/languages.ts'

export { LANGUAGES, type Language } from '#domain/languages.ts'

/**
 * A text visitors read, in both languages. `bn` is '' until someone translates it: the page then
 * shows the English text marked `lang="en"`, and the workspace lists the item as untranslated.
 */
export interface Localized {
  en: string
  bn: string
}

interface LocalizedOptions {
  /** Names the field in messages, e.g. "Title". */
  label: string
  max: number
  /** Several lines (paragraphs, a description) rather than one. */
  multiLine?: boolean
}

/** The schema of one localized field: English required, Bangla optional, both within `max`. */
export function localizedText({ label, max, multiLine = false }: LocalizedOptions) {
  const text = (language: string) => {
    const base = multiLine
      ? multiLineText(`${label} (${language}) cannot contain control characters.`)
      : lineText(`${label} (${language}) must be one line without control characters.`)
    return base.trim().max(max, `${label} (${language}) must be at most ${max} characters.`)
  }
  return z.object({
    en: text('English').min(1, `${label} (English) is required.`),
    bn: text('Bangla').default(''),
  })
}

/** The text to show in `language`, and the language it is really in (for the `lang` attribute). */
export function pickLanguage(
  text: Localized,
  language: Language,
): { text: string; lang: Language } {
  if (language === 'bn' && text.bn !== '') return { text: text.bn, lang: 'bn' }
  return { text: text.en, lang: 'en' }
}
