/**
 * The checks of the quote form (each step's before it moves on, the whole request's before it is
 * sent) and the sending. The checks need the validation library, so they load with it on first use (decision 0008's
 * script budget), not with the page.
 */
import { NetworkError, postJson } from '#app/utils/api-client.ts'
import type { Language } from '#app/i18n/language.ts'
import { localToday, parseTypedDate } from '#domain/calendar.ts'
import {
  AttachedEstimateSchema,
  CONFIRMATION_EMAIL_STATES,
  QuoteRequestSchema,
  quoteStepSchema,
  type ConfirmationEmail,
} from '#schemas/quote.ts'
import { fieldMessage, messageKey, type FormValidationMessages } from '#schemas/validation.ts'
import { EMPTY_DRAFT, type QuoteDraft, type Step } from './quote-draft.ts'
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
    const iso = parseTypedDate(values.cargoReadyText)
    if (iso && iso < localToday())
      found.cargoReadyDate = fieldMessage(messageKey('cargoReadyDate.past'), validation)
  }
  return found
}

/** The cargo's fields, whose figures are checked against their limits as they are typed. */
const CARGO_FIELDS: readonly PropertyKey[] = ['packages', 'containers', 'cargoTotals']

/** Totals over the limits: a charter, to be discussed on the phone. */
const CHARTER_MESSAGES: readonly string[] = [
  messageKey('charter.volume'),
  messageKey('charter.weight'),
]

/**
 * What is over its limit in the cargo as typed so far: a figure too large for its field (9999
 * containers, a piece of 99,999 kg) or totals that make a charter, with the shared schema's
 * limits and messages. Said while the visitor types, before Next checks everything else: a
 * figure is never cut to fit, so the form must say at once that it does not.
 */
export function overLimitErrors(
  cargo: Pick<QuoteDraft, 'service' | 'load' | 'packages' | 'containers' | 'cargoTotals'>,
  validation: FormValidationMessages,
): Errors {
  const result = quoteStepSchema(1).safeParse(toRequest({ ...EMPTY_DRAFT, ...cargo }, ''))
  if (result.success) return {}
  const overLimit = result.error.issues.filter(
    (issue) =>
      CARGO_FIELDS.includes(issue.path[0] ?? '') &&
      (issue.code === 'too_big' || CHARTER_MESSAGES.includes(issue.message)),
  )
  return errorsFrom(overLimit, validation)
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

function isCreated(answer: unknown): answer is {
  data: { reference: string; confirmationEmail: ConfirmationEmail; estimate?: unknown }
} {
  const data = (answer as { data?: { reference?: unknown; confirmationEmail?: unknown } }).data
  return (
    typeof data?.reference === 'string' &&
    (CONFIRMATION_EMAIL_STATES as readonly unknown[]).includes(data.confirmationEmail)
  )
}

/**
 * Posts a checked request; the answer carries the new request's reference when it was stored,
 * whether its confirmation email is on its way, and the estimate it carries (or null).
 */
export async function postRequest(request: ReturnType<typeof toRequest>, language: Language) {
  const answer = await postJson(QUOTE_ENDPOINT, request, language)
  if (answer.code !== 200) {
    return {
      ...answer,
      reference: '',
      confirmationEmail: 'not-sent' as ConfirmationEmail,
      estimate: null,
    }
  }
  // A success without a reference is not an answer of this API.
  if (!isCreated(answer)) throw new NetworkError('the answer has no reference')
  const estimate = AttachedEstimateSchema.safeParse(answer.data.estimate)
  return { ...answer, ...answer.data, estimate: estimate.success ? estimate.data : null }
}
