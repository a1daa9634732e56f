import { useId, useState, type FormEvent } from 'react'
import { StaffApiError } from '#app/staff/api.ts'
import { addPasskey } from './passkeys.ts'

/** Adds a passkey (this device, a phone or a security key) to the signed-in account. */
export function PasskeyEnrolment({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim() || 'Passkey'
    setBusy(true)
    setError(null)
    addPasskey(name)
      .then(onDone, (caught: unknown) =>
        setError(caught instanceof StaffApiError ? caught.message : 'The passkey was not added'),
      )
      .finally(() => setBusy(false))
  }

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Add a passkey</h2>
      <p>A passkey signs you in with this device&rsquo;s screen lock or a security key.</p>
      {error && (
        <p className="staff-alert" role="alert">
          {error}
        </p>
      )}
      <form className="staff-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="passkey-name">Name for this passkey</label>
          <input id="passkey-name" name="name" placeholder="e.g. Office laptop" maxLength={60} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          Add a passkey
        </button>
      </form>
    </section>
  )
}
