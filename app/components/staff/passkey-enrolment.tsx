import { useEffect, useEffectEvent, useId, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { PASSKEY_NAME_MAX } from '#domain/passkeys.ts'
import { ActionAnswer } from './action-answer.tsx'

/**
 * Adds a passkey (this device, a phone or a security key) to the signed-in account. The form
 * posts to its route's clientAction (`accountAction`, intent `passkey-add`), which runs the
 * WebAuthn ceremony; the loaders then run again, so the security screen lists the new passkey.
 */
export function PasskeyEnrolment({
  onDone,
}: {
  /** For a page whose loaders do not show the change (set-up). */
  onDone?: () => void
}) {
  const fetcher = useFetcher<StaffActionResult>()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  const added = useEffectEvent(() => {
    form.current?.reset()
    onDone?.()
  })

  useEffect(() => {
    if (fetcher.data?.notice) added()
  }, [fetcher.data])

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Add a passkey</h2>
      <p>A passkey signs you in with this device&rsquo;s screen lock or a security key.</p>
      <ActionAnswer problem={answer?.problem} notice={answer?.notice} />
      <fetcher.Form ref={form} method="post" className="staff-form" noValidate>
        <input type="hidden" name="intent" value="passkey-add" />
        <div className="field">
          <label htmlFor="passkey-name">Name for this passkey</label>
          <input
            id="passkey-name"
            name="name"
            placeholder="e.g. Office laptop"
            maxLength={PASSKEY_NAME_MAX}
          />
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={fetcher.state !== 'idle'}
        >
          Add a passkey
        </button>
      </fetcher.Form>
    </section>
  )
}
