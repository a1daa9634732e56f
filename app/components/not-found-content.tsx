import { pathWithoutLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { documentTitle, languageAlternates, siteOf } from '#app/utils/page-meta.ts'
import { useShellMessages } from '#app/utils/site-content.ts'
import { Link, type MetaDescriptor } from 'react-router'
import { ArrowRightIcon } from './icons.tsx'

/**
 * The tags of the 404 page, for the not-found route and for routes that render "not found" for
 * an unknown id: in the page's language, with the same address in the other language beside it.
 */
export function notFoundMeta(matches: Parameters<typeof siteOf>[0]): MetaDescriptor[] {
  const { company, messages } = siteOf(matches)
  const pathname = matches.at(-1)?.pathname
  return [
    { title: documentTitle(company, messages.notFoundTitle) },
    { name: 'description', content: messages.notFoundDescription },
    { name: 'robots', content: 'noindex' },
    ...(pathname ? languageAlternates(pathWithoutLanguage(pathname)) : []),
  ]
}

/** The 404 page's content; `message` says what was not found when it is more than a page. */
export function NotFoundContent({ message }: { message?: string }) {
  const messages = useShellMessages()
  const to = useLocalizedPath()
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{messages.notFoundTitle}</h1>
      <p className="lead">{message ?? messages.notFoundMessage}</p>
      <Link to={to('/')} className="button button--primary">
        {messages.notFoundHome} <ArrowRightIcon />
      </Link>
      <p>
        {messages.notFoundBrowse} <Link to={to('/services')}>{messages.notFoundServices}</Link>
        {messages.notFoundOr} <Link to={to('/contact')}>{messages.notFoundContact}</Link>.
      </p>
    </section>
  )
}
