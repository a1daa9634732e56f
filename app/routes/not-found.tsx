import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import './not-found.css'

export const meta = notFoundMeta

export default function NotFound() {
  return <NotFoundContent />
}
