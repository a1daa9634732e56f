import '#app/styles/staff.css'
import { useId, useMemo, useRef } from 'react'
import { redirect, useFetcher, useSearchParams } from 'react-router'
import type { Route } from './+types/sign-in'
import { publishedCompanyName } from '#app/utils/company-name.server.ts'
import { staffTitle } from '#app/staff/title.ts'
import { describeStaffError, StaffApiError, staffApi } from '#app/staff/api.ts'
import { refusalOf } from '#app/staff/action-result.ts'
import { SIGNED_OUT_PARAM } from '#app/staff/account-actions.ts'
import { AuthDoneResponseSchema, SignInResponseSchema } from '#schemas/staff-auth.ts'
import {
  codeFrom,
  OneTimeCodeField,
  useFocusFirstInvalid,
} from '#app/components/staff/password-fields.tsx'
import { signInWithPasskey } from '#app/components/staff/passkeys.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { companyName: await publishedCompanyName(context) }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: staffTitle('Staff sign-in', loaderData?.companyName) },
  { name: 'robots', content: 'noindex, nofollow' },
]

/**
 * The loader gives only the company's name, which no sign-in step changes. Reloading it after each
 * step would keep the step's buttons disabled (the fetcher busy) for a round trip after the answer
 * came, so a keyboard user's Tab from the code field would find nothing to reach.
 */
export const shouldRevalidate = () => false

/** Only a workspace path: `next` must not send anyone to another site. */
export function safeNext(next: string | null): string {
  return next && /^\/staff(?:[/?#]|$)/.test(next) ? next : '/staff'
}

type Step = 'password' | 'code'

/**
 * The password step, then (for an account with an authenticator) the code step, or a passkey
 * at either step; each posts its form here. Success goes on to `next`; a refusal comes back with
 * the step it happened at.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  return form.get('intent') === 'sign-out' ? signOut() : signInStep(form)
}

async function signInStep(form: FormData) {
  const intent = form.get('intent')
  const step: Step = intent === 'code' || form.get('step') === 'code' ? 'code' : 'password'
  const next = safeNext(String(form.get('next') ?? ''))
  try {
    if (intent === 'passkey') {
      // Started by the button's click: the ceremony begins within the browser's activation window.
      await signInWithPasskey()
      return redirect(next)
    }
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
    return { step, problem: refusalOf(error).problem }
  }
}

/** Why signing out failed, for the workspace's header to say: the session is still valid. */
export interface SignOutRefusal {
  signOutProblem: string
}

/**
 * The workspace's "Sign out" button posts here (its layout has no path to post to). The person
 * goes on to the sign-in page once the session has ended (or had already: 401). When the call
 * fails the session is still valid, so they stay where they are and are told so; the sign-in
 * page would have them believe they are signed out.
 */
async function signOut(): Promise<Response | SignOutRefusal> {
  try {
    await staffApi('/api/staff/auth/sign-out', AuthDoneResponseSchema, { body: {} })
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    if (error.status !== 401) {
      return {
        signOutProblem: `Signing out failed, so you are still signed in: ${describeStaffError(error)}`,
      }
    }
  }
  return redirect('/staff/sign-in')
}

export default function StaffSignIn({ loaderData }: Route.ComponentProps) {
  const { companyName } = loaderData
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const signedOutEverywhere = params.get(SIGNED_OUT_PARAM) === 'everywhere'
  const signIn = useFetcher<typeof signInStep>()
  const answer = signIn.state === 'idle' ? signIn.data : undefined
  const step: Step = signIn.data?.step ?? 'password'
  const error = answer?.problem ?? null
  const busy = signIn.state !== 'idle'
  const errorId = useId()
  // One step's form at a time.
  const stepFormRef = useRef<HTMLFormElement>(null)
  // A refused step marks its field invalid and focus returns to it, the message read with it: the
  // password step's message is the alert above the form, the code step's is the field's own. Each
  // answer is a new object, so the same refusal twice moves the focus back twice.
  const fieldErrors = useMemo(
    () => (answer?.problem ? { [answer.step]: answer.problem } : {}),
    [answer],
  )
  useFocusFirstInvalid(stepFormRef, fieldErrors)
  const stepForm = (intent: Step, fields: React.ReactNode) => (
    <signIn.Form ref={stepFormRef} method="post" className="staff-form" noValidate>
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
        {companyName ? <p>{`${companyName} workspace.`}</p> : null}
        {signedOutEverywhere && !answer && (
          <p className="staff-notice" role="status">
            You are signed out on every device and browser.
          </p>
        )}
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
        <signIn.Form method="post">
          <input type="hidden" name="intent" value="passkey" />
          <input type="hidden" name="step" value={step} />
          <input type="hidden" name="next" value={next} />
          <button type="submit" className="button button--outline" disabled={busy}>
            Sign in with a passkey
          </button>
        </signIn.Form>
      </div>
    </main>
  )
}
