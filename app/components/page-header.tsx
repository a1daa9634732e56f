import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { useShellMessages } from '#app/utils/site-content.ts'
import { Link } from 'react-router'

interface Crumb {
  name: string
  path: string
}

/** "Home | <parent> | <page>": the links above a page's title; the parent is optional. */
export function Breadcrumb({ parent, current }: { parent?: Crumb; current: string }) {
  const messages = useShellMessages()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  return (
    <nav className="breadcrumb" aria-label={messages.breadcrumb}>
      <ol>
        <li>
          <Link to={to('/')}>{messages.breadcrumbHome}</Link>
        </li>
        {parent ? (
          <li>
            <Link to={to(parent.path)} lang={langOf(parent.name)}>
              {parent.name}
            </Link>
          </li>
        ) : null}
        <li aria-current="page" lang={langOf(current)}>
          {current}
        </li>
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
  const langOf = useTextLang()
  return (
    <div className="page-header">
      <div className="container">
        <Breadcrumb parent={parent} current={breadcrumb} />
        <h1 lang={langOf(title)}>{title}</h1>
        {lead ? <p lang={langOf(lead)}>{lead}</p> : null}
      </div>
    </div>
  )
}
