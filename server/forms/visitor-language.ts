import type { FastifyRequest } from 'fastify'
import type { Language } from '#schemas/content/localized.ts'
import { fieldMessage } from '#schemas/validation.ts'
import { validationMessages } from '#schemas/validation.messages.ts'

/**
 * The language a visitor filled a public form in: the request's `Content-Language` (the form
 * pages send it, docs/api.md), English when absent or another language. The API answers that
 * submission's field messages in it (docs/decisions/0016-bangla-forms.md).
 */
export function visitorLanguage(request: FastifyRequest): Language {
  const header = request.headers['content-language']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase()
  return first === 'bn' || first?.startsWith('bn-') ? 'bn' : 'en'
}

/** A schema's message (a key of the validation messages) in `language`. */
export function fieldMessageIn(language: Language, message: string): string {
  return fieldMessage(message, validationMessages[language])
}

/** A schema's message (a key of the validation messages) in the visitor's language. */
export function visitorFieldMessage(request: FastifyRequest, message: string): string {
  return fieldMessageIn(visitorLanguage(request), message)
}
