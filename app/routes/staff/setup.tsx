import '#app/styles/staff.css'
import { useRef, useState, type FormEvent } from 'react'
import { Link, type ClientActionFunctionArgs } from 'react-router'
import { COMPANY } from '#content/company.ts'
import {
  StaffSetupInfoSchema,
  StaffSetupResponseSchema,
  type StaffSetupInfo,
} from '#schemas/staff.ts'
import { describeStaffError, StaffApiError, staffApi } from '#app/staff/api.ts'
import { accountAction } from '#app/staff/account-actions.ts'
import {
  checkNewPassword,
  NewPasswordFields,
  useFocusFirstInvalid,
} from '#app/components/staff/password-fields.tsx'
import { PasskeyEnrolment } from '#app/components/staff/passkey-enrolment.tsx'
import { TotpEnrolment } from '#app/components/staff/totp-enrolment.tsx'

export const meta = () => [
  { title: `Set up your staff account | ${COMPANY.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

type SetupInfo = StaffSetupInfo

type Stage =
  | { name: 'invalid'; message: string }
  | { name: 'password'; info: SetupInfo }
  | { name: 'factors'; info: SetupInfo; password: string }
  | { name: 'done'; info: SetupInfo }

/** The token is in the fragment, which never reaches a server (nor its logs). */
export async function clientLoader(): Promise<{ token: string; stage: Stage }> {
  const token = window.location.hash.slice(1)
  try {
    const info = await staffApi('/api/staff/setup/info', StaffSetupInfoSchema, { body: { token } })
    return { token, stage: { name: 'password', info } }
  } catch (error) {
    const message =
      error instanceof StaffApiError && error.status !== 400
        ? error.message
        : 'This set-up link is not complete: open it again from the email'
    return { token, stage: { name: 'invalid', message } }
  }
}

/** The authenticator app's steps (TotpEnrolment), once the password is saved. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  return accountAction(await request.formData())
}

/** The loader reads a one-time token, already spent and gone from the address once saved. */
export const shouldRevalidate = () => false

export function HydrateFallback() {
  return (
    <main className="staff-auth">
      <div className="staff-auth__card">
        <h1>Set up your staff account</h1>
        <p role="status">Checking the link…</p>
      </div>
    </main>
  )
}

export default function StaffSetup({
  loaderData,
}: {
  loaderData: { token: string; stage: Stage }
}) {
  const { token } = loaderData
  const [stage, setStage] = useState<Stage>(loaderData.stage)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(form, errors)

  function onPassword(event: FormEvent<HTMLFormElement>, info: SetupInfo) {
    event.preventDefault()
    const { password, errors: problems } = checkNewPassword(new FormData(event.currentTarget))
    if (problems) {
      setErrors(problems)
      return
    }
    setErrors({})
    setBusy(true)
    staffApi('/api/staff/setup', StaffSetupResponseSchema, { body: { token, password } })
      .then(
        () => {
          // Clears the used token from the address bar and the history.
          window.history.replaceState(null, '', '/staff/setup')
          setStage({ name: 'factors', info, password })
        },
        (error: unknown) => {
          if (error instanceof StaffApiError && error.status === 404) {
            setStage({ name: 'invalid', message: error.message })
          } else {
            const message = error instanceof StaffApiError ? error.errors.password : undefined
            setErrors({ newPassword: message ?? describeStaffError(error) })
          }
        },
      )
      .finally(() => setBusy(false))
  }

  return (
    <main className="staff-auth">
      <div className="staff-auth__card">
        <h1>Set up your staff account</h1>
        {stage.name === 'invalid' && (
          <p className="staff-alert" role="alert">
            {stage.message}
          </p>
        )}
        {stage.name === 'password' && (
          <>
            <p>
              {stage.info.name} ({stage.info.email}), role <strong>{stage.info.role}</strong>.
              Choose your password.
            </p>
            <form
              ref={form}
              className="staff-form"
              onSubmit={(event) => onPassword(event, stage.info)}
              noValidate
            >
              <input
                type="hidden"
                name="username"
                autoComplete="username"
                value={stage.info.email}
              />
              <NewPasswordFields idPrefix="setup" errors={errors} />
              <button type="submit" className="button button--primary" disabled={busy}>
                Save password
              </button>
            </form>
          </>
        )}
        {stage.name === 'factors' && (
          <>
            <p className="staff-notice" role="status">
              Your password is saved and you are signed in.
            </p>
            <p>
              {stage.info.role === 'admin'
                ? 'Admins need a second factor: set up an authenticator app or a passkey now.'
                : 'For a safer account, add an authenticator app or a passkey.'}
            </p>
            <TotpEnrolment
              password={stage.password}
              onDone={() => setStage({ name: 'done', info: stage.info })}
            />
            <PasskeyEnrolment onDone={() => setStage({ name: 'done', info: stage.info })} />
            {stage.info.role !== 'admin' && (
              <Link to="/staff" className="button button--outline">
                Skip for now
              </Link>
            )}
          </>
        )}
        {stage.name === 'done' && (
          <>
            <p className="staff-notice" role="status">
              Your account is ready.
            </p>
            <Link to="/staff" className="button button--primary">
              Open the workspace
            </Link>
          </>
        )}
      </div>
    </main>
  )
}
