import { Link } from 'react-router'
import { CONTENT_COLLECTIONS, type ContentCollection } from '#schemas/content/collections.ts'
import { collectionLabel } from './load.ts'

/**
 * The way back above a content screen: the site content's overview for the public site's
 * collections (a staff-only one, like rate cards, is reached from its own section), then the
 * collection's list on an item's screens.
 */
export function ContentCrumbs({
  collection,
  list,
}: {
  collection: ContentCollection
  list: boolean
}) {
  const site = CONTENT_COLLECTIONS[collection].public
  if (!site && !list) return null
  return (
    <p className="content-crumbs">
      {site ? <Link to="/staff/content">Site content</Link> : null}
      {site && list ? ' / ' : null}
      {list ? <Link to={`/staff/content/${collection}`}>{collectionLabel(collection)}</Link> : null}
    </p>
  )
}
