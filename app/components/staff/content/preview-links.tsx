import { localizedPath } from '#app/i18n/language.ts'
import type { ContentCollection } from '#schemas/content/collections.ts'

/** `?preview` on a public address: the page with the drafts, for staff with content rights. */
const PREVIEW_QUERY = '?preview'

/**
 * The public page that shows an item of each collection. The company, offices and settings are
 * on every page's header and footer; /contact shows them all. A collection without a page of
 * its own yet is previewed on the home page, where its header, footer and banners show too.
 * The careers pages show only what is published (they read the vacancies apart from the rest of
 * the content): a position's draft has no preview, null.
 */
export function publicPathOf(collection: ContentCollection, id: number): string | null {
  switch (collection) {
    case 'services':
      return `/service-detail/${id}`
    case 'company':
    case 'offices':
    case 'site-settings':
      return '/contact'
    case 'about':
    case 'team':
      return '/about'
    case 'notices':
      return '/notices'
    case 'positions':
      return null
    default:
      return '/'
  }
}

/** Links to the item's public page showing the drafts, in English and in Bangla. */
export function PreviewLinks({ collection, id }: { collection: ContentCollection; id: number }) {
  const path = publicPathOf(collection, id)
  if (path === null) return null
  return (
    <p className="content-preview">
      Preview the draft on the site:{' '}
      <a href={`${localizedPath(path, 'en')}${PREVIEW_QUERY}`} target="_blank" rel="noopener">
        in English<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {', '}
      <a
        href={`${localizedPath(path, 'bn')}${PREVIEW_QUERY}`}
        target="_blank"
        rel="noopener"
        hrefLang="bn"
      >
        in Bangla<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  )
}
