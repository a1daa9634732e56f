import '#app/styles/staff.css'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { COMPANY } from '#content/company.ts'
import { staffApi } from '#app/staff/api.ts'
import { AuthDoneResponseSchema, SignInResponseSchema } from '#schemas/staff-auth.ts'
import {
  codeFrom,
  OneTimeCodeField,
  useFocusFirstInvalid,
} from '#app/components/staff/password-fields.tsx'
import { signInWithPasskey } from '#app/components/staff/passkeys.ts'
import { useStaffAction } from '#app/staff/use-staff-action.ts'

export const meta = () => [
  { title: `Staff sign-in | ${COMPANY.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

/** Only a workspace path: `next` must not send anyone to another site. */
export function safeNext(next: string | null): string {
  return next && /^\/staff(?:[/?#]|$)/.test(next) ? next : '/staff'
}

export default function StaffSignIn() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const next = safeNext(params.get('next'))
  const [step, setStep] = useState<'password' | 'code'>('password')
  const { busy, error, run } = useStaffAction()
  const errorId = useId()
  const passwordForm = useRef<HTMLFormElement>(null)
  const codeForm = useRef<HTMLFormElement>(null)
  // A refused step marks its field invalid and focus returns to it, the message read with it: the
  // password step's message is the alert above the form, the code step's is the field's own.
  const fieldErrors = useMemo(() => (error ? { [step]: error } : {}), [error, step])
  useFocusFirstInvalid(step === 'password' ? passwordForm : codeForm, fieldErrors)

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void run(async () => {
      const answer = await staffApi('/api/staff/auth/sign-in/email', SignInResponseSchema, {
        body: { email: form.get('email'), password: form.get('password') },
      })
      if (answer.twoFactorRedirect) setStep('code')
      else await navigate(next)
    })
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void run(async () => {
      await staffApi('/api/staff/auth/two-factor/verify-totp', AuthDoneResponseSchema, {
        body: { code: codeFrom(form) },
      })
      await navigate(next)
    })
  }

  return (
    <main className="staff-auth">
      <div className="staff-auth__card">
        <h1>Staff sign-in</h1>
        <p>{COMPANY.name} workspace.</p>
        {error && step === 'password' && (
          <p id={errorId} className="staff-alert" role="alert">
            {error}
          </p>
        )}
        {step === 'password' ? (
          <form ref={passwordForm} className="staff-form" onSubmit={onPassword} noValidate>
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
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              Sign in
            </button>
          </form>
        ) : (
          <form ref={codeForm} className="staff-form" onSubmit={onCode} noValidate>
            <OneTimeCodeField
              id="staff-code"
              label="Code from your authenticator app"
              error={error ?? undefined}
              // The step replaces the password form; the code field is where work continues.
              autoFocus
            />
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
