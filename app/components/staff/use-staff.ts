import { useRouteLoaderData } from 'react-router'
import type { StaffMe } from '#schemas/staff.ts'

/** The id React Router gives the workspace layout's route. */
export const STAFF_LAYOUT_ROUTE_ID = 'routes/staff/layout'

/** The signed-in person, for any page inside the workspace layout. */
export function useStaff(): StaffMe {
  const data = useRouteLoaderData(STAFF_LAYOUT_ROUTE_ID) as { me: StaffMe } | undefined
  if (!data) throw new Error('useStaff is only for pages inside the staff layout')
  return data.me
}
