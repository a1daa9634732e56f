import { useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { useShellMessages } from '#app/utils/site-content.ts'
import { previewText } from '#app/utils/text.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { Link } from 'react-router'
import { ArrowRightIcon } from './icons.tsx'
import { Reveal } from './reveal.tsx'

/** The published services' cards, in their order, each linking to its detail page. */
export function ServicesGrid({
  services,
  headingLevel = 3,
}: {
  services: PublicRecords['services']
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const messages = useShellMessages()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  return (
    <ul className="services-grid">
      {services.map((service) => (
        <Reveal as="li" key={service.id}>
          <article className="service-card">
            <img
              src={service.image}
              width="480"
              height="320"
              alt=""
              loading="lazy"
              decoding="async"
            />
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
