import { postJson } from '#app/utils/api-client.ts'
import { useLanguage } from '#app/i18n/language.ts'
import { useState } from 'react'
import { FormField } from '../form-field.tsx'
import { HoneypotField } from '../honeypot-field.tsx'
import { SendLabel } from '../send-label.tsx'
import { useSubmission } from '../use-submission.ts'
import { useTrackTexts } from './tracking-texts.tsx'

/** Email updates for one shipment; the API sends a confirmation link first (double opt-in). */
export function SubscribeForm({ reference }: { reference: string }) {
  const texts = useTrackTexts()
  const { sending, submit } = useSubmission(texts.subscribeNetworkFailure)
  const language = useLanguage()
  const [email, setEmail] = useState('')
  const [honeypot, setHoneypot] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState<string | null>(null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    await submit(
      () =>
        postJson(
          `/api/track/${encodeURIComponent(reference)}/subscriptions`,
          { email, website: honeypot },
          language,
        ),
      {
        onSuccess: (answer) => {
          setError(undefined)
          setEmail('')
          setDone(answer.message)
        },
        onFieldErrors: (errors) => {
          setError(errors.email ?? Object.values(errors)[0])
          form.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
        },
      },
    )
  }

  return (
    <form
      className="tracking-subscribe"
      aria-labelledby={`subscribe-${reference}`}
      noValidate
      onSubmit={onSubmit}
    >
      <h3 id={`subscribe-${reference}`}>{texts.subscribeTitle}</h3>
      <FormField
        label={texts.subscribeEmail}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        hint={texts.subscribeHint}
        onChange={(event) => setEmail(event.target.value)}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          <SendLabel sending={sending} label={texts.subscribeSend} />
        </button>
      </div>
      <p role="status" className="tracking-subscribe__done">
        {done}
      </p>
    </form>
  )
}
