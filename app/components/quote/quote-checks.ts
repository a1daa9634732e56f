/**
 * The checks of the quote form (each step's before it moves on, the whole request's before it is
 * sent) and the sending. The checks need the validation library, so they load with it on first use (decision 0008's
 * script budget), not with the page.
 */
import { NetworkError, postJson } from '#app/utils/api-client.ts'
import type { Language } from '#app/i18n/language.ts'
import { localToday, parseMmDdYy } from '#domain/calendar.ts'
import { QuoteRequestSchema, quoteStepSchema } from '#schemas/quote.ts'
import { fieldMessage, messageKey, type FormValidationMessages } from '#schemas/validation.ts'
import type { QuoteDraft, Step } from './quote-draft.ts'
import { QUOTE_ENDPOINT, toRequest } from './quote-request.ts'
import type { Errors } from './use-quote-form.ts'

/** The first problem of each field, keyed by its path as the form's fields are (packages.0.count). */
function errorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  validation: FormValidationMessages,
): Errors {
  const errors: Errors = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.')
    errors[key] ??= fieldMessage(issue.message, validation)
  }
  return errors
}

export function stepErrors(
  values: QuoteDraft,
  step: Step,
  validation: FormValidationMessages,
): Errors {
  const result = quoteStepSchema(step).safeParse(toRequest(values, ''))
  const found = result.success ? {} : errorsFrom(result.error.issues, validation)
  if (step === 0 && !found.cargoReadyDate) {
    // The schema allows any date that is today somewhere; the visitor's own today is stricter.
    const iso = parseMmDdYy(values.cargoReadyText)
    if (iso && iso < localToday())
      found.cargoReadyDate = fieldMessage(messageKey('cargoReadyDate.past'), validation)
  }
  return found
}

/** The request to send, or what keeps it from being sent. */
export function checkedRequest(
  values: QuoteDraft,
  honeypot: string,
  validation: FormValidationMessages,
): { request: ReturnType<typeof toRequest> } | { errors: Errors } {
  const request = toRequest(values, honeypot)
  const parsed = QuoteRequestSchema.safeParse(request)
  return parsed.success ? { request } : { errors: errorsFrom(parsed.error.issues, validation) }
}

function isCreated(answer: unknown): answer is { data: { reference: string } } {
  const data = (answer as { data?: { reference?: unknown } }).data
  return typeof data?.reference === 'string'
}

/** Posts a checked request; the answer carries the new request's reference when it was stored. */
export async function postRequest(request: ReturnType<typeof toRequest>, language: Language) {
  const answer = await postJson(QUOTE_ENDPOINT, request, language)
  if (answer.code !== 200) return { ...answer, reference: '' }
  // A success without a reference is not an answer of this API.
  if (!isCreated(answer)) throw new NetworkError('the answer has no reference')
  return { ...answer, reference: answer.data.reference }
}
