import { useId, useState } from 'react'
import {
  useNavigate,
  useRevalidator,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from 'react-router'
import { accountAction } from '#app/staff/account-actions.ts'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import {
  AuthDoneResponseSchema,
  PasskeyListResponseSchema,
  type Passkey,
} from '#schemas/staff-auth.ts'
import { ChangePassword } from '#app/components/staff/change-password.tsx'
import { PasskeyEnrolment } from '#app/components/staff/passkey-enrolment.tsx'
import { TotpEnrolment } from '#app/components/staff/totp-enrolment.tsx'
import { useStaff } from '#app/components/staff/use-staff.ts'

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const passkeys = await staffApi(
    '/api/staff/auth/passkey/list-user-passkeys',
    PasskeyListResponseSchema,
    { signal: request.signal },
  )
  return { passkeys }
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  return accountAction(await request.formData())
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

export default function StaffSecurity({ loaderData }: { loaderData: { passkeys: Passkey[] } }) {
  const me = useStaff()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [error, setError] = useState<string | null>(null)
  const passkeysId = useId()
  const sessionsId = useId()
  const refresh = () => void revalidator.revalidate()

  async function act(action: () => Promise<unknown>) {
    setError(null)
    try {
      await action()
    } catch (caught) {
      setError(caught instanceof StaffApiError ? caught.message : 'Something went wrong')
    }
  }

  return (
    <>
      <h1>Security</h1>
      {me.secondFactorRequired && (
        <p className="staff-alert" role="alert">
          Admins need a second factor. Set up an authenticator app or add a passkey to use the
          workspace.
        </p>
      )}
      {error && (
        <p className="staff-alert" role="alert">
          {error}
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
                <button
                  type="button"
                  className="button button--text"
                  onClick={() =>
                    void act(async () => {
                      await staffApi(
                        '/api/staff/auth/passkey/delete-passkey',
                        AuthDoneResponseSchema,
                        {
                          body: { id: passkey.id },
                        },
                      )
                      refresh()
                    })
                  }
                >
                  Remove {passkey.name || 'passkey'}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PasskeyEnrolment onDone={refresh} />
      <section className="staff-panel" aria-labelledby={sessionsId}>
        <h2 id={sessionsId}>Sessions</h2>
        <p>Signs you out on every device and browser, this one included.</p>
        <button
          type="button"
          className="button button--outline"
          onClick={() =>
            void act(async () => {
              await staffApi('/api/staff/auth/revoke-sessions', AuthDoneResponseSchema, {
                body: {},
              })
              await navigate('/staff/sign-in')
            })
          }
        >
          Sign out everywhere
        </button>
      </section>
    </>
  )
}
