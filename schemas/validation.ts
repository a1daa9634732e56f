/**
 * The public forms' validation messages are keys of schemas/validation.messages.ts; this turns
 * one into the text of a language, given that language's messages (the dictionary itself is
 * imported only by loaders and the server, so no page's script holds its texts).
 */
import { fill, type MessagesOf } from '#domain/messages.ts'
import type { ValidationKey, validationMessages } from './validation.messages.ts'

export type { ValidationKey }
export type ValidationMessages = MessagesOf<typeof validationMessages>
/** The messages a form page has: the general one, and those of its own form's fields. */
export type FormValidationMessages = Partial<ValidationMessages> &
  Pick<ValidationMessages, 'otherProblem'>

/** A schema's message: the key of its texts, checked by the type checker. */
export const messageKey = (key: ValidationKey): string => key

/**
 * What a schema's message says in the language of `messages`. A message that is no key (the
 * plain-words fallback of schemas/field-messages.ts, in English) is shown as it is on English
 * pages and replaced by a general one in Bangla.
 */
export function fieldMessage(message: string, messages: FormValidationMessages): string {
  const own = message !== 'otherProblem' && Object.hasOwn(messages, message)
  return (own && messages[message as ValidationKey]) || fill(messages.otherProblem, { message })
}
