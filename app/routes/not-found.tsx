import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { data } from 'react-router'
import './not-found.css'

export const meta = notFoundMeta

/** Every address no other route answers: rendered with the site around it, as a 404. */
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundContent />
}
