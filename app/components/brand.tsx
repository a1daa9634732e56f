import { COMPANY } from '#content/company.ts'
import { Link } from 'react-router'

/**
 * The logo: links home from every page, as the original's did. On dark backgrounds (the footer)
 * the mark sits on its own navy tile, so it stays visible; that copy is far below the fold and
 * lazy, so it neither competes with the first paint nor gets an early preload.
 */
export function Brand({ onDark = false }: { onDark?: boolean }) {
  const [firstWord, ...rest] = COMPANY.name.split(' ')
  return (
    <Link to="/" className="brand" aria-label={`${COMPANY.name}, home`}>
      <img
        src={onDark ? '/favicon.svg' : '/images/logo-mark.svg'}
        width="48"
        height="48"
        alt=""
        loading={onDark ? 'lazy' : undefined}
      />
      <span>
        {firstWord} {rest.join(' ')}
        <small>Freight forwarders</small>
      </span>
    </Link>
  )
}
