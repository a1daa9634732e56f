import { useId, useState, type FormEvent } from 'react'
import { useRevalidator, type ClientLoaderFunctionArgs } from 'react-router'
import {
  STAFF_ROLE_DESCRIPTIONS,
  StaffAccountListResponseSchema,
  StaffAccountResponseSchema,
  StaffInviteSchema,
  StaffRoleSchema,
  type StaffAccount,
  type StaffRole,
} from '#schemas/staff.ts'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import { useStaff } from '#app/components/staff/use-staff.ts'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['admin'] }

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return unlessForbidden(
    staffApi('/api/staff/accounts', StaffAccountListResponseSchema, { signal: request.signal }),
  )
}

const ROLES = StaffRoleSchema.options

function factorsOf(account: StaffAccount): string {
  const factors = [
    account.hasPassword ? 'password' : 'set-up link not used yet',
    account.twoFactorEnabled ? 'authenticator app' : null,
    account.passkeys > 0 ? `${account.passkeys} passkey${account.passkeys > 1 ? 's' : ''}` : null,
  ]
  return factors.filter(Boolean).join(', ')
}

function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const headingId = useId()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = Object.fromEntries(new FormData(formElement))
    const parsed = StaffInviteSchema.safeParse(form)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    staffApi('/api/staff/accounts', StaffAccountResponseSchema, { body: parsed.data })
      .then(
        () => {
          formElement.reset()
          onInvited(`Invitation sent to ${parsed.data.email}: the set-up link works for 24 hours.`)
        },
        (error: unknown) =>
          setErrors(
            error instanceof StaffApiError
              ? { email: error.errors.email ?? error.message }
              : { email: 'Something went wrong' },
          ),
      )
      .finally(() => setBusy(false))
  }

  const field = (name: 'email' | 'name', label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`invite-${name}`}>{label}</label>
      <input
        id={`invite-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `invite-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`invite-${name}-error`} className="field__error">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Invite a colleague</h2>
      <p>They receive a one-time set-up link by email to choose their password.</p>
      <form className="staff-form" onSubmit={onSubmit} noValidate>
        {field('name', 'Name', 'text', 'off')}
        {field('email', 'Email', 'email', 'off')}
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" name="role" defaultValue="sales">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role}: {STAFF_ROLE_DESCRIPTIONS[role].toLowerCase()}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          Send invitation
        </button>
      </form>
    </section>
  )
}

function AccountRow({
  account,
  isSelf,
  onChange,
}: {
  account: StaffAccount
  isSelf: boolean
  onChange: (message: string | null, error?: string) => void
}) {
  const [role, setRole] = useState<StaffRole>(account.role)
  const [busy, setBusy] = useState(false)

  function call(path: string, body: unknown, done: string) {
    setBusy(true)
    staffApi(path, StaffAccountResponseSchema, { body })
      .then(
        () => onChange(done),
        (error: unknown) =>
          onChange(null, error instanceof StaffApiError ? error.message : 'Something went wrong'),
      )
      .finally(() => setBusy(false))
  }

  return (
    <tr>
      <td data-label="Name">
        {account.name}
        {isSelf && ' (you)'}
      </td>
      <td data-label="Email">{account.email}</td>
      <td data-label="Status">{account.disabled ? 'Disabled' : 'Active'}</td>
      <td data-label="Sign-in">{factorsOf(account)}</td>
      <td>
        <div className="staff-actions">
          <label className="visually-hidden" htmlFor={`role-${account.id}`}>
            Role of {account.name}
          </label>
          <select
            id={`role-${account.id}`}
            value={role}
            disabled={isSelf || busy}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {role !== account.role && (
            <button
              type="button"
              className="button button--outline staff-button"
              disabled={busy}
              onClick={() =>
                call(
                  `/api/staff/accounts/${account.id}`,
                  { role },
                  `${account.name} is now ${role}.`,
                )
              }
            >
              Save role of {account.name}
            </button>
          )}
          {!isSelf && (
            <>
              <button
                type="button"
                className="button button--outline staff-button"
                disabled={busy}
                onClick={() =>
                  call(
                    `/api/staff/accounts/${account.id}`,
                    { disabled: !account.disabled },
                    account.disabled
                      ? `${account.name} can sign in again.`
                      : `${account.name} is disabled and signed out everywhere.`,
                  )
                }
              >
                {account.disabled ? 'Enable' : 'Disable'} {account.name}
              </button>
              <button
                type="button"
                className="button button--outline staff-button"
                disabled={busy}
                onClick={() => {
                  if (
                    window.confirm(
                      `Reset ${account.name}? Their password, authenticator app and passkeys are removed, and a new set-up link is emailed to them.`,
                    )
                  ) {
                    call(
                      `/api/staff/accounts/${account.id}/reset`,
                      {},
                      `${account.name} was reset: a new set-up link is on its way.`,
                    )
                  }
                }}
              >
                Reset {account.name}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

export default function StaffAccounts({ loaderData }: { loaderData: { data: StaffAccount[] } }) {
  const me = useStaff()
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const tableId = useId()

  const changed = (message: string | null, problem?: string) => {
    setNotice(message)
    setError(problem ?? null)
    if (message) void revalidator.revalidate()
  }

  return (
    <>
      <h1>Accounts</h1>
      <p role="status" className={notice ? 'staff-notice' : 'visually-hidden'}>
        {notice}
      </p>
      {error && (
        <p className="staff-alert" role="alert">
          {error}
        </p>
      )}
      <InviteForm onInvited={(message) => changed(message)} />
      <h2 id={tableId}>Everyone</h2>
      <div className="staff-table-wrap">
        <table className="staff-table staff-table--cards" aria-labelledby={tableId}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col">Sign-in</th>
              <th scope="col">Role and actions</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.data.map((account) => (
              <AccountRow
                // A new role from the server resets the row's select.
                key={`${account.id}-${account.role}`}
                account={account}
                isSelf={account.id === me.id}
                onChange={changed}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
