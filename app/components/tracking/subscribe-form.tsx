import { postJson } from '#app/utils/api-client.ts'
import type { FormAnswer } from '#app/utils/form-post.ts'
import { useLanguage } from '#app/i18n/language.ts'
import { useState } from 'react'
import { useActionData, useLocation } from 'react-router'
import { FormField } from '../form-field.tsx'
import { HoneypotField } from '../honeypot-field.tsx'
import { SendLabel } from '../send-label.tsx'
import { useSubmission } from '../use-submission.ts'
import { isEmailLinkAnswer, type EmailLinkAnswer } from './email-link.tsx'
import { useTrackTexts } from './tracking-texts.tsx'

/** The shipment a subscription posted without JavaScript is for (its page may be a number's). */
export const SUBSCRIBE_REFERENCE_FIELD = 'reference'

export function subscriptionEndpoint(reference: string): string {
  return `/api/track/${encodeURIComponent(reference)}/subscriptions`
}

/** The tracking page's answer to a subscription posted without JavaScript (app/routes/track.tsx). */
export type SubscribeAnswer = FormAnswer<{ reference: string; email: string }>

/**
 * Email updates for one shipment; the API sends a confirmation link first (double opt-in).
 * Hydrated, it posts JSON to the API and answers with a toast; before hydration or without
 * JavaScript, it posts to the page it is on, and the page comes back with the server's answer.
 */
export function SubscribeForm({ reference }: { reference: string }) {
  const texts = useTrackTexts()
  const { sending, submit } = useSubmission(texts.subscribeNetworkFailure)
  const language = useLanguage()
  const { pathname } = useLocation()
  // The page's answer may be to an email link's button instead (email-link.tsx).
  const posted = useActionData() as SubscribeAnswer | EmailLinkAnswer | undefined
  const answer =
    posted && !isEmailLinkAnswer(posted) && posted.values.reference === reference
      ? posted
      : undefined
  const accepted = answer?.status === 200
  const refusedAddress = answer
    ? (answer.errors.email ?? Object.values(answer.errors)[0])
    : undefined
  // A refusal about no field (too many, unknown shipment) is said above the form's field.
  const [refusal, setRefusal] = useState(
    answer && !accepted && !refusedAddress ? answer.message : null,
  )
  const [email, setEmail] = useState(answer && !accepted ? answer.values.email : '')
  const [honeypot, setHoneypot] = useState('')
  const [error, setError] = useState(refusedAddress)
  const [done, setDone] = useState(accepted ? answer.message : null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setRefusal(null)
    await submit(
      () => postJson(subscriptionEndpoint(reference), { email, website: honeypot }, language),
      {
        onSuccess: (result) => {
          setError(undefined)
          setEmail('')
          setDone(result.message)
        },
        onFieldErrors: (errors) => {
          setError(errors.email ?? Object.values(errors)[0])
          form.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
        },
      },
    )
  }

  // The server's answer takes the focus as the page loads (autofocus, no script needed).
  return (
    <form
      className="tracking-subscribe"
      aria-labelledby={`subscribe-${reference}`}
      method="post"
      action={pathname}
      noValidate
      onSubmit={onSubmit}
    >
      <h3 id={`subscribe-${reference}`}>{texts.subscribeTitle}</h3>
      {refusal ? (
        <p className="tracking-problem" tabIndex={-1} autoFocus>
          {refusal}
        </p>
      ) : null}
      <input type="hidden" name={SUBSCRIBE_REFERENCE_FIELD} value={reference} />
      <FormField
        label={texts.subscribeEmail}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        hint={texts.subscribeHint}
        autoFocus={Boolean(refusedAddress)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          <SendLabel sending={sending} label={texts.subscribeSend} />
        </button>
      </div>
      <p
        role="status"
        className="tracking-subscribe__done"
        tabIndex={accepted ? -1 : undefined}
        autoFocus={accepted}
      >
        {done}
      </p>
    </form>
  )
}
