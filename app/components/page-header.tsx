import { Link } from 'react-router'

/** A page's title band with its "Home | <page>" breadcrumb. */
export function PageHeader({
  title,
  breadcrumb,
  lead,
}: {
  title: string
  breadcrumb: string
  lead?: string
}) {
  return (
    <div className="page-header">
      <div className="container">
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{breadcrumb}</li>
          </ol>
        </nav>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
    </div>
  )
}
