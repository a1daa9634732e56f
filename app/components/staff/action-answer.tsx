/**
 * A form's answer above it: a refusal as an alert, and a status line that is always in the page
 * (hidden while empty), so a screen reader announces the notice when it arrives.
 */
export function ActionAnswer({ problem, notice }: { problem?: string; notice?: string }) {
  return (
    <>
      {problem && (
        <p className="staff-alert" role="alert">
          {problem}
        </p>
      )}
      <p className="staff-notice" role="status" hidden={!notice}>
        {notice}
      </p>
    </>
  )
}
