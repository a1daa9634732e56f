import '#app/styles/staff.css'
import {
  NavLink,
  Outlet,
  redirect,
  useFetcher,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/layout'
import { publishedCompanyName } from '#app/utils/company-name.server.ts'
import { staffTitle } from '#app/staff/title.ts'
import { STAFF_ROLE_DESCRIPTIONS, StaffMeSchema, type StaffMe } from '#schemas/staff.ts'
import { StaffApiError, staffApi } from '#app/staff/api.ts'
import { sectionsFor } from '#app/components/staff/sections.ts'
import {
  INBOX_COUNT_CAP,
  InboxCountsResponseSchema,
  type InboxCounts,
} from '#schemas/staff-inbox.ts'
import {
  isPolling,
  layoutKeptAfterSave,
  useRevalidateWhileVisible,
} from '#app/staff/use-polling.ts'
import { StaffErrorBoundary } from '#app/staff/error-boundary.tsx'
import { StaffForbidden, useScreenAllowed } from '#app/components/staff/access.tsx'
import type { SignOutRefusal } from './sign-in.tsx'

/** The published company's name, for the header and the title (the page itself loads in the browser). */
export async function loader({ context }: Route.LoaderArgs) {
  return { companyName: await publishedCompanyName(context) }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: staffTitle('Staff workspace', loaderData?.companyName) },
  { name: 'robots', content: 'noindex, nofollow' },
]

const SECURITY_PATH = '/staff/security'
/** The layout has no path of its own: signing out is posted to the sign-in page's action. */
const SIGN_OUT_ACTION = '/staff/sign-in'

/** What the layout last loaded: a refresh that gets no answer keeps showing it. */
let lastLoaded: { me: StaffMe; counts: InboxCounts; companyName: string } | null = null

/** New items per inbox list the person may work; `known` when they cannot be read. */
async function newItemCounts(signal: AbortSignal, known: InboxCounts): Promise<InboxCounts> {
  try {
    const { data } = await staffApi('/api/staff/inbox/counts', InboxCountsResponseSchema, {
      signal,
    })
    return data
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error
    return known
  }
}

/**
 * The sign-in gate: every workspace page loads the signed-in person first, in the browser, and
 * the navigation's counts of new items. It runs again after every change made on the page and
 * with the workspace's polling, so the counts follow.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  // Asked beside the person on a first load and after a change made on the page (a rename is
  // one), not every poll; a refresh without an answer keeps the name it had.
  const knownName = { companyName: lastLoaded?.companyName ?? '' }
  const company =
    isPolling() && lastLoaded ? Promise.resolve(knownName) : serverLoader().catch(() => knownName)
  let me: StaffMe
  try {
    me = await staffApi('/api/staff/me', StaffMeSchema, { signal: request.signal })
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 401) {
      lastLoaded = null
      throw redirect(`/staff/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`)
    }
    // The polling tries again shortly; until then the workspace stays as it was.
    if (error instanceof StaffApiError && isPolling() && lastLoaded) return lastLoaded
    throw error
  }
  // An admin must add a second factor before anything else.
  if (me.secondFactorRequired && url.pathname !== SECURITY_PATH) throw redirect(SECURITY_PATH)
  const known = lastLoaded?.me.id === me.id ? lastLoaded.counts : {}
  const counts = me.secondFactorRequired ? {} : await newItemCounts(request.signal, known)
  lastLoaded = { me, counts, companyName: (await company).companyName }
  return lastLoaded
}
clientLoader.hydrate = true as const

/**
 * A move to another screen keeps the person and the counts (React Router would otherwise load
 * them again whenever the query changes); a change made on the page and the polling read them
 * again, but not a save that answered with its record and changed none of them.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args
  if (formMethod === undefined && currentUrl.href !== nextUrl.href) return false
  if (layoutKeptAfterSave(args)) return false
  return defaultShouldRevalidate
}

/** "1000+" past the cap, nothing for none. */
function countText(count: number | undefined): string {
  if (!count) return ''
  return count >= INBOX_COUNT_CAP ? `${INBOX_COUNT_CAP}+` : String(count)
}

/** The workspace could not be loaded at all (no answer, or a fault): the message, in a page. */
export function ErrorBoundary() {
  return (
    <main id="staff-main" className="staff-main">
      <StaffErrorBoundary />
    </main>
  )
}

export function HydrateFallback() {
  return (
    <main className="staff-loading">
      <p role="status">Loading the workspace…</p>
    </main>
  )
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { me, counts, companyName } = loaderData
  // A fetcher, not a navigation: a failed sign-out keeps the person on the screen they were on.
  const signOut = useFetcher<SignOutRefusal>()
  const signOutRefusal = signOut.state === 'idle' ? signOut.data : undefined
  useRevalidateWhileVisible()
  const allowed = useScreenAllowed(me.role)
  const sections = me.secondFactorRequired
    ? sectionsFor(me.role).filter((section) => section.path === SECURITY_PATH)
    : sectionsFor(me.role)

  return (
    <div className="staff">
      <a className="skip-link" href="#staff-main">
        Skip to content
      </a>
      <header className="staff-header">
        <div className="staff-header__inner">
          <p className="staff-header__brand">
            {companyName ? <span>{companyName}</span> : null}{' '}
            <span className="staff-header__area">Staff workspace</span>
          </p>
          <div className="staff-header__person">
            <p>
              <span className="staff-header__name">{me.name}</span>{' '}
              <span className="staff-badge" title={STAFF_ROLE_DESCRIPTIONS[me.role]}>
                {me.role}
              </span>
            </p>
            <signOut.Form method="post" action={SIGN_OUT_ACTION}>
              <input type="hidden" name="intent" value="sign-out" />
              <button
                type="submit"
                className="button button--outline staff-button"
                disabled={signOut.state !== 'idle'}
              >
                Sign out
              </button>
            </signOut.Form>
          </div>
          {signOutRefusal && (
            <p className="staff-alert staff-header__alert" role="alert">
              {signOutRefusal.signOutProblem}
            </p>
          )}
        </div>
        <nav className="staff-nav" aria-label="Workspace">
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === '/staff'}>
                  {section.label}
                  {section.countKey && countText(counts[section.countKey]) ? (
                    <span className="staff-count">
                      {' '}
                      {countText(counts[section.countKey])}
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
