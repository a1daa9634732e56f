import { COMPANY } from '#content/company.ts'
import { Link } from 'react-router'

/**
 * The logo: links home from every page, as the original's did. On dark backgrounds (the footer)
 * the mark sits on its own navy tile, so it stays visible; that copy is far below the fold and
 * lazy, so it neither competes with the first paint nor gets an early preload.
 */
export function Brand({ onDark = false }: { onDark?: boolean }) {
  return (
    // Named by its text, so that the name contains what is seen (WCAG 2.5.3, Label in Name).
    <Link to="/" className="brand">
      <img
        src={onDark ? '/favicon.svg' : '/images/logo-mark.svg'}
        width="48"
        height="48"
        alt=""
        loading={onDark ? 'lazy' : undefined}
      />
      <span>
        {COMPANY.name}{' '}
        <small>
          Freight forwarders<span className="visually-hidden">, home</span>
        </small>
      </span>
    </Link>
  )
}
