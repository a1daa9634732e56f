import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { describeStaffError } from './api.ts'

/**
 * What a workspace screen shows when its loader or action threw: the API's message (or a plain
 * one for anything else), inside the workspace's frame, with a way back. Routes export it as
 * their ErrorBoundary.
 */
export function StaffErrorBoundary() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `The server answered ${error.status}`
    : describeStaffError(error)
  return (
    <section aria-labelledby="staff-error-title" className="staff-error">
      <h1 id="staff-error-title">This screen could not be shown</h1>
      <p className="staff-alert" role="alert">
        {message}
      </p>
      <p>
        <Link to="/staff">Back to the overview</Link>
      </p>
    </section>
  )
}
