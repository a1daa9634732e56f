import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { recordsWithEnglish, shownText } from '#app/utils/showcase.ts'
import { creativeWork } from '#app/utils/structured-data.ts'
import { formatDate } from '#domain/calendar.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
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
  const category = records.categories.find((candidate) => candidate.id === project.categoryId)
  const englishCategory = english.categories.find(
    (candidate) => candidate.id === project.categoryId,
  )
  return {
    messages,
    project: {
      id: project.id,
      title: shownText(project.title, inEnglish?.title, language),
      description: shownText(project.description, inEnglish?.description, language),
      category: category && shownText(category.name, englishCategory?.name, language),
      categorySlug: category?.slug,
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
  if (!loaderData || !project) return notFoundMeta(matches)
  const { messages } = loaderData
  const path = `/projects/${project.id}`
  return [
    ...pageMeta(siteOf(matches), {
      title: project.title.text,
      description: project.description.text,
      path,
      breadcrumb: [
        { name: messages.title, path: '/projects' },
        { name: project.title.text, path },
      ],
    }),
    {
      'script:ld+json': creativeWork({
        name: project.title.text,
        description: project.description.text,
        path,
        date: project.completedOn,
        image: project.imageUrl,
        about: project.category?.text,
      }),
    },
  ]
}

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { messages, project } = loaderData
  const localize = useLocalizedPath()
  if (!project) return <NotFoundContent />
  return (
    <>
      <PageHeader
        title={project.title.text}
        breadcrumb={project.title.text}
        parent={{ name: messages.title, path: localize('/projects') }}
      />
      <div className="section">
        <article className="container showcase-detail">
          <ResponsiveImage className="showcase-detail__image" image={project.image} lcp />
          <div>
            <p className="lead" lang={project.description.lang}>
              {project.description.text}
            </p>
            <dl className="showcase-facts">
              {project.category ? (
                <>
                  <dt>{messages.category}</dt>
                  <dd>
                    <Link
                      to={localize(`/projects?category=${project.categorySlug ?? ''}`)}
                      lang={project.category.lang}
                    >
                      {project.category.text}
                    </Link>
                  </dd>
                </>
              ) : null}
              <dt>{messages.completedOn}</dt>
              <dd>
                <time dateTime={project.completedOn}>{project.completedOnText}</time>
              </dd>
              {project.tags.length > 0 ? (
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
              ) : null}
            </dl>
            <p>
              <Link to={localize('/projects')}>{messages.back}</Link>
            </p>
          </div>
        </article>
      </div>
    </>
  )
}
