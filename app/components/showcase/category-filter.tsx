import type { CategoryChoice } from '#app/utils/showcase.ts'
import { Link } from 'react-router'

interface CategoryFilterProps {
  /** The English path of the list, e.g. /projects. */
  path: string
  label: string
  allLabel: string
  choices: readonly CategoryChoice[]
  /** The slug shown now; undefined for all. */
  selected: string | undefined
  localize: (path: string) => string
}

/**
 * The categories as links that put the filter in the address (?category=slug): they work
 * without JavaScript, and a filtered list can be shared and bookmarked.
 */
export function CategoryFilter({
  path,
  label,
  allLabel,
  choices,
  selected,
  localize,
}: CategoryFilterProps) {
  const link = (slug: string | undefined, text: string, lang?: string) => (
    <Link
      className="category-filter__link"
      to={localize(slug === undefined ? path : `${path}?category=${encodeURIComponent(slug)}`)}
      aria-current={slug === selected ? 'page' : undefined}
      preventScrollReset
      lang={lang}
    >
      {text}
    </Link>
  )
  return (
    <nav className="category-filter" aria-label={label}>
      <ul>
        <li>{link(undefined, allLabel)}</li>
        {choices.map((choice) => (
          <li key={choice.slug}>{link(choice.slug, choice.name.text, choice.name.lang)}</li>
        ))}
      </ul>
    </nav>
  )
}
