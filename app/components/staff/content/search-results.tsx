import { Link } from 'react-router'
import type { StaffContentSearch } from '#schemas/staff-content.ts'
import { STATUS_LABELS } from './status.ts'

const LANGUAGE_NAMES = { en: 'English', bn: 'Bangla' } as const

/** The search text's place in an excerpt, marked; compared as the server compares. */
function Marked({ text, query }: { text: string; query: string }) {
  const at = text.toLowerCase().indexOf(query.toLowerCase())
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  )
}

/** What a search of the site content found: each item, where in it, and a link to edit it. */
export function ContentSearchResults({ search }: { search: StaffContentSearch }) {
  const { query, results, more } = search
  const count = results.length
  return (
    <section aria-labelledby="content-search-title" className="content-search-results">
      <h2 id="content-search-title" tabIndex={-1}>
        {count === 0
          ? `Nothing matches “${query}”`
          : `${count}${more ? '+' : ''} ${count === 1 ? 'item matches' : 'items match'} “${query}”`}
      </h2>
      {more ? <p>Only the first {count} are listed: add a word to narrow the search.</p> : null}
      {count > 0 ? (
        <ol className="content-search-results__list">
          {results.map(({ collection, collectionLabel, item, matches }) => (
            <li key={`${collection}-${item.id}`}>
              <p className="content-search-results__head">
                <Link to={`/staff/content/${collection}/${item.id}`}>{item.name}</Link>{' '}
                <span className="staff-table__sub">
                  {collectionLabel} ·{' '}
                  <span className={`content-status content-status--${item.status}`}>
                    {STATUS_LABELS[item.status]}
                  </span>
                </span>
              </p>
              <dl className="content-search-results__matches">
                {matches.map((match, index) => (
                  <div key={index}>
                    <dt>
                      {match.field}
                      {match.language ? ` (${LANGUAGE_NAMES[match.language]})` : ''}
                    </dt>
                    <dd lang={match.language ?? undefined}>
                      <Marked text={match.excerpt} query={query} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
