import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { FormField } from '#app/components/form-field.tsx'
import { staffApi } from '#app/staff/api.ts'
import {
  AuthDoneResponseSchema,
  TotpEnrolmentResponseSchema,
  type TotpEnrolment as Enrolment,
} from '#schemas/staff-auth.ts'
import { codeFrom, OneTimeCodeField, useFocusFirstInvalid } from './password-fields.tsx'
import { QrCode } from './qr-code.tsx'
import { useStaffAction } from '#app/staff/use-staff-action.ts'

function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? ''
}

/**
 * Sets up an authenticator app: confirm the password, scan the code (or type the key), then
 * enter one code to prove it works. better-auth turns two-factor on only after that code.
 */
export function TotpEnrolment({
  password: knownPassword,
  onDone,
}: {
  /** Just chosen on the set-up page, so it is not asked again. */
  password?: string
  onDone: () => void
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const { busy, error, run } = useStaffAction()
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  // With a form on screen (the password, then the code), the message belongs to its one field.
  const hasForm = Boolean(enrolment) || !knownPassword
  const fieldErrors = useMemo(() => (error && hasForm ? { field: error } : {}), [error, hasForm])
  useFocusFirstInvalid(form, fieldErrors)

  function start(password: string) {
    void run(async () => {
      setEnrolment(
        await staffApi('/api/staff/auth/two-factor/enable', TotpEnrolmentResponseSchema, {
          body: { password },
        }),
      )
    })
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    start(String(new FormData(event.currentTarget).get('password') ?? ''))
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = codeFrom(new FormData(event.currentTarget))
    void run(async () => {
      await staffApi('/api/staff/auth/two-factor/verify-totp', AuthDoneResponseSchema, {
        body: { code },
      })
      onDone()
    })
  }

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Authenticator app</h2>
      {error && !hasForm && (
        <p className="staff-alert" role="alert">
          {error}
        </p>
      )}
      {!enrolment ? (
        knownPassword ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => start(knownPassword)}
          >
            Set up an authenticator app
          </button>
        ) : (
          <form ref={form} className="staff-form" onSubmit={onPassword} noValidate>
            <FormField
              id="totp-password"
              name="password"
              label="Your password"
              type="password"
              autoComplete="current-password"
              required
              error={error ?? undefined}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              Set up an authenticator app
            </button>
          </form>
        )
      ) : (
        <>
          <p>
            Scan this code with an authenticator app (for example Google Authenticator, Microsoft
            Authenticator or 1Password), or type the key by hand.
          </p>
          <QrCode text={enrolment.totpURI} label="QR code for your authenticator app" />
          <p>
            Key: <span className="staff-secret">{secretOf(enrolment.totpURI)}</span>
          </p>
          <details>
            <summary>Backup codes (each works once if you lose your phone)</summary>
            <ul className="staff-secret">
              {enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </details>
          <form ref={form} className="staff-form" onSubmit={onCode} noValidate>
            <OneTimeCodeField
              id="totp-code"
              label="Code shown by the app"
              error={error ?? undefined}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              Turn on
            </button>
          </form>
        </>
      )}
    </section>
  )
}
