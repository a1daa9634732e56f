import { Link } from 'react-router'
import { STAFF_ROLE_DESCRIPTIONS } from '#schemas/staff.ts'
import { sectionsFor } from '#app/components/staff/sections.ts'
import { useStaff } from '#app/components/staff/use-staff.ts'

export { StaffErrorBoundary as ErrorBoundary } from '#app/staff/error-boundary.tsx'

export default function StaffHome() {
  const me = useStaff()
  const sections = sectionsFor(me.role).filter((section) => section.path !== '/staff')
  return (
    <>
      <h1>Welcome, {me.name}</h1>
      <p>
        You are signed in as <strong>{me.role}</strong>:{' '}
        {STAFF_ROLE_DESCRIPTIONS[me.role].toLowerCase()}.
      </p>
      <ul className="staff-cards">
        {sections.map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}
