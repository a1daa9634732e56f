import { ErrorSummary, summaryItems } from '#app/components/error-summary.tsx'
import type { AccountAnswer, AccountIntent } from './answer.ts'

/**
 * The server's answer to one of the page's forms, shown in that form: its thanks (announced, and
 * focused so that a keyboard user starts there), or what to correct, each problem linking to
 * its field.
 */
export function AnswerNotice({
  answer,
  intent,
  form,
  fields,
  okTitle,
  refusedTitle,
}: {
  answer: AccountAnswer | undefined
  intent: AccountIntent
  form: string
  fields: readonly string[]
  okTitle: string
  refusedTitle: string
}) {
  if (answer?.intent !== intent) return null
  if (!answer.ok) {
    return (
      <ErrorSummary
        title={refusedTitle}
        items={summaryItems(form, fields, answer.errors, answer.message)}
      />
    )
  }
  return (
    <div className="account-notice" role="status" tabIndex={-1} autoFocus>
      <h3 className="account-notice__title">{okTitle}</h3>
      <p>{answer.message}</p>
    </div>
  )
}

/** A field's error from the answer to its own form only. */
export function errorOf(answer: AccountAnswer | undefined, intent: AccountIntent, field: string) {
  return answer?.intent === intent && !answer.ok ? answer.errors[field] : undefined
}

/** A field's value to show again after its form was refused. */
export function valueOf(answer: AccountAnswer | undefined, intent: AccountIntent, field: string) {
  return answer?.intent === intent && !answer.ok ? (answer.values[field] ?? '') : ''
}
