import { CategoryFilter } from '#app/components/showcase/category-filter.tsx'
import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { categoryFilter, englishOf, recordsWithEnglish, shownText } from '#app/utils/showcase.ts'
import { collectionPage } from '#app/utils/structured-data.ts'
import { digitsIn } from '#domain/numerals.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
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
  const page = {
    messages,
    choices: filter.choices,
    selected: filter.selected?.slug,
    projects,
  }
  return filter.selected === null
    ? data({ ...page, found: false }, { status: 404 })
    : { ...page, found: true }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData?.found) return notFoundMeta(matches)
  const { messages, projects } = loaderData
  const company = companyOf(matches)
  const path = `/projects${location.search}`
  return [
    ...pageMeta(siteOf(matches), {
      title: messages.title,
      description: fill(messages.description, { company: company.name }),
      path: '/projects',
      breadcrumb: [{ name: messages.title, path: '/projects' }],
    }),
    {
      'script:ld+json': collectionPage({
        name: messages.heading,
        path,
        items: projects.map((project) => ({
          name: project.title.text,
          path: `/projects/${project.id}`,
        })),
      }),
    },
  ]
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { messages, choices, selected, projects, found } = loaderData
  const localize = useLocalizedPath()
  if (!found) return <NotFoundContent message={messages.unknownCategory} />
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <section className="section" aria-label={messages.listLabel}>
        <div className="container">
          <CategoryFilter
            path="/projects"
            label={messages.filterLabel}
            allLabel={messages.all}
            choices={choices}
            selected={selected}
            localize={localize}
          />
          {projects.length === 0 ? (
            <p className="lead">{messages.none}</p>
          ) : (
            <ul className="showcase-grid">
              {projects.map((project) => (
                <li key={project.id}>
                  <article className="showcase-card">
                    <ResponsiveImage className="showcase-card__image" image={project.image} />
                    <div className="showcase-card__body">
                      <p className="showcase-card__meta">
                        {project.category ? (
                          <span lang={project.category.lang}>{project.category.text}</span>
                        ) : null}
                        <span>{fill(messages.completed, { year: project.year })}</span>
                        {project.featured ? (
                          <span className="showcase-card__badge">{messages.featured}</span>
                        ) : null}
                      </p>
                      <h2>
                        <Link
                          className="showcase-card__link"
                          to={localize(`/projects/${project.id}`)}
                          lang={project.title.lang}
                        >
                          {project.title.text}
                        </Link>
                      </h2>
                      <p className="showcase-card__text" lang={project.description.lang}>
                        {project.description.text}
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
