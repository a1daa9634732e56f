import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { recordsWithEnglish, shownText } from '#app/utils/showcase.ts'
import { creativeWork } from '#app/utils/structured-data.ts'
import { formatDate } from '#domain/calendar.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/case-study-detail'
import { caseStudiesMessages } from './case-studies.messages.ts'
import './case-studies.css'

/** Rendered per request: the case study as published now; 404 for an unknown or unpublished id. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(caseStudiesMessages, language)
  const { records, english } = await recordsWithEnglish(context, language)
  const study = records.caseStudies.find((candidate) => String(candidate.id) === params.id)
  if (!study) return data({ messages, study: null }, { status: 404 })
  const inEnglish = english.caseStudies.find((candidate) => candidate.id === study.id)
  const category = records.categories.find((candidate) => candidate.id === study.categoryId)
  const englishCategory = english.categories.find((candidate) => candidate.id === study.categoryId)
  const shown = (key: 'title' | 'summary' | 'challenge' | 'solution' | 'result') =>
    shownText(study[key], inEnglish?.[key], language)
  return {
    messages,
    study: {
      id: study.id,
      title: shown('title'),
      summary: shown('summary'),
      challenge: shown('challenge'),
      solution: shown('solution'),
      result: shown('result'),
      client: study.client,
      category: category && shownText(category.name, englishCategory?.name, language),
      categorySlug: category?.slug,
      publishedOn: study.publishedOn,
      publishedOnText: formatDate(study.publishedOn, language),
    },
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const study = loaderData?.study
  if (!loaderData || !study) return notFoundMeta(matches)
  const { messages } = loaderData
  const path = `/case-studies/${study.id}`
  return [
    ...pageMeta(siteOf(matches), {
      title: study.title.text,
      description: study.summary.text,
      path,
      breadcrumb: [
        { name: messages.title, path: '/case-studies' },
        { name: study.title.text, path },
      ],
    }),
    {
      'script:ld+json': creativeWork({
        name: study.title.text,
        description: study.summary.text,
        path,
        date: study.publishedOn,
        about: study.category?.text,
      }),
    },
  ]
}

export default function CaseStudyDetail({ loaderData }: Route.ComponentProps) {
  const { messages, study } = loaderData
  const localize = useLocalizedPath()
  if (!study) return <NotFoundContent />
  const sections = [
    { id: 'challenge', heading: messages.challenge, text: study.challenge },
    { id: 'solution', heading: messages.solution, text: study.solution },
    { id: 'result', heading: messages.result, text: study.result },
  ]
  return (
    <>
      <PageHeader
        title={study.title.text}
        breadcrumb={study.title.text}
        parent={{ name: messages.title, path: localize('/case-studies') }}
      />
      <div className="section">
        <article className="container case-study">
          <p className="lead" lang={study.summary.lang}>
            {study.summary.text}
          </p>
          <dl className="showcase-facts">
            <dt>{messages.client}</dt>
            <dd lang="en">{study.client}</dd>
            {study.category ? (
              <>
                <dt>{messages.category}</dt>
                <dd>
                  <Link
                    to={localize(`/case-studies?category=${study.categorySlug ?? ''}`)}
                    lang={study.category.lang}
                  >
                    {study.category.text}
                  </Link>
                </dd>
              </>
            ) : null}
            <dt>{messages.publishedOn}</dt>
            <dd>
              <time dateTime={study.publishedOn}>{study.publishedOnText}</time>
            </dd>
          </dl>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`case-study-${section.id}`}>
              <h2 id={`case-study-${section.id}`}>{section.heading}</h2>
              <p lang={section.text.lang}>{section.text.text}</p>
            </section>
          ))}
          <p>
            <Link to={localize('/case-studies')}>{messages.back}</Link>
          </p>
        </article>
      </div>
    </>
  )
}
