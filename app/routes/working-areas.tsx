import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { englishOf, recordsWithEnglish, shownText } from '#app/utils/showcase.ts'
import { collectionPage } from '#app/utils/structured-data.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/working-areas'
import { workingAreasMessages } from './working-areas.messages.ts'
import './working-areas.css'

/** Whether two names are the same words ("Europe" and " europe"), whatever their case and spaces. */
function sameName(a: string | undefined, b: string | undefined): boolean {
  const words = (text: string | undefined) => text?.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  return a !== undefined && b !== undefined && words(a) === words(b)
}

/** Rendered per request: the working areas as published now, each with its portfolio. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const messages = messagesIn(workingAreasMessages, language)
  const [{ records, english }, pictures] = await Promise.all([
    recordsWithEnglish(context, language),
    pagePictures(context, language),
  ])
  const pictureOf = pictures.of(
    pictures.collections['working-areas'],
    PLACES.workingArea,
    (data) => data.image,
  )
  const englishArea = englishOf(english.workingAreas)
  const englishItem = englishOf(english.portfolio)
  const englishService = englishOf(english.services)
  const serviceBySlug = new Map(records.services.map((service) => [service.slug, service]))
  const areas = records.workingAreas.map((area) => {
    const inEnglish = englishArea(area)
    const title = shownText(area.title, inEnglish?.title, language)
    return {
      id: area.id,
      slug: area.slug,
      title,
      // "Region: Europe" under the heading "Europe" says nothing new: only a region that differs
      // from the area's name is shown (Bangladesh Gateways, in South Asia), in either language.
      region:
        sameName(area.region, area.title) || sameName(inEnglish?.region, inEnglish?.title)
          ? null
          : shownText(area.region, inEnglish?.region, language),
      description: shownText(area.description, inEnglish?.description, language),
      ports: area.ports,
      image: pictureOf[area.id],
      portfolio: records.portfolio
        .filter((item) => item.workingAreaSlug === area.slug)
        .map((item) => {
          const itemInEnglish = englishItem(item)
          const service = serviceBySlug.get(item.serviceSlug)
          return {
            id: item.id,
            title: shownText(item.title, itemInEnglish?.title, language),
            description: shownText(item.description, itemInEnglish?.description, language),
            service: service && {
              id: service.id,
              title: shownText(service.title, englishService(service)?.title, language),
            },
          }
        }),
    }
  })
  return { messages, areas }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const { messages, areas } = loaderData
  const company = companyOf(matches)
  return [
    ...pageMeta(siteOf(matches), {
      title: messages.title,
      description: fill(messages.description, { company: company.name }),
      path: '/working-areas',
      breadcrumb: [{ name: messages.title, path: '/working-areas' }],
    }),
    {
      'script:ld+json': collectionPage({
        name: messages.heading,
        path: '/working-areas',
        items: areas.map((area) => ({
          name: area.title.text,
          path: `/working-areas#${area.slug}`,
        })),
      }),
    },
  ]
}

export default function WorkingAreas({ loaderData }: Route.ComponentProps) {
  const { messages, areas } = loaderData
  const localize = useLocalizedPath()
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <div className="section">
        <ul className="container working-areas" aria-label={messages.listLabel}>
          {areas.map((area, index) => (
            <li key={area.id}>
              <section
                className="working-area"
                id={area.slug}
                aria-labelledby={`area-${area.slug}-title`}
              >
                <ResponsiveImage
                  className="working-area__image"
                  image={area.image}
                  lcp={index === 0}
                />
                <div className="working-area__body">
                  <h2 id={`area-${area.slug}-title`} lang={area.title.lang}>
                    {area.title.text}
                  </h2>
                  {area.region ? (
                    <p className="working-area__region">
                      {messages.region}: <span lang={area.region.lang}>{area.region.text}</span>
                    </p>
                  ) : null}
                  <p lang={area.description.lang}>{area.description.text}</p>
                  {area.ports.length > 0 ? (
                    <>
                      <h3>{messages.gateways}</h3>
                      <ul className="showcase-tags" lang="en">
                        {area.ports.map((port) => (
                          <li key={port}>{port}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {area.portfolio.length > 0 ? (
                    <>
                      <h3>{fill(messages.portfolio, { area: area.title.text })}</h3>
                      <ul className="portfolio-list">
                        {area.portfolio.map((item) => (
                          <li key={item.id}>
                            <h4 lang={item.title.lang}>{item.title.text}</h4>
                            <p lang={item.description.lang}>{item.description.text}</p>
                            {item.service ? (
                              <p className="portfolio-list__service">
                                <Link to={localize(`/service-detail/${item.service.id}`)}>
                                  {fill(messages.service, { service: item.service.title.text })}
                                </Link>
                              </p>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </div>
              </section>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
