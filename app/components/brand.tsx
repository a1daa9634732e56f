import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { useSite } from '#app/utils/site-content.ts'
import { Link } from 'react-router'

/**
 * The mark, drawn inline rather than loaded as an image: an SVG image is a document of its own,
 * which the browser builds on the main thread when it arrives (after the first paint, on a phone
 * a task long enough to delay a tap), and one request fewer on every page. On dark backgrounds
 * (the footer) it sits on its own navy tile, as in the favicon, so that it stays visible.
 */
function LogoMark({ onDark }: { onDark: boolean }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      {onDark ? (
        <>
          <rect width="48" height="48" rx="11" fill="#0b2545" />
          <g fill="none" stroke="#fff" strokeLinecap="round">
            <path strokeWidth="4" d="M9 30Q21 2 35.8 21.4" />
            <path strokeWidth="3.5" d="M9 30H39" />
            <path strokeWidth="2.5" d="M23 30V16.1" />
          </g>
          <path fill="#fff" d="M40 27L30.8 23.9L39.6 17.3Z" />
          <path
            fill="none"
            stroke="#3fb8c1"
            strokeWidth="3.5"
            strokeLinecap="round"
            d="M7 37q4.3-3 8.5 0t8.5 0t8.5 0t8.5 0"
          />
          <circle cx="9" cy="30" r="4.5" fill="#f28c28" />
        </>
      ) : (
        <>
          <g fill="none" stroke="#0b2545" strokeLinecap="round">
            <path strokeWidth="3.5" d="M7 30Q20 0 36.8 21.4" />
            <path strokeWidth="3" d="M7 30H40" />
            <path strokeWidth="2" d="M15 30V18.8M22 30V14.9M29 30V16.4" />
          </g>
          <path fill="#0b2545" d="M41.1 26.9L32.6 23.4L39.7 17.9Z" />
          <path
            fill="none"
            stroke="#0e7c86"
            strokeWidth="3"
            strokeLinecap="round"
            d="M7 37q4.3-3 8.5 0t8.5 0t8.5 0t8.5 0M13 43q2.8-2 5.5 0t5.5 0t5.5 0t5.5 0"
          />
          <circle cx="7" cy="30" r="3.5" fill="#f28c28" />
        </>
      )}
    </svg>
  )
}

/** The logo: links home from every page, as the original's did. */
export function Brand({ onDark = false }: { onDark?: boolean }) {
  const { company, messages } = useSite()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  return (
    // Named by its text, so that the name contains what is seen (WCAG 2.5.3, Label in Name).
    <Link to={to('/')} className="brand">
      <LogoMark onDark={onDark} />
      <span>
        <span lang={langOf(company.name)}>{company.name}</span>{' '}
        <small>
          {messages.brandTagline}
          <span className="visually-hidden">{messages.brandHome}</span>
        </small>
      </span>
    </Link>
  )
}
