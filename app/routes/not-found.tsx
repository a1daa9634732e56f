import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'

export const meta = notFoundMeta

export default function NotFound() {
  return <NotFoundContent />
}
