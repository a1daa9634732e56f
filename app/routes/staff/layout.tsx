import '#app/styles/staff.css'
import { useState } from 'react'
import { NavLink, Outlet, redirect, useNavigate, type ClientLoaderFunctionArgs } from 'react-router'
import { COMPANY } from '#content/company.ts'
import { STAFF_ROLE_DESCRIPTIONS, StaffMeSchema, type StaffMe } from '#schemas/staff.ts'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import { AuthDoneResponseSchema } from '#schemas/staff-auth.ts'
import { sectionsFor } from '#app/components/staff/sections.ts'
import { useNewItemCounts } from '#app/components/staff/inbox/use-new-item-counts.ts'
import { StaffForbidden, useScreenAllowed } from '#app/components/staff/access.tsx'

export const meta = () => [
  { title: `Staff workspace | ${COMPANY.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
]

const SECURITY_PATH = '/staff/security'

/** The sign-in gate: every workspace page loads the signed-in person first, in the browser. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url)
  let me: StaffMe
  try {
    me = await staffApi('/api/staff/me', StaffMeSchema, { signal: request.signal })
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 401) {
      throw redirect(`/staff/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`)
    }
    throw error
  }
  // An admin must add a second factor before anything else.
  if (me.secondFactorRequired && url.pathname !== SECURITY_PATH) throw redirect(SECURITY_PATH)
  return { me }
}

export function HydrateFallback() {
  return (
    <main className="staff-loading">
      <p role="status">Loading the workspace…</p>
    </main>
  )
}

export default function StaffLayout({ loaderData }: { loaderData: { me: StaffMe } }) {
  const { me } = loaderData
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)
  const counts = useNewItemCounts(!me.secondFactorRequired)
  const allowed = useScreenAllowed(me.role)
  const sections = me.secondFactorRequired
    ? sectionsFor(me.role).filter((section) => section.path === SECURITY_PATH)
    : sectionsFor(me.role)

  async function signOut() {
    setSigningOut(true)
    try {
      await staffApi('/api/staff/auth/sign-out', AuthDoneResponseSchema, { body: {} })
    } finally {
      setSigningOut(false)
      void navigate('/staff/sign-in')
    }
  }

  return (
    <div className="staff">
      <a className="skip-link" href="#staff-main">
        Skip to content
      </a>
      <header className="staff-header">
        <div className="staff-header__inner">
          <p className="staff-header__brand">
            <span>{COMPANY.name}</span> <span className="staff-header__area">Staff workspace</span>
          </p>
          <div className="staff-header__person">
            <p>
              <span className="staff-header__name">{me.name}</span>{' '}
              <span className="staff-badge" title={STAFF_ROLE_DESCRIPTIONS[me.role]}>
                {me.role}
              </span>
            </p>
            <button
              type="button"
              className="button button--outline staff-button"
              onClick={() => void signOut()}
              disabled={signingOut}
            >
              Sign out
            </button>
          </div>
        </div>
        <nav className="staff-nav" aria-label="Workspace">
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === '/staff'}>
                  {section.label}
                  {section.countKey && counts[section.countKey] ? (
                    <span className="staff-count">
                      {' '}
                      {counts[section.countKey]}
                      <span className="visually-hidden"> new</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        {allowed ? <Outlet /> : <StaffForbidden />}
      </main>
    </div>
  )
}
