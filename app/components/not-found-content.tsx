import { Link } from 'react-router'
import { ArrowRightIcon } from './icons.tsx'

export const NOT_FOUND_TITLE = 'Page not found'

export function NotFoundContent({ message }: { message: string }) {
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
