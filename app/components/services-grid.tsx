import { previewText } from '#app/utils/text.ts'
import { SERVICES } from '#content/services.ts'
import { Link } from 'react-router'
import { ArrowRightIcon } from './icons.tsx'
import { Reveal } from './reveal.tsx'

export function serviceImage(slug: string): string {
  return `/images/services/${slug}.svg`
}

/** The eight service cards, in the original's order, each linking to its detail page. */
export function ServicesGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="services-grid">
      {SERVICES.map((service) => (
        <Reveal as="li" key={service.id}>
          <article className="service-card">
            <img
              src={serviceImage(service.image)}
              width="480"
              height="320"
              alt=""
              loading="lazy"
              decoding="async"
            />
            <div className="service-card__body">
              <Heading>
                <Link to={`/service-detail/${service.id}`}>{service.title}</Link>
              </Heading>
              <p>{previewText(service.description)}</p>
              <span className="service-card__more" aria-hidden="true">
                Read more <ArrowRightIcon />
              </span>
            </div>
          </article>
        </Reveal>
      ))}
    </ul>
  )
}
