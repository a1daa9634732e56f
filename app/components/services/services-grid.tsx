import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { useShellMessages } from '#app/utils/site-content.ts'
import { previewText } from '#app/utils/text.ts'
import type { ResolvedImage } from '#app/utils/responsive-image.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { Link } from 'react-router'
import { ArrowRightIcon } from '../icons.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { Reveal } from '../reveal.tsx'

/** What a service's card shows: its page's transit times, documents and questions stay there. */
export type ServiceCard = Pick<PublicRecords['services'][number], 'id' | 'title' | 'description'>

/** The cards of `services`, for a loader to hand its page without the rest of each service. */
export function serviceCardsOf(services: PublicRecords['services']): ServiceCard[] {
  return services.map(({ id, title, description }) => ({ id, title, description }))
}

/** The published services' cards, in their order, each linking to its detail page. */
export function ServicesGrid({
  services,
  pictures,
  headingLevel = 3,
  firstIsLcp = false,
}: {
  services: readonly ServiceCard[]
  /** Each service's picture, by id (app/utils/page-pictures.ts: PLACES.serviceCard). */
  pictures: Readonly<Record<number, ResolvedImage>>
  headingLevel?: 2 | 3
  /** The grid opens the page (/services): its first picture is the largest paint, fetched first. */
  firstIsLcp?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const messages = useShellMessages()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  return (
    <ul className="services-grid">
      {services.map((service, index) => (
        <Reveal as="li" key={service.id}>
          <article className="service-card">
            <ResponsiveImage image={pictures[service.id]} lcp={firstIsLcp && index === 0} />
            <div className="service-card__body">
              <Heading lang={langOf(service.title)}>
                <Link to={to(`/service-detail/${service.id}`)}>{service.title}</Link>
              </Heading>
              <p lang={langOf(service.description)}>{previewText(service.description)}</p>
              <span className="service-card__more" aria-hidden="true">
                {messages.readMore} <ArrowRightIcon />
              </span>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  )
}
