import { useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { ErrorSummary } from '#app/components/error-summary.tsx'
import { FormField } from '#app/components/form-field.tsx'
import { useLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, type MessagesOf } from '#app/i18n/messages.ts'
import { useHydrated } from '#app/utils/hydrated.ts'
import { formatDhakaDate } from '#domain/dhaka-time.ts'
import type { Passkey } from '#schemas/customer-passkeys.ts'
import type { accountMessages } from './account.messages.ts'
import { AnswerNotice } from './answer-notice.tsx'
import type { AccountAnswer } from './answer.ts'
import { makePasskey, PasskeyProblem } from './passkey-ceremonies.ts'
import type { passkeyMessages } from './passkeys.messages.ts'

type Texts = MessagesOf<typeof passkeyMessages>

/**
 * The signed-in person's passkeys: removed with a plain form (no JavaScript needed), added with
 * the browser's WebAuthn, which needs it; without it the list and the removal still work.
 */
export function PasskeysSection({
  texts,
  accountTexts,
  passkeys,
  answer,
}: {
  texts: Texts
  accountTexts: MessagesOf<typeof accountMessages>
  passkeys: readonly Passkey[]
  answer: AccountAnswer | undefined
}) {
  const to = useLocalizedPath()
  const language = useLanguage()
  return (
    <section className="account-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{texts.passkeysHeading}</h2>
      <p>{texts.passkeysLead}</p>
      <AnswerNotice
        answer={answer}
        intent="remove-passkey"
        form="remove-passkey"
        fields={[]}
        okTitle={accountTexts.doneTitle}
        refusedTitle={accountTexts.notSentTitle}
      />
      {passkeys.length === 0 ? (
        <p>{texts.noPasskeys}</p>
      ) : (
        <ul className="account-people">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <div>
                <strong>{passkey.name}</strong>
                {passkey.createdAt ? (
                  <>
                    <br />
                    <span className="account-people__role">
                      {fill(texts.addedOn, {
                        date: formatDhakaDate(passkey.createdAt, language),
                      })}
                    </span>
                  </>
                ) : null}
              </div>
              <form method="post" action={to('/account')}>
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="passkey" value={passkey.id} />
                <button
                  type="submit"
                  className="button button--outline"
                  aria-label={fill(texts.removePasskeyLabel, { name: passkey.name })}
                >
                  {texts.removePasskey}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey texts={texts} accountTexts={accountTexts} />
    </section>
  )
}

/** Rendered once the page runs its script, and only where the browser can make passkeys. */
function AddPasskey({
  texts,
  accountTexts,
}: {
  texts: Texts
  accountTexts: MessagesOf<typeof accountMessages>
}) {
  const hydrated = useHydrated()
  const language = useLanguage()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [problem, setProblem] = useState<PasskeyProblem | null>(null)
  if (!hydrated) return null
  if (typeof window.PublicKeyCredential !== 'function') {
    return <p className="form-note">{texts.passkeysUnsupported}</p>
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const name = new FormData(form).get('name')
    setBusy(true)
    setDone(null)
    setProblem(null)
    try {
      setDone(await makePasskey(typeof name === 'string' ? name : '', language, texts))
      form.reset()
      await revalidator.revalidate()
    } catch (error) {
      setProblem(error instanceof PasskeyProblem ? error : new PasskeyProblem(texts.unreachable))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="account-passkey-form" onSubmit={add} noValidate aria-label={texts.addPasskey}>
      {problem ? (
        <ErrorSummary
          title={texts.passkeyProblemTitle}
          items={[
            problem.fields.name
              ? { fieldId: 'passkey-name', message: problem.fields.name }
              : { message: problem.message },
          ]}
        />
      ) : null}
      {done ? (
        <div className="account-notice" role="status">
          <h3 className="account-notice__title">{accountTexts.doneTitle}</h3>
          <p>{done}</p>
        </div>
      ) : null}
      <FormField
        id="passkey-name"
        label={texts.passkeyNameLabel}
        hint={texts.passkeyNameHint}
        name="name"
        required
        error={problem?.fields.name}
      />
      <button type="submit" className="button button--accent" disabled={busy}>
        {busy ? texts.waitingForDevice : texts.addPasskey}
      </button>
    </form>
  )
}
