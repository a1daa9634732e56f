import { ContactList } from '#app/components/contact-list.tsx'
import { ArrowRightIcon, CheckCircleIcon } from '#app/components/icons.tsx'
import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { serviceImage } from '#app/components/services-grid.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { COMPANY } from '#content/company.ts'
import { SERVICES } from '#content/services.ts'
import { Link } from 'react-router'
import type { Route } from './+types/service-detail'
import './service-detail.css'

function findService(id: string | undefined) {
  return SERVICES.find((service) => String(service.id) === id)
}

export const meta = ({ params }: Route.MetaArgs) => {
  const service = findService(params.id)
  if (!service) return notFoundMeta()
  return pageMeta({
    title: 'Service',
    description: service.summary,
    path: `/service-detail/${service.id}`,
    breadcrumb: [{ name: service.title, path: `/service-detail/${service.id}` }],
  })
}

export default function ServiceDetail({ params }: Route.ComponentProps) {
  const service = findService(params.id)
  if (!service) {
    return <NotFoundContent />
  }
  const others = SERVICES.filter((candidate) => candidate.id !== service.id)

  return (
    <>
      <PageHeader title={service.title} breadcrumb={service.title} lead={service.summary} />
      <div className="section">
        <div className="container service-detail">
          <article aria-labelledby="details-title">
            <img
              className="service-detail__image"
              src={serviceImage(service.image)}
              width="480"
              height="320"
              alt=""
              fetchPriority="high"
            />
            <h2 id="details-title">Details</h2>
            <p className="lead">{service.description}</p>
            <h3>What is included</h3>
            <ul className="check-list">
              {service.highlights.map((highlight) => (
                <li key={highlight}>
                  <CheckCircleIcon />
                  {highlight}
                </li>
              ))}
            </ul>
            <Link to={`/quote?service=${service.slug}`} className="button button--accent">
              Get Quote <ArrowRightIcon />
            </Link>
          </article>
          <aside aria-label="More services and contact">
            <nav className="side-panel" aria-labelledby="other-services-title">
              <h2 id="other-services-title">Other services</h2>
              <ul>
                {others.map((other) => (
                  <li key={other.id}>
                    <Link to={`/service-detail/${other.id}`}>
                      {other.title} <ArrowRightIcon width="16" height="16" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="side-panel side-panel--dark">
              <h2>Talk to a specialist</h2>
              <p>Our freight desk is open: {COMPANY.openingHours.label}.</p>
              <ContactList showEmail={false} />
            </div>
          </aside>
        </div>
      </div>
    </>
  )
}
