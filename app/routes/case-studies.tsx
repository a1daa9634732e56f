import { CategoryFilter } from '#app/components/showcase/category-filter.tsx'
import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { categoryFilter, englishOf, recordsWithEnglish, shownText } from '#app/utils/showcase.ts'
import { collectionPage } from '#app/utils/structured-data.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/case-studies'
import { caseStudiesMessages } from './case-studies.messages.ts'
import './case-studies.css'

/** Rendered per request: the case studies as published now, of the category in the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(caseStudiesMessages, language)
  const { records, english } = await recordsWithEnglish(context, language)
  const filter = categoryFilter(
    request,
    records.categories,
    english.categories,
    new Set(records.caseStudies.map((study) => study.categoryId)),
    language,
  )
  const categoryName = new Map(filter.choices.map((choice) => [choice.id, choice.name]))
  const englishStudy = englishOf(english.caseStudies)
  const caseStudies = records.caseStudies
    .filter((study) => !filter.selected || study.categoryId === filter.selected.id)
    .map((study) => {
      const inEnglish = englishStudy(study)
      return {
        id: study.id,
        title: shownText(study.title, inEnglish?.title, language),
        summary: shownText(study.summary, inEnglish?.summary, language),
        client: study.client,
        category: categoryName.get(study.categoryId),
      }
    })
  const page = { messages, choices: filter.choices, selected: filter.selected?.slug, caseStudies }
  return filter.selected === null
    ? data({ ...page, found: false }, { status: 404 })
    : { ...page, found: true }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData?.found) return notFoundMeta(matches)
  const { messages, caseStudies } = loaderData
  const company = companyOf(matches)
  return [
    ...pageMeta(siteOf(matches), {
      title: messages.title,
      description: fill(messages.description, { company: company.name }),
      path: '/case-studies',
      breadcrumb: [{ name: messages.title, path: '/case-studies' }],
    }),
    {
      'script:ld+json': collectionPage({
        name: messages.heading,
        path: `/case-studies${location.search}`,
        items: caseStudies.map((study) => ({
          name: study.title.text,
          path: `/case-studies/${study.id}`,
        })),
      }),
    },
  ]
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { messages, choices, selected, caseStudies, found } = loaderData
  const localize = useLocalizedPath()
  if (!found) return <NotFoundContent message={messages.unknownCategory} />
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <section className="section" aria-label={messages.listLabel}>
        <div className="container">
          <CategoryFilter
            path="/case-studies"
            label={messages.filterLabel}
            allLabel={messages.all}
            choices={choices}
            selected={selected}
            localize={localize}
          />
          {caseStudies.length === 0 ? (
            <p className="lead">{messages.none}</p>
          ) : (
            <ul className="showcase-grid">
              {caseStudies.map((study) => (
                <li key={study.id}>
                  <article className="showcase-card">
                    <div className="showcase-card__body">
                      <p className="showcase-card__meta">
                        {study.category ? (
                          <span lang={study.category.lang}>{study.category.text}</span>
                        ) : null}
                        <span lang="en">{study.client}</span>
                      </p>
                      <h2>
                        <Link
                          className="showcase-card__link"
                          to={localize(`/case-studies/${study.id}`)}
                          lang={study.title.lang}
                        >
                          {study.title.text}
                        </Link>
                      </h2>
                      <p className="showcase-card__text" lang={study.summary.lang}>
                        {study.summary.text}
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
