import type { ReactNode } from 'react'
import { Link, useMatches, type Params } from 'react-router'
import type { StaffRole } from '#schemas/staff.ts'
import { StaffApiError } from '#app/staff/api.ts'

/**
 * What a workspace route declares in its `handle`: the roles that may use the screen (admins
 * always may), fixed or decided from the route's params (an inbox list by its kind). A route
 * without one is for everyone signed in.
 */
export interface StaffScreenHandle {
  staffRoles: readonly StaffRole[] | ((params: Params) => readonly StaffRole[] | undefined)
}

function isScreenHandle(handle: unknown): handle is StaffScreenHandle {
  return typeof handle === 'object' && handle !== null && 'staffRoles' in handle
}

/** Whether the role may use the screen the router matched (the deepest route that says). */
export function useScreenAllowed(role: StaffRole): boolean {
  const matches = useMatches()
  if (role === 'admin') return true
  for (const match of [...matches].reverse()) {
    if (!isScreenHandle(match.handle)) continue
    const { staffRoles } = match.handle
    const roles = typeof staffRoles === 'function' ? staffRoles(match.params) : staffRoles
    // A param the screen does not know (no such list) is the screen's own "not found".
    return roles === undefined || roles.includes(role)
  }
  return true
}

/** The whole of a screen the signed-in role may not use: why, and a way back; no actions. */
export function StaffForbidden(): ReactNode {
  return (
    <section aria-labelledby="staff-forbidden-title" className="staff-forbidden">
      <h1 id="staff-forbidden-title">Not available to your role</h1>
      <p className="staff-alert" role="alert">
        Your role does not allow this
      </p>
      <p>
        <Link to="/staff">Back to the overview</Link>
      </p>
    </section>
  )
}

/**
 * A screen's data loader on a screen its role may not use: the layout shows the refusal in its
 * place, so a 403 is no error to show; anything else still is.
 */
export async function unlessForbidden<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 403) return null
    throw error
  }
}
