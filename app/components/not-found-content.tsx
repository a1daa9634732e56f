import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { Link } from 'react-router'
import { ArrowRightIcon } from './icons.tsx'

export const NOT_FOUND_TITLE = 'Page not found'

const DEFAULT_MESSAGE =
  'We could not find the page you were looking for. It may have moved, or the address may be mistyped.'

/**
 * The tags of the 404 page, for the not-found route and for routes that render "not found" for
 * an unknown id.
 */
export function notFoundMeta(matches: Parameters<typeof companyOf>[0]) {
  return [
    { title: documentTitle(companyOf(matches), NOT_FOUND_TITLE) },
    { name: 'description', content: 'The page you were looking for does not exist.' },
    { name: 'robots', content: 'noindex' },
  ]
}

export function NotFoundContent({ message = DEFAULT_MESSAGE }: { message?: string }) {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      <p className="lead">{message}</p>
      <Link to="/" className="button button--primary">
        Back to the home page <ArrowRightIcon />
      </Link>
      <p>
        Or browse <Link to="/services">our services</Link>, or <Link to="/contact">contact us</Link>
        .
      </p>
    </section>
  )
}
