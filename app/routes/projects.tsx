import {
  ShowcaseCard,
  ShowcaseList,
  showcaseListMeta,
} from '#app/components/showcase/showcase-list.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import {
  categoryFilter,
  englishOf,
  listAnswer,
  recordsWithEnglish,
  shownText,
} from '#app/utils/showcase.ts'
import { digitsIn } from '#domain/numerals.ts'
import type { MetaDescriptor } from 'react-router'
import type { Route } from './+types/projects'
import { projectsMessages } from './projects.messages.ts'
import './projects.css'

/** Rendered per request: the projects as published now, of the category in the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(projectsMessages, language)
  const [{ records, english }, pictures] = await Promise.all([
    recordsWithEnglish(context, language),
    pagePictures(context, language),
  ])
  const photos = pictures.of(
    pictures.collections.projects,
    PLACES.showcaseCard,
    (data) => data.image,
  )
  const filter = categoryFilter(
    request,
    records.categories,
    english.categories,
    new Set(records.projects.map((project) => project.categoryId)),
    language,
  )
  const categoryName = new Map(filter.choices.map((choice) => [choice.id, choice.name]))
  const englishProject = englishOf(english.projects)
  const projects = records.projects
    .filter((project) => !filter.selected || project.categoryId === filter.selected.id)
    .map((project) => {
      const inEnglish = englishProject(project)
      return {
        id: project.id,
        title: shownText(project.title, inEnglish?.title, language),
        description: shownText(project.description, inEnglish?.description, language),
        category: categoryName.get(project.categoryId),
        year: digitsIn(String(project.year), language),
        featured: project.featured,
        image: photos[project.id],
      }
    })
  return listAnswer(filter, messages, projects)
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  const items = args.loaderData?.items ?? []
  return showcaseListMeta(
    args,
    '/projects',
    items.map((project) => ({ name: project.title.text, path: `/projects/${project.id}` })),
  )
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData
  return (
    <ShowcaseList path="/projects" data={loaderData}>
      {(project, localize, first) => (
        <ShowcaseCard
          lcp={first}
          image={project.image}
          to={localize(`/projects/${project.id}`)}
          title={project.title}
          text={project.description}
          facts={
            <>
              {project.category ? (
                <span lang={project.category.lang}>{project.category.text}</span>
              ) : null}
              <span>{fill(messages.completed, { year: project.year })}</span>
              {project.featured ? (
                <span className="showcase-card__badge">{messages.featured}</span>
              ) : null}
            </>
          }
        />
      )}
    </ShowcaseList>
  )
}
