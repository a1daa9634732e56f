import { NotFoundContent } from '#app/components/not-found-content.tsx'
import { ShowcaseDetail, showcaseDetailMeta } from '#app/components/showcase/showcase-detail.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { recordsWithEnglish, shownCategory, shownText } from '#app/utils/showcase.ts'
import { formatDate } from '#domain/calendar.ts'
import { data, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/project-detail'
import { projectsMessages } from './projects.messages.ts'
import './projects.css'

/** Rendered per request: the project as published now; 404 for an unknown or unpublished id. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(projectsMessages, language)
  const [{ records, english }, pictures] = await Promise.all([
    recordsWithEnglish(context, language),
    pagePictures(context, language),
  ])
  const project = records.projects.find((candidate) => String(candidate.id) === params.id)
  if (!project) return data({ messages, project: null }, { status: 404 })
  const inEnglish = english.projects.find((candidate) => candidate.id === project.id)
  return {
    messages,
    project: {
      id: project.id,
      title: shownText(project.title, inEnglish?.title, language),
      description: shownText(project.description, inEnglish?.description, language),
      category: shownCategory(records.categories, english.categories, project.categoryId, language),
      completedOn: project.completedOn,
      completedOnText: formatDate(project.completedOn, language),
      tags: project.tags,
      image: pictures.of(
        pictures.collections.projects.filter((item) => item.id === project.id),
        PLACES.showcaseDetail,
        (data) => data.image,
      )[project.id],
      /** The file the API names, for search engines. */
      imageUrl: project.image,
    },
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const project = loaderData?.project
  return showcaseDetailMeta(
    matches,
    project && {
      listPath: '/projects',
      listName: loaderData.messages.title,
      id: project.id,
      title: project.title,
      description: project.description,
      date: project.completedOn,
      imageUrl: project.imageUrl,
      category: project.category,
    },
  )
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { messages, project } = loaderData
  if (!project) return <NotFoundContent />
  return (
    <ShowcaseDetail
      listPath="/projects"
      listName={messages.title}
      title={project.title}
      className="showcase-detail"
      image={project.image}
      lead={project.description}
      category={{ label: messages.category, shown: project.category }}
      date={{
        label: messages.completedOn,
        iso: project.completedOn,
        text: project.completedOnText,
      }}
      factsAfter={
        project.tags.length > 0 ? (
          <>
            <dt>{messages.tags}</dt>
            <dd>
              <ul className="showcase-tags" lang="en">
                {project.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null
      }
      back={messages.back}
    />
  )
}
