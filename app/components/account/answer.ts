/** What a portal form posted without JavaScript gets back: its answer, kept by intent. */
import type { Outcome } from '#domain/page-host.ts'
import { data } from 'react-router'

export type AccountIntent =
  'link' | 'request' | 'invite' | 'remove' | 'remove-passkey' | 'share' | 'unshare'

export interface AccountAnswer {
  intent: AccountIntent
  ok: boolean
  message: string
  errors: Record<string, string>
  /** The values to show again after a refusal (never a token). */
  values: Record<string, string>
}

/** The page's answer to a form: its thanks, or its refusal with the values sent. */
export function answerOf(
  intent: AccountIntent,
  outcome: Outcome<string>,
  values: Record<string, string>,
) {
  if (outcome.ok) {
    const answer: AccountAnswer = {
      intent,
      ok: true,
      message: outcome.value,
      errors: {},
      values: {},
    }
    return data(answer)
  }
  const { refusal } = outcome
  const status = refusal.status >= 400 ? refusal.status : 500
  const answer: AccountAnswer = {
    intent,
    ok: false,
    message: refusal.message,
    errors: refusal.errors ?? {},
    values,
  }
  return data(answer, {
    status,
    headers: refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : undefined,
  })
}
