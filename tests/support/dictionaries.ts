/**
 * Every dictionary of the public site (app/**\/*.messages.ts, app/i18n/messages.ts), found by
 * Vite's import.meta.glob so that a new one is checked without being listed.
 */
import type { Messages } from '#app/i18n/messages.ts'

type AnyMessages = Messages<Readonly<Record<string, string>>>

const modules = import.meta.glob<Record<string, unknown>>('/app/**/*.messages.ts', { eager: true })

function isMessages(value: unknown): value is AnyMessages {
  return (
    typeof value === 'object' &&
    value !== null &&
    'en' in value &&
    'bn' in value &&
    typeof value.en === 'object' &&
    typeof value.bn === 'object'
  )
}

/** "app/routes/home.messages.ts homeMessages" → the dictionary. */
export const DICTIONARIES: ReadonlyMap<string, AnyMessages> = new Map(
  Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, AnyMessages] => isMessages(entry[1]))
      .map(([name, messages]) => [`${file.slice(1)} ${name}`, messages] as const),
  ),
)
