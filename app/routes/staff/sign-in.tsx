import '#app/styles/staff.css'
import { useId, useMemo, useRef, useState } from 'react'
import { redirect, useFetcher, useNavigate, useSearchParams } from 'react-router'
import type { Route } from './+types/sign-in'
import { COMPANY } from '#content/company.ts'
import { describeStaffError, StaffApiError, staffApi } from '#app/staff/api.ts'
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

type Step = 'password' | 'code'

/**
 * The password step, then (for an account with an authenticator) the code step; each posts its
 * form here. Success goes on to `next`; a refusal comes back with the step it happened at.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  const step: Step = form.get('intent') === 'code' ? 'code' : 'password'
  const next = safeNext(String(form.get('next') ?? ''))
  try {
    if (step === 'code') {
      await staffApi('/api/staff/auth/two-factor/verify-totp', AuthDoneResponseSchema, {
        body: { code: codeFrom(form) },
      })
      return redirect(next)
    }
    const answer = await staffApi('/api/staff/auth/sign-in/email', SignInResponseSchema, {
      body: { email: form.get('email'), password: form.get('password') },
    })
    return answer.twoFactorRedirect ? { step: 'code' as const, problem: null } : redirect(next)
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return { step, problem: describeStaffError(error) }
  }
}

export default function StaffSignIn() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const next = safeNext(params.get('next'))
  const signIn = useFetcher<typeof clientAction>()
  // The passkey ceremony must start from the click itself (browsers ask for a user gesture),
  // so it runs in the button's handler rather than through the action.
  const passkey = useStaffAction()
  // The message shown is that of whichever was tried last: a form or the passkey.
  const [lastTried, setLastTried] = useState<'form' | 'passkey'>('form')
  const answer = signIn.state === 'idle' ? signIn.data : undefined
  const step: Step = signIn.data?.step ?? 'password'
  const error = lastTried === 'form' ? (answer?.problem ?? null) : passkey.error
  const busy = signIn.state !== 'idle' || passkey.busy
  const errorId = useId()
  // One step's form at a time.
  const stepFormRef = useRef<HTMLFormElement>(null)
  // A refused step marks its field invalid and focus returns to it, the message read with it: the
  // password step's message is the alert above the form, the code step's is the field's own. Each
  // answer is a new object, so the same refusal twice moves the focus back twice.
  const fieldErrors = useMemo(() => {
    const message = lastTried === 'form' ? answer?.problem : passkey.error
    return message ? { [answer?.step ?? 'password']: message } : {}
  }, [answer, lastTried, passkey.error])
  useFocusFirstInvalid(stepFormRef, fieldErrors)
  const stepForm = (intent: Step, fields: React.ReactNode) => (
    <signIn.Form
      ref={stepFormRef}
      method="post"
      className="staff-form"
      noValidate
      onSubmit={() => setLastTried('form')}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="next" value={next} />
      {fields}
      <button type="submit" className="button button--primary" disabled={busy}>
        {intent === 'password' ? 'Sign in' : 'Verify code'}
      </button>
    </signIn.Form>
  )

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
        {step === 'password'
          ? stepForm(
              'password',
              <>
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
              </>,
            )
          : stepForm(
              'code',
              <OneTimeCodeField
                id="staff-code"
                label="Code from your authenticator app"
                error={error ?? undefined}
                // The step replaces the password form; the code field is where work continues.
                autoFocus
              />,
            )}
        <p className="staff-divider">or</p>
        <button
          type="button"
          className="button button--outline"
          disabled={busy}
          onClick={() => {
            setLastTried('passkey')
            void passkey.run(async () => {
              await signInWithPasskey()
              await navigate(next)
            })
          }}
        >
          Sign in with a passkey
        </button>
      </div>
    </main>
  )
}
