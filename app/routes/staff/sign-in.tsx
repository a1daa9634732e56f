import '#app/styles/staff.css'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { COMPANY } from '#content/company.ts'
import { StaffApiError, staffApi, waitText } from '#app/components/staff/api.ts'
import { signInWithPasskey } from '#app/components/staff/passkeys.ts'

export const meta = () => [
  { title: `Staff sign-in | ${COMPANY.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

/** Only a workspace path: `next` must not send anyone to another site. */
export function safeNext(next: string | null): string {
  return next && /^\/staff(?:[/?#]|$)/.test(next) ? next : '/staff'
}

function describe(error: unknown): string {
  if (error instanceof StaffApiError) {
    if (error.status === 429 && error.retryAfter !== null) {
      return `Too many failed attempts. Try again in ${waitText(error.retryAfter)}.`
    }
    return error.message
  }
  return 'Something went wrong. Please try again.'
}

export default function StaffSignIn() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const next = safeNext(params.get('next'))
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(describe(caught))
    } finally {
      setBusy(false)
    }
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void run(async () => {
      const answer = await staffApi<{ twoFactorRedirect?: boolean }>(
        '/api/staff/auth/sign-in/email',
        { body: { email: form.get('email'), password: form.get('password') } },
      )
      if (answer.twoFactorRedirect) setStep('code')
      else await navigate(next)
    })
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void run(async () => {
      await staffApi('/api/staff/auth/two-factor/verify-totp', {
        body: { code: String(form.get('code') ?? '').replace(/\s+/g, '') },
      })
      await navigate(next)
    })
  }

  return (
    <main className="staff-auth">
      <div className="staff-auth__card">
        <h1>Staff sign-in</h1>
        <p>{COMPANY.name} workspace.</p>
        {error && (
          <p id={errorId} className="staff-alert" role="alert">
            {error}
          </p>
        )}
        {step === 'password' ? (
          <form className="staff-form" onSubmit={onPassword} noValidate>
            <div className="field">
              <label htmlFor="staff-email">Email</label>
              <input
                id="staff-email"
                name="email"
                type="email"
                autoComplete="username webauthn"
                required
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <div className="field">
              <label htmlFor="staff-password">Password</label>
              <input
                id="staff-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              Sign in
            </button>
          </form>
        ) : (
          <form className="staff-form" onSubmit={onCode} noValidate>
            <div className="field">
              <label htmlFor="staff-code">Code from your authenticator app</label>
              <input
                id="staff-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                required
                // The step replaces the password form; the code field is where work continues.
                autoFocus
              />
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              Verify code
            </button>
          </form>
        )}
        <p className="staff-divider">or</p>
        <button
          type="button"
          className="button button--outline"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await signInWithPasskey()
              await navigate(next)
            })
          }
        >
          Sign in with a passkey
        </button>
      </div>
    </main>
  )
}
