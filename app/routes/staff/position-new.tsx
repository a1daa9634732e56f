import { PositionForm } from '#app/components/staff/positions/position-form.tsx'
import { Link } from 'react-router'
import type { Route } from './+types/position-new'
import type { StaffScreenHandle } from '#app/components/staff/access.tsx'
import { staffApi } from '#app/staff/api.ts'
import { createAndOpen, submission } from '#app/staff/action-result.ts'
import { StaffPositionResponseSchema } from '#schemas/positions.ts'

export const handle: StaffScreenHandle = { staffRoles: ['hr'] }

export const meta = () => [{ title: 'New position | Staff' }]

/** Creates the position the form sent (a draft, or published), then opens it. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { values } = await submission(request)
  return createAndOpen(
    async () =>
      (await staffApi('/api/staff/positions', StaffPositionResponseSchema, { body: values })).data
        .id,
    (id) => `/staff/positions/${id}`,
  )
}

export default function NewPosition() {
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
      <PositionForm />
    </section>
  )
}
