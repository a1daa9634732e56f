import { z } from '../zod.ts'
import { lineText, multiLineText } from '../text.ts'

/** The languages and their texts are plain TypeScript, for the pages' scripts. */
export { LANGUAGES, pickLanguage, type Language, type Localized } from '#domain/languages.ts'

interface LocalizedOptions {
  /** Names the field in messages, e.g. "Title". */
  label: string
  max: number
  /** Several lines (paragraphs, a description) rather than one. */
  multiLine?: boolean
  /** May stay empty in both languages (a note beside a transit time). */
  optional?: boolean
}

/**
 * The schema of one localized field: English required (unless the field is optional), Bangla
 * optional, both within `max`.
 */
export function localizedText({
  label,
  max,
  multiLine = false,
  optional = false,
}: LocalizedOptions) {
  const text = (language: string) => {
    const base = multiLine
      ? multiLineText(`${label} (${language}) cannot contain control characters.`)
      : lineText(`${label} (${language}) must be one line without control characters.`)
    return base.trim().max(max, `${label} (${language}) must be at most ${max} characters.`)
  }
  return z.object({
    en: optional
      ? text('English').default('')
      : text('English').min(1, `${label} (English) is required.`),
    bn: text('Bangla').default(''),
  })
}
