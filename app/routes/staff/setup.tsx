import '#app/styles/staff.css'
import { useRef, useState } from 'react'
import { Link, useFetcher, type ClientActionFunctionArgs } from 'react-router'
import type { Route } from './+types/setup'
import { publishedCompanyName } from '#app/utils/company-name.server.ts'
import { staffTitle } from '#app/staff/title.ts'
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

export async function loader({ context }: Route.LoaderArgs) {
  return { companyName: await publishedCompanyName(context) }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: staffTitle('Set up your staff account', loaderData?.companyName) },
  { name: 'robots', content: 'noindex, nofollow' },
]

type SetupInfo = StaffSetupInfo

type Stage =
  | { name: 'invalid'; message: string }
  | { name: 'password'; info: SetupInfo }
  | { name: 'factors'; info: SetupInfo; password: string }
  | { name: 'done'; info: SetupInfo }

/**
 * The password step's answer: saved (the password kept for the authenticator's first step, which
 * asks for it), the link no longer valid, or the refusal to show beside the fields.
 */
type PasswordAnswer =
  | { step: 'saved'; password: string }
  | { step: 'invalid'; message: string }
  | { step: 'refused'; errors: Record<string, string> }

const NO_ERRORS: Record<string, string> = {}

/** The token is in the fragment, which never reaches a server (nor its logs). */
function setupToken(): string {
  return window.location.hash.slice(1)
}

export async function clientLoader({
  serverLoader,
}: Route.ClientLoaderArgs): Promise<{ stage: Stage; companyName: string }> {
  // The name only titles the page: without it the page still works.
  const company = serverLoader().catch(() => ({ companyName: '' }))
  return { stage: await setupStage(), ...(await company) }
}
// The token is in the address's fragment, which only the browser reads.
clientLoader.hydrate = true as const

async function setupStage(): Promise<Stage> {
  try {
    const info = await staffApi('/api/staff/setup/info', StaffSetupInfoSchema, {
      body: { token: setupToken() },
    })
    return { name: 'password', info }
  } catch (error) {
    const message =
      error instanceof StaffApiError && error.status !== 400
        ? error.message
        : 'This set-up link is not complete: open it again from the email'
    return { name: 'invalid', message }
  }
}

/** The password step, then the second factor's (TotpEnrolment, PasskeyEnrolment). */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData()
  return form.get('intent') === 'setup-password' ? savePassword(form) : accountAction(form)
}

async function savePassword(form: FormData): Promise<PasswordAnswer> {
  const { password, errors } = checkNewPassword(form)
  if (errors) return { step: 'refused', errors }
  try {
    await staffApi('/api/staff/setup', StaffSetupResponseSchema, {
      body: { token: setupToken(), password },
    })
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 404) {
      return { step: 'invalid', message: error.message }
    }
    const message = error instanceof StaffApiError ? error.errors.password : undefined
    return { step: 'refused', errors: { newPassword: message ?? describeStaffError(error) } }
  }
  // Clears the used token from the address bar and the history.
  window.history.replaceState(null, '', '/staff/setup')
  return { step: 'saved', password }
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

/** Where the person is: the loader checked the link, the password step's answer moves on. */
function stageAfter(loaded: Stage, saved: PasswordAnswer | undefined, ready: boolean): Stage {
  if (loaded.name !== 'password') return loaded
  if (saved?.step === 'invalid') return { name: 'invalid', message: saved.message }
  if (saved?.step !== 'saved') return loaded
  return ready
    ? { name: 'done', info: loaded.info }
    : { name: 'factors', info: loaded.info, password: saved.password }
}

export default function StaffSetup({ loaderData }: { loaderData: { stage: Stage } }) {
  const saver = useFetcher<PasswordAnswer>()
  // A second factor's answer shows nowhere in the loader's data (set-up does not revalidate).
  const [ready, setReady] = useState(false)
  const stage = stageAfter(loaderData.stage, saver.data, ready)
  const answer = saver.state === 'idle' ? saver.data : undefined
  const errors = answer?.step === 'refused' ? answer.errors : NO_ERRORS
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(form, errors)

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
            <saver.Form ref={form} method="post" className="staff-form" noValidate>
              <input type="hidden" name="intent" value="setup-password" />
              <input
                type="hidden"
                name="username"
                autoComplete="username"
                value={stage.info.email}
              />
              <NewPasswordFields idPrefix="setup" errors={errors} />
              <button
                type="submit"
                className="button button--primary"
                disabled={saver.state !== 'idle'}
              >
                Save password
              </button>
            </saver.Form>
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
            <TotpEnrolment password={stage.password} onDone={() => setReady(true)} />
            <PasskeyEnrolment onDone={() => setReady(true)} />
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
