import { Link } from 'react-router'

interface Crumb {
  name: string
  path: string
}

/** "Home | <parent> | <page>": the links above a page's title; the parent is optional. */
export function Breadcrumb({ parent, current }: { parent?: Crumb; current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {parent ? (
          <li>
            <Link to={parent.path}>{parent.name}</Link>
          </li>
        ) : null}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

/** A page's title band with its breadcrumb. */
export function PageHeader({
  title,
  breadcrumb,
  parent,
  lead,
}: {
  title: string
  breadcrumb: string
  parent?: Crumb
  lead?: string
}) {
  return (
    <div className="page-header">
      <div className="container">
        <Breadcrumb parent={parent} current={breadcrumb} />
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
    </div>
  )
}
