import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import type { Route } from './+types/accounts'
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
import { staffActionResult, type StaffActionResult } from '#app/staff/action-result.ts'
import { useStaff } from '#app/components/staff/use-staff.ts'
import { ActionAnswer } from '#app/components/staff/action-answer.tsx'
import { unlessForbidden, type StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['admin'] }

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return unlessForbidden(
    staffApi('/api/staff/accounts', StaffAccountListResponseSchema, { signal: request.signal }),
  )
}

/** An invitation, or a change to one account (its row's button is the `intent`). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData()
  if (form.get('intent') === 'invite') return invite(form)
  const path = `/api/staff/accounts/${String(form.get('id'))}`
  const name = String(form.get('name') ?? '')
  const change = (url: string, body: unknown, notice: string) =>
    staffActionResult(async () => {
      await staffApi(url, StaffAccountResponseSchema, { body })
      return notice
    })
  switch (form.get('intent')) {
    case 'role': {
      const role = StaffRoleSchema.parse(form.get('role'))
      return change(path, { role }, `${name} is now ${role}.`)
    }
    case 'disable':
      return change(path, { disabled: true }, `${name} is disabled and signed out everywhere.`)
    case 'enable':
      return change(path, { disabled: false }, `${name} can sign in again.`)
    case 'reset':
      return change(`${path}/reset`, {}, `${name} was reset: a new set-up link is on its way.`)
    default:
      throw new Response('Unknown change', { status: 400 })
  }
}

/** The form's fields are checked with the server's schema before anything is sent. */
async function invite(form: FormData): Promise<StaffActionResult> {
  const parsed = StaffInviteSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { problem: Object.values(errors).join(' '), errors }
  }
  try {
    await staffApi('/api/staff/accounts', StaffAccountResponseSchema, { body: parsed.data })
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return { problem: error.message, errors: { email: error.errors.email ?? error.message } }
  }
  return {
    notice: `Invitation sent to ${parsed.data.email}: the set-up link works for 24 hours.`,
  }
}

/** The rows' changes share one fetcher, so the screen says the latest answer above the table. */
const ACCOUNT_CHANGE = 'account-change'
const NO_ERRORS: Record<string, string> = {}

const ROLES = StaffRoleSchema.options

function factorsOf(account: StaffAccount): string {
  const factors = [
    account.hasPassword ? 'password' : 'set-up link not used yet',
    account.twoFactorEnabled ? 'authenticator app' : null,
    account.passkeys > 0 ? `${account.passkeys} passkey${account.passkeys > 1 ? 's' : ''}` : null,
  ]
  return factors.filter(Boolean).join(', ')
}

function InviteForm() {
  const inviter = useFetcher<typeof clientAction>()
  const answer = inviter.state === 'idle' ? inviter.data : undefined
  const errors = answer?.errors ?? NO_ERRORS
  const form = useRef<HTMLFormElement>(null)
  const headingId = useId()

  // A sent invitation leaves the form empty for the next one.
  useEffect(() => {
    if (inviter.data?.notice) form.current?.reset()
  }, [inviter.data])

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
      <ActionAnswer notice={answer?.notice} />
      <inviter.Form ref={form} method="post" className="staff-form" noValidate>
        <input type="hidden" name="intent" value="invite" />
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
        <button
          type="submit"
          className="button button--primary"
          disabled={inviter.state !== 'idle'}
        >
          Send invitation
        </button>
      </inviter.Form>
    </section>
  )
}

function AccountRow({ account, isSelf }: { account: StaffAccount; isSelf: boolean }) {
  const changer = useFetcher({ key: ACCOUNT_CHANGE })
  const busy = changer.state !== 'idle'
  // The role chosen, until it is saved (the server's answer then resets the row).
  const [role, setRole] = useState<StaffRole>(account.role)

  function confirmReset(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (
      submitter?.value === 'reset' &&
      !window.confirm(
        `Reset ${account.name}? Their password, authenticator app and passkeys are removed, and a new set-up link is emailed to them.`,
      )
    ) {
      event.preventDefault()
    }
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
        <changer.Form method="post" className="staff-actions" onSubmit={confirmReset}>
          <input type="hidden" name="id" value={account.id} />
          <input type="hidden" name="name" value={account.name} />
          <label className="visually-hidden" htmlFor={`role-${account.id}`}>
            Role of {account.name}
          </label>
          <select
            id={`role-${account.id}`}
            name="role"
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
              type="submit"
              name="intent"
              value="role"
              className="button button--outline staff-button"
              disabled={busy}
            >
              Save role of {account.name}
            </button>
          )}
          {!isSelf && (
            <>
              <button
                type="submit"
                name="intent"
                value={account.disabled ? 'enable' : 'disable'}
                className="button button--outline staff-button"
                disabled={busy}
              >
                {account.disabled ? 'Enable' : 'Disable'} {account.name}
              </button>
              <button
                type="submit"
                name="intent"
                value="reset"
                className="button button--outline staff-button"
                disabled={busy}
              >
                Reset {account.name}
              </button>
            </>
          )}
        </changer.Form>
      </td>
    </tr>
  )
}

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'
export { ignorePolling as shouldRevalidate } from '#app/staff/use-polling.ts'

export default function StaffAccounts({ loaderData }: Route.ComponentProps) {
  const me = useStaff()
  const changer = useFetcher<typeof clientAction>({ key: ACCOUNT_CHANGE })
  const answer = changer.state === 'idle' ? changer.data : undefined
  const tableId = useId()
  if (!loaderData) return null // the layout shows the refusal

  return (
    <>
      <h1>Accounts</h1>
      <p role="status" className={answer?.notice ? 'staff-notice' : 'visually-hidden'}>
        {answer?.notice}
      </p>
      {answer?.problem && (
        <p className="staff-alert" role="alert">
          {answer.problem}
        </p>
      )}
      <InviteForm />
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
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
