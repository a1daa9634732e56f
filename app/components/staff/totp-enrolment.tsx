import { useId, useState, type FormEvent } from 'react'
import { StaffApiError, staffApi } from './api.ts'
import { QrCode } from './qr-code.tsx'

interface Enrolment {
  totpURI: string
  backupCodes: string[]
}

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
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof StaffApiError ? caught.message : 'Something went wrong')
    } finally {
      setBusy(false)
    }
  }

  function start(password: string) {
    void run(async () => {
      setEnrolment(
        await staffApi<Enrolment>('/api/staff/auth/two-factor/enable', { body: { password } }),
      )
    })
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    start(String(new FormData(event.currentTarget).get('password') ?? ''))
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '')
    void run(async () => {
      await staffApi('/api/staff/auth/two-factor/verify-totp', { body: { code } })
      onDone()
    })
  }

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Authenticator app</h2>
      {error && (
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
          <form className="staff-form" onSubmit={onPassword} noValidate>
            <div className="field">
              <label htmlFor="totp-password">Your password</label>
              <input
                id="totp-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </div>
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
          <form className="staff-form" onSubmit={onCode} noValidate>
            <div className="field">
              <label htmlFor="totp-code">Code shown by the app</label>
              <input
                id="totp-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
            </div>
            <button type="submit" className="button button--primary" disabled={busy}>
              Turn on
            </button>
          </form>
        </>
      )}
    </section>
  )
}
