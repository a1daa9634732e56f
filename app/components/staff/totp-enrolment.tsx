import { useEffect, useEffectEvent, useId, useMemo, useRef } from 'react'
import { useFetcher } from 'react-router'
import { FormField } from '#app/components/form-field.tsx'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import type { TotpStartResult } from '#app/staff/account-actions.ts'
import { OneTimeCodeField, useFocusFirstInvalid } from './password-fields.tsx'
import { QrCode } from './qr-code.tsx'

function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? ''
}

/**
 * Sets up an authenticator app: confirm the password, scan the code (or type the key), then
 * enter one code to prove it works. better-auth turns two-factor on only after that code. Both
 * steps post to the route's clientAction (`accountAction`); the first answer holds the secret,
 * kept by its fetcher while the code is asked for, and the second runs the page's loaders again.
 */
export function TotpEnrolment({
  password: knownPassword,
  onDone,
}: {
  /** Just chosen on the set-up page, so it is not asked again. */
  password?: string
  /** For a page whose loaders do not show the change (set-up). */
  onDone?: () => void
}) {
  const starter = useFetcher<TotpStartResult>()
  const verifier = useFetcher<StaffActionResult>()
  const enrolment = starter.data?.enrolment ?? null
  const busy = starter.state !== 'idle' || verifier.state !== 'idle'
  const current = enrolment ? verifier : starter
  const error = (current.state === 'idle' ? current.data?.problem : undefined) ?? null
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  // With a form on screen (the password, then the code), the message belongs to its one field.
  const hasForm = Boolean(enrolment) || !knownPassword
  const fieldErrors = useMemo(() => (error && hasForm ? { field: error } : {}), [error, hasForm])
  useFocusFirstInvalid(form, fieldErrors)

  // Only a new answer is news, not a new onDone from the parent's render.
  const turnedOn = useEffectEvent(() => onDone?.())
  useEffect(() => {
    if (verifier.data?.notice) turnedOn()
  }, [verifier.data])

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
            onClick={() =>
              void starter.submit(
                { intent: 'totp-start', password: knownPassword },
                { method: 'post' },
              )
            }
          >
            Set up an authenticator app
          </button>
        ) : (
          <starter.Form ref={form} method="post" className="staff-form" noValidate>
            <input type="hidden" name="intent" value="totp-start" />
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
          </starter.Form>
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
          <verifier.Form ref={form} method="post" className="staff-form" noValidate>
            <input type="hidden" name="intent" value="totp-verify" />
            <OneTimeCodeField
              id="totp-code"
              label="Code shown by the app"
              error={error ?? undefined}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              Turn on
            </button>
          </verifier.Form>
        </>
      )}
    </section>
  )
}
