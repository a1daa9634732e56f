import { PositionForm } from '#app/components/staff/positions/position-form.tsx'
import { Link, useNavigate } from 'react-router'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'

export const handle: StaffScreenHandle = { staffRoles: ['hr'] }

export const meta = () => [{ title: 'New position | Staff' }]

export default function NewPosition() {
  const navigate = useNavigate()
  return (
    <section aria-labelledby="new-position-title" className="staff-positions">
      <p>
        <Link to="/staff/positions">All positions</Link>
      </p>
      <h1 id="new-position-title">New position</h1>
      <p>
        Save it as a draft to finish later (nobody else sees it), or publish it: it then shows on
        the careers page and takes applications until its apply-by date.
      </p>
      <PositionForm onSaved={(saved) => void navigate(`/staff/positions/${saved.id}`)} />
    </section>
  )
}
