import { useEffect, useId, useRef } from 'react'
import { useFetcher } from 'react-router'
import { FormField } from '#app/components/form-field.tsx'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { ActionAnswer } from './action-answer.tsx'
import { NewPasswordFields, useFocusFirstInvalid } from './password-fields.tsx'

const NO_ERRORS: Record<string, string> = {}

/**
 * The signed-in person changes their password: better-auth checks the current one and hashes the
 * new one (argon2id); the server applies the set-up page's rules and writes the audit log. The
 * form posts to its route's clientAction (`accountAction`, intent `change-password`).
 */
export function ChangePassword({ email }: { email: string }) {
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  const fetcher = useFetcher<StaffActionResult>()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const fieldErrors = answer?.errors ?? NO_ERRORS
  useFocusFirstInvalid(form, fieldErrors)
  // A refusal the fields do not explain (a lockout, a lost connection) is said above the form.
  const generalProblem = Object.keys(fieldErrors).length === 0 ? answer?.problem : undefined

  // A changed password leaves nothing typed behind.
  useEffect(() => {
    if (fetcher.data?.notice) form.current?.reset()
  }, [fetcher.data])

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Change your password</h2>
      <ActionAnswer problem={generalProblem} notice={answer?.notice} />
      <fetcher.Form ref={form} method="post" className="staff-form" noValidate>
        <input type="hidden" name="intent" value="change-password" />
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <FormField
          id="change-current-password"
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.currentPassword}
        />
        <NewPasswordFields idPrefix="change" errors={fieldErrors} />
        <div className="check-field">
          <input
            id="change-revoke-sessions"
            name="revokeOtherSessions"
            type="checkbox"
            defaultChecked
          />
          <label htmlFor="change-revoke-sessions">Sign out my other sessions</label>
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={fetcher.state !== 'idle'}
        >
          Change password
        </button>
      </fetcher.Form>
    </section>
  )
}
