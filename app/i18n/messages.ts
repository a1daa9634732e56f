/**
 * The public site's texts, in typed dictionaries beside what shows them (one `defineMessages`
 * per component or page). English is the source; the Bangla dictionary must have every key, with
 * the same kind of value, or the type check fails. A message is a string, or a function for
 * texts with values in them (counts, names, dates).
 */
import { useLanguage, type Language } from './language.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list, checked per message
type Message = string | ((...values: any[]) => string)

type Dictionary = Readonly<Record<string, Message>>

/** The Bangla side of a dictionary: the same keys, each a value of the English one's type. */
type Translation<English extends Dictionary> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : English[Key]
}

export type Messages<English extends Dictionary> = Readonly<Record<Language, Translation<English>>>

export function defineMessages<const English extends Dictionary>(messages: {
  en: English
  bn: Translation<English>
}): Messages<English> {
  // English is its own translation: every string is a string, every function the same function.
  return messages as Messages<English>
}

/** The dictionary of a language, for loaders, actions, meta functions and the server. */
export function messagesIn<English extends Dictionary>(
  messages: Messages<English>,
  language: Language,
): Translation<English> {
  return messages[language]
}

/** The dictionary of the page's language. */
export function useMessages<English extends Dictionary>(
  messages: Messages<English>,
): Translation<English> {
  return messages[useLanguage()]
}
