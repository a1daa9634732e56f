import { useId } from 'react'
import { useFetcher } from 'react-router'
import type { Route } from './+types/security'
import { accountAction } from '#app/staff/account-actions.ts'
import type { StaffActionResult } from '#app/staff/action-result.ts'
import { staffApi } from '#app/staff/api.ts'
import { PasskeyListResponseSchema } from '#schemas/staff-auth.ts'
import { ChangePassword } from '#app/components/staff/change-password.tsx'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import { PasskeyEnrolment } from '#app/components/staff/passkey-enrolment.tsx'
import { TotpEnrolment } from '#app/components/staff/totp-enrolment.tsx'
import { useStaff } from '#app/components/staff/use-staff.ts'

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const passkeys = await staffApi(
    '/api/staff/auth/passkey/list-user-passkeys',
    PasskeyListResponseSchema,
    { signal: request.signal },
  )
  return { passkeys }
}

/** Every change on this screen is the person's own sign-in: `accountAction` tells them apart. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return accountAction(await request.formData())
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

export default function StaffSecurity({ loaderData }: Route.ComponentProps) {
  const me = useStaff()
  const remover = useFetcher<StaffActionResult>()
  const removal = remover.state === 'idle' ? remover.data : undefined
  // A success leaves for the sign-in page; only a refusal comes back here.
  const revoker = useFetcher<StaffActionResult>()
  const revocationProblem = revoker.state === 'idle' ? revoker.data?.problem : undefined
  const passkeysId = useId()
  const sessionsId = useId()

  return (
    <>
      <h1>Security</h1>
      {me.secondFactorRequired && (
        <p className="staff-alert" role="alert">
          Admins need a second factor. Set up an authenticator app or add a passkey to use the
          workspace.
        </p>
      )}
      {me.hasPassword && <ChangePassword email={me.email} />}
      {me.twoFactorEnabled ? (
        <section className="staff-panel" aria-label="Authenticator app">
          <h2>Authenticator app</h2>
          <p>On: signing in with your password also asks for a code from your app.</p>
        </section>
      ) : (
        <TotpEnrolment />
      )}
      <section className="staff-panel" aria-labelledby={passkeysId}>
        <h2 id={passkeysId}>Your passkeys</h2>
        <ActionAnswer problem={removal?.problem} notice={removal?.notice} />
        {loaderData.passkeys.length === 0 ? (
          <p>No passkeys yet.</p>
        ) : (
          <ul>
            {loaderData.passkeys.map((passkey) => (
              <li key={passkey.id} className="staff-actions">
                <span>
                  {passkey.name || 'Passkey'}
                  {passkey.createdAt &&
                    `, added ${new Date(passkey.createdAt).toLocaleDateString()}`}
                </span>
                <remover.Form method="post">
                  <input type="hidden" name="intent" value="passkey-remove" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <input type="hidden" name="name" value={passkey.name || 'The passkey'} />
                  <button
                    type="submit"
                    className="button button--text"
                    disabled={remover.state !== 'idle'}
                  >
                    Remove {passkey.name || 'passkey'}
                  </button>
                </remover.Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PasskeyEnrolment />
      <section className="staff-panel" aria-labelledby={sessionsId}>
        <h2 id={sessionsId}>Sessions</h2>
        {revocationProblem && (
          <p className="staff-alert" role="alert">
            {revocationProblem}
          </p>
        )}
        <p>Signs you out on every device and browser, this one included.</p>
        <revoker.Form method="post">
          <input type="hidden" name="intent" value="sessions-revoke" />
          <button
            type="submit"
            className="button button--outline"
            disabled={revoker.state !== 'idle'}
          >
            Sign out everywhere
          </button>
        </revoker.Form>
      </section>
    </>
  )
}
