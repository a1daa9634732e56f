import { useId, useRef, useState, type FormEvent } from 'react'
import { FormField } from '#app/components/form-field.tsx'
import { staffApi } from '#app/staff/api.ts'
import { AuthDoneResponseSchema } from '#schemas/staff-auth.ts'
import { checkNewPassword, NewPasswordFields, useFocusFirstInvalid } from './password-fields.tsx'
import { useStaffAction } from '#app/staff/use-staff-action.ts'

/**
 * The signed-in person changes their password: better-auth checks the current one and hashes the
 * new one (argon2id); the server applies the set-up page's rules and writes the audit log.
 */
export function ChangePassword({ email }: { email: string }) {
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  const { busy, error, fieldErrors, setFieldErrors, run } = useStaffAction()
  const [done, setDone] = useState<string | null>(null)
  useFocusFirstInvalid(form, fieldErrors)
  // A refusal the fields do not explain (a lockout, a lost connection) is said above the form.
  const generalError = error && Object.keys(fieldErrors).length === 0 ? error : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const data = new FormData(element)
    setDone(null)
    const { password, errors } = checkNewPassword(data)
    if (errors) {
      setFieldErrors(errors)
      return
    }
    const revokeOtherSessions = data.get('revokeOtherSessions') === 'on'
    void run(async () => {
      await staffApi('/api/staff/auth/change-password', AuthDoneResponseSchema, {
        body: {
          currentPassword: String(data.get('currentPassword') ?? ''),
          newPassword: password,
          revokeOtherSessions,
        },
      })
      element.reset()
      setDone(
        revokeOtherSessions
          ? 'Your password is changed, and your other sessions are signed out.'
          : 'Your password is changed.',
      )
    })
  }

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Change your password</h2>
      {generalError && (
        <p className="staff-alert" role="alert">
          {generalError}
        </p>
      )}
      <p className="staff-notice" role="status" hidden={!done}>
        {done}
      </p>
      <form ref={form} className="staff-form" onSubmit={onSubmit} noValidate>
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
        <button type="submit" className="button button--primary" disabled={busy}>
          Change password
        </button>
      </form>
    </section>
  )
}
