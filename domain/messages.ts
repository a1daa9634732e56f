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
import type { Language } from './languages.ts'

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
