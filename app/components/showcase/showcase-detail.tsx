import type { ReactNode } from 'react'
import { Link, type MetaDescriptor } from 'react-router'
import { notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { useLocalizedPath } from '#app/i18n/language.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import type { ResolvedImage } from '#app/utils/responsive-image.ts'
import type { ShownCategory, ShownText } from '#app/utils/showcase.ts'
import { creativeWork } from '#app/utils/structured-data.ts'

/** What a showcase item's page (a project, a case study) tells search engines. */
export function showcaseDetailMeta(
  matches: Parameters<typeof notFoundMeta>[0],
  item:
    | {
        /** The English path of the list, e.g. /projects. */
        listPath: string
        listName: string
        id: number
        title: ShownText
        description: ShownText
        date: string
        imageUrl?: string
        category: ShownCategory | undefined
      }
    | null
    | undefined,
): MetaDescriptor[] {
  if (!item) return notFoundMeta(matches)
  const path = `${item.listPath}/${item.id}`
  return [
    ...pageMeta(siteOf(matches), {
      title: item.title.text,
      description: item.description.text,
      path,
      breadcrumb: [
        { name: item.listName, path: item.listPath },
        { name: item.title.text, path },
      ],
    }),
    {
      'script:ld+json': creativeWork({
        name: item.title.text,
        description: item.description.text,
        path,
        date: item.date,
        ...(item.imageUrl ? { image: item.imageUrl } : {}),
        about: item.category?.name.text,
      }),
    },
  ]
}

/**
 * A showcase item's page: its header under the list's, the picture (if it has one), the lead,
 * the facts (the category links to the list filtered by it, the date), the item's own sections,
 * and the way back to the list.
 */
export function ShowcaseDetail({
  listPath,
  listName,
  title,
  className,
  image,
  lead,
  factsBefore,
  category,
  date,
  factsAfter,
  back,
  children,
}: {
  /** The English path of the list, e.g. /projects. */
  listPath: string
  listName: string
  title: ShownText
  className: string
  image?: ResolvedImage | undefined
  lead: ShownText
  factsBefore?: ReactNode
  category: { label: string; shown: ShownCategory | undefined }
  date: { label: string; iso: string; text: string }
  factsAfter?: ReactNode
  back: string
  children?: ReactNode
}) {
  const localize = useLocalizedPath()
  return (
    <>
      <PageHeader
        title={title.text}
        breadcrumb={title.text}
        parent={{ name: listName, path: localize(listPath) }}
      />
      <div className="section">
        <article className={`container ${className}`}>
          <ResponsiveImage className="showcase-detail__image" image={image} lcp />
          <div>
            <p className="lead" lang={lead.lang}>
              {lead.text}
            </p>
            <dl className="showcase-facts">
              {factsBefore}
              {category.shown ? (
                <>
                  <dt>{category.label}</dt>
                  <dd>
                    <Link
                      to={localize(`${listPath}?category=${category.shown.slug}`)}
                      lang={category.shown.name.lang}
                    >
                      {category.shown.name.text}
                    </Link>
                  </dd>
                </>
              ) : null}
              <dt>{date.label}</dt>
              <dd>
                <time dateTime={date.iso}>{date.text}</time>
              </dd>
              {factsAfter}
            </dl>
            {children}
            <p>
              <Link to={localize(listPath)}>{back}</Link>
            </p>
          </div>
        </article>
      </div>
    </>
  )
}
