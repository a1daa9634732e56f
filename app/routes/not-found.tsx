import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { data, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/not-found'
import './not-found.css'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return notFoundMeta(matches)
}

/** Every address no other route answers: rendered with the site around it, as a 404. */
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundContent />
}
