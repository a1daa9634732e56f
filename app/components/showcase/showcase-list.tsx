import type { ReactNode } from 'react'
import { Link, type MetaDescriptor } from 'react-router'
import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { useLocalizedPath } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import type { ResolvedImage } from '#app/utils/responsive-image.ts'
import type { CategoryChoice, ShownText } from '#app/utils/showcase.ts'
import { collectionPage } from '#app/utils/structured-data.ts'
import { CategoryFilter } from './category-filter.tsx'

/** The texts every showcase list page has (projects, case studies, gallery). */
export interface ShowcaseListMessages {
  title: string
  heading: string
  lead: string
  description: string
  listLabel: string
  filterLabel: string
  all: string
  none: string
  unknownCategory: string
}

/** A list page's loader data as ShowcaseList shows it (see `listAnswer` in app/utils/showcase.ts). */
interface ShowcaseListData<Item> {
  messages: ShowcaseListMessages
  choices: readonly CategoryChoice[]
  selected: string | undefined
  found: boolean
  items: readonly Item[]
}

/**
 * The title, the description and the list's JSON-LD of a showcase list page; the 404's when
 * the address asks for a category that is not there.
 */
export function showcaseListMeta(
  {
    loaderData,
    matches,
    location,
  }: {
    loaderData: { found: boolean; messages: ShowcaseListMessages } | undefined
    matches: Parameters<typeof notFoundMeta>[0]
    location: { search: string }
  },
  path: string,
  items: readonly { name: string; path: string }[],
  type?: 'ImageGallery',
): MetaDescriptor[] {
  if (!loaderData?.found) return notFoundMeta(matches)
  const { messages } = loaderData
  return [
    ...pageMeta(siteOf(matches), {
      title: messages.title,
      description: fill(messages.description, { company: companyOf(matches).name }),
      path,
      breadcrumb: [{ name: messages.title, path }],
    }),
    {
      'script:ld+json': collectionPage({
        ...(type ? { type } : {}),
        name: messages.heading,
        path: `${path}${location.search}`,
        items,
      }),
    },
  ]
}

/**
 * A showcase list page: its header, the category filter (links in the address, so it works
 * without JavaScript), then the grid of items or the empty state; the 404 for a category that is
 * not there.
 */
export function ShowcaseList<Item extends { id: number }>({
  path,
  data: { messages, choices, selected, found, items },
  gridClassName = 'showcase-grid',
  children: itemView,
}: {
  /** The English path of the list, e.g. /projects. */
  path: string
  data: ShowcaseListData<Item>
  gridClassName?: string
  /** `first` is the grid's first item: its picture is the page's largest paint, fetched first. */
  children: (item: Item, localize: (path: string) => string, first: boolean) => ReactNode
}) {
  const localize = useLocalizedPath()
  if (!found) return <NotFoundContent message={messages.unknownCategory} />
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <section className="section" aria-label={messages.listLabel}>
        <div className="container">
          <CategoryFilter
            path={path}
            label={messages.filterLabel}
            allLabel={messages.all}
            choices={choices}
            selected={selected}
            localize={localize}
          />
          {items.length === 0 ? (
            <p className="lead">{messages.none}</p>
          ) : (
            <ul className={gridClassName}>
              {items.map((item, index) => (
                <li key={item.id}>{itemView(item, localize, index === 0)}</li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}

/** A project's or a case study's card: its picture, a line of facts, the linked title, a text. */
export function ShowcaseCard({
  image,
  facts,
  to,
  title,
  text,
  lcp = false,
}: {
  /** Undefined for a card without a picture, or whose photo is missing. */
  image?: ResolvedImage | undefined
  /** The list's first card: its picture is the page's largest paint (see ResponsiveImage). */
  lcp?: boolean
  facts: ReactNode
  to: string
  title: ShownText
  text: ShownText
}) {
  return (
    <article className="showcase-card">
      <ResponsiveImage className="showcase-card__image" image={image} lcp={lcp} />
      <div className="showcase-card__body">
        <p className="showcase-card__meta">{facts}</p>
        <h2>
          <Link className="showcase-card__link" to={to} lang={title.lang}>
            {title.text}
          </Link>
        </h2>
        <p className="showcase-card__text" lang={text.lang}>
          {text.text}
        </p>
      </div>
    </article>
  )
}
