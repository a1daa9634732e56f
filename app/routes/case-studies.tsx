import {
  ShowcaseCard,
  ShowcaseList,
  showcaseListMeta,
} from '#app/components/showcase/showcase-list.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import {
  categoryFilter,
  englishOf,
  listAnswer,
  recordsWithEnglish,
  shownText,
} from '#app/utils/showcase.ts'
import type { MetaDescriptor } from 'react-router'
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
  return listAnswer(filter, messages, caseStudies)
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const items = args.loaderData?.items ?? []
  return showcaseListMeta(
    args,
    '/case-studies',
    items.map((study) => ({ name: study.title.text, path: `/case-studies/${study.id}` })),
  )
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <ShowcaseList path="/case-studies" data={loaderData}>
      {(study, localize, first) => (
        <ShowcaseCard
          lcp={first}
          to={localize(`/case-studies/${study.id}`)}
          title={study.title}
          text={study.summary}
          facts={
            <>
              {study.category ? (
                <span lang={study.category.lang}>{study.category.text}</span>
              ) : null}
              <span lang="en">{study.client}</span>
            </>
          }
        />
      )}
    </ShowcaseList>
  )
}
