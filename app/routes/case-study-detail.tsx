import { NotFoundContent } from '#app/components/not-found-content.tsx'
import { ShowcaseDetail, showcaseDetailMeta } from '#app/components/showcase/showcase-detail.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { recordsWithEnglish, shownCategory, shownText } from '#app/utils/showcase.ts'
import { formatDate } from '#domain/calendar.ts'
import { data, type MetaDescriptor } from 'react-router'
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
      category: shownCategory(records.categories, english.categories, study.categoryId, language),
      publishedOn: study.publishedOn,
      publishedOnText: formatDate(study.publishedOn, language),
    },
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const study = loaderData?.study
  return showcaseDetailMeta(
    matches,
    study && {
      listPath: '/case-studies',
      listName: loaderData.messages.title,
      id: study.id,
      title: study.title,
      description: study.summary,
      date: study.publishedOn,
      category: study.category,
    },
  )
}

export default function CaseStudyDetail({ loaderData }: Route.ComponentProps) {
  const { messages, study } = loaderData
  if (!study) return <NotFoundContent />
  const sections = [
    { id: 'challenge', heading: messages.challenge, text: study.challenge },
    { id: 'solution', heading: messages.solution, text: study.solution },
    { id: 'result', heading: messages.result, text: study.result },
  ]
  return (
    <ShowcaseDetail
      listPath="/case-studies"
      listName={messages.title}
      title={study.title}
      className="case-study"
      lead={study.summary}
      factsBefore={
        <>
          <dt>{messages.client}</dt>
          <dd lang="en">{study.client}</dd>
        </>
      }
      category={{ label: messages.category, shown: study.category }}
      date={{ label: messages.publishedOn, iso: study.publishedOn, text: study.publishedOnText }}
      back={messages.back}
    >
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`case-study-${section.id}`}>
          <h2 id={`case-study-${section.id}`}>{section.heading}</h2>
          <p lang={section.text.lang}>{section.text.text}</p>
        </section>
      ))}
    </ShowcaseDetail>
  )
}
