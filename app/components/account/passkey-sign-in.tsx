import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { ErrorSummary } from '#app/components/error-summary.tsx'
import { useLanguage } from '#app/i18n/language.ts'
import type { MessagesOf } from '#app/i18n/messages.ts'
import { useHydrated } from '#app/utils/hydrated.ts'
import { PasskeyProblem, signInWithPasskey } from './passkey-ceremonies.ts'
import type { passkeyMessages } from './passkeys.messages.ts'

/**
 * "Sign in with a passkey", inside the sign-in form as a button of its own: shown once the page
 * runs its script and only where the browser has WebAuthn; the emailed link works everywhere.
 */
export function PasskeySignIn({ texts }: { texts: MessagesOf<typeof passkeyMessages> }) {
  const hydrated = useHydrated()
  const language = useLanguage()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (!hydrated || typeof window.PublicKeyCredential !== 'function') return null

  async function signIn() {
    setBusy(true)
    setProblem(null)
    try {
      await signInWithPasskey(language, texts)
      // The session cookie is set: the page's loader now finds the signed-in customer.
      await revalidator.revalidate()
    } catch (error) {
      setProblem(error instanceof PasskeyProblem ? error.message : texts.unreachable)
      setBusy(false)
    }
  }

  return (
    <div className="account-passkey-sign-in">
      {problem ? (
        <ErrorSummary title={texts.signInProblemTitle} items={[{ message: problem }]} />
      ) : null}
      <p className="form-note">{texts.orPasskey}</p>
      <button
        type="button"
        className="button button--outline"
        onClick={() => void signIn()}
        disabled={busy}
      >
        {busy ? texts.waitingForDevice : texts.signInWithPasskey}
      </button>
    </div>
  )
}
