import { Link } from 'react-router'
import { CheckCircleIcon } from './icons.tsx'

/**
 * A confirmation page of a form sent without JavaScript. Without a receipt (the page was opened
 * directly, or an hour later) it says so instead of thanking anybody.
 */
export function SubmissionReceived({
  received,
  title,
  breadcrumb,
  missing,
  icon = true,
  children,
}: {
  received: boolean
  /** False when the content has its own. */
  icon?: boolean
  title: string
  breadcrumb: { name: string; path: string }
  missing: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <>
      <div className="page-header">
        <div className="container">
          <nav className="breadcrumb" aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to={breadcrumb.path}>{breadcrumb.name}</Link>
              </li>
              <li aria-current="page">{received ? title : 'Nothing to confirm'}</li>
            </ol>
          </nav>
          <h1>{received ? title : 'Nothing to confirm'}</h1>
        </div>
      </div>
      <section className="section" aria-label={received ? title : 'Nothing to confirm'}>
        <div className="container submission-received">
          {received ? (
            <>
              {icon ? <CheckCircleIcon className="submission-received__icon" /> : null}
              {children}
            </>
          ) : (
            <p className="lead">{missing}</p>
          )}
        </div>
      </section>
    </>
  )
}
