import { useLocalizedPath } from '#app/i18n/language.ts'
import type { MessagesOf } from '#app/i18n/messages.ts'
import { SITE_LAYOUT_ROUTE } from '#app/utils/site-content.ts'
import { Link, useRouteLoaderData } from 'react-router'
import type { showcaseLinksMessages } from './showcase-links.messages.ts'

/** The public layout's loader data this component reads: its texts, in the page's language. */
export interface ShowcaseLinksData {
  showcaseLinks: MessagesOf<typeof showcaseLinksMessages>
}

/** The company's work, as items of a footer list of links. */
export function ShowcaseLinks() {
  const localize = useLocalizedPath()
  const texts = useRouteLoaderData<ShowcaseLinksData>(SITE_LAYOUT_ROUTE)?.showcaseLinks
  if (!texts) return null
  const links = [
    { to: '/projects', label: texts.projects },
    { to: '/case-studies', label: texts.caseStudies },
    { to: '/gallery', label: texts.gallery },
    { to: '/working-areas', label: texts.workingAreas },
  ]
  return links.map((link) => (
    <li key={link.to}>
      <Link to={localize(link.to)}>{link.label}</Link>
    </li>
  ))
}
