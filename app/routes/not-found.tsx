import { NOT_FOUND_TITLE, NotFoundContent } from '#app/components/not-found-content.tsx'
import { documentTitle } from '#app/utils/page-meta.ts'

export const meta = () => [
  { title: documentTitle(NOT_FOUND_TITLE) },
  { name: 'description', content: 'The page you were looking for does not exist.' },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return (
    <NotFoundContent message="We could not find the page you were looking for. It may have moved, or the address may be mistyped." />
  )
}
