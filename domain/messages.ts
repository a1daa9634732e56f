/**
 * The public site's texts, in typed dictionaries (docs/decisions/0015-bangla-edition.md).
 *
 * A page's texts travel in its loader data, in the page's language only: a route's loader picks
 * its dictionary with `messagesIn(messages, requestLanguage(request))` and its component reads
 * `loaderData.messages` (or passes them down). The dictionaries themselves are imported by
 * loaders, actions and the server only, so neither language's text is in any page's scripts; a
 * component imports a dictionary's *type* only (`import type`).
 *
 * English is the source; the Bangla dictionary must have every key or the type check fails.
 * Values are strings; a value shown with something in it names it in braces ("{count}
 * containers") and is filled in with `fill`.
 */
import { langOfText, type Language } from './languages.ts'

type Dictionary = Readonly<Record<string, string>>

/** The Bangla side of a dictionary: every key of the English one, and no other. */
type Translation<English extends Dictionary> = { readonly [Key in keyof English]: string }

export type Messages<English extends Dictionary> = Readonly<Record<Language, Translation<English>>>

/** The texts of one language, as a loader hands them to its page. */
export type MessagesOf<Defined> =
  Defined extends Messages<infer English> ? Translation<English> : never

export function defineMessages<const English extends Dictionary>(messages: {
  en: English
  bn: Translation<English>
}): Messages<English> {
  return messages
}

/** The dictionary of a language. */
export function messagesIn<English extends Dictionary>(
  messages: Messages<English>,
  language: Language,
): Translation<English> {
  return messages[language]
}

/** The names in braces a message expects: "{count} of {total}" → count, total. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

/** A message with its values in place: fill('{count} containers', { count: '৩' }). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** A piece of a worded sentence, with the `lang` it needs where it is not in the page's language. */
export interface SentencePart {
  text: string
  lang?: 'en'
}

/**
 * `fill` for a sentence that carries people's own words (a place, a reason, a milestone staff
 * named): each value is a part of its own, marked lang="en" on a Bangla page where it is in
 * Latin letters (langOfText), so that a screen reader reads it as English. The page renders the
 * parts (SentenceText); `plainTextOf` gives the plain sentence.
 */
export function fillParts(
  template: string,
  values: Readonly<Record<string, string>>,
  language: Language,
): SentencePart[] {
  const parts: SentencePart[] = []
  // split() with a group puts the captured names at the odd places.
  template.split(/\{(\w+)\}/g).forEach((piece, index) => {
    const value = index % 2 === 1 ? values[piece] : undefined
    const text = value ?? (index % 2 === 1 ? `{${piece}}` : piece)
    const lang = value === undefined ? undefined : langOfText(value, language)
    const last = parts.at(-1)
    if (text === '') return
    // Neighbours in the page's language are one text: one text node on the page.
    if (!lang && last && !last.lang) last.text += text
    else parts.push(lang ? { text, lang } : { text })
  })
  return parts
}

/** The plain text of a worded sentence. */
export function plainTextOf(parts: readonly SentencePart[]): string {
  return parts.map((part) => part.text).join('')
}
