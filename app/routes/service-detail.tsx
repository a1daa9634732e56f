import { requestLanguage } from '#app/i18n/language.ts'
import { ContactList } from '#app/components/contact-list.tsx'
import { ArrowRightIcon, CheckCircleIcon } from '#app/components/icons.tsx'
import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { companyOf, pageMeta } from '#app/utils/page-meta.ts'
import { siteRecords, useSite } from '#app/utils/site-content.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/service-detail'
import './service-detail.css'

/** Rendered per request: the service as published now, with the others beside it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = await siteRecords(context, requestLanguage(request))
  const service = services.find((candidate) => String(candidate.id) === params.id)
  const others = services.filter((candidate) => candidate !== service)
  if (!service) return data({ service: null, others }, { status: 404 })
  return { service, others }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const service = loaderData?.service
  if (!service) return notFoundMeta(matches)
  return pageMeta(companyOf(matches), {
    title: 'Service',
    description: service.summary,
    path: `/service-detail/${service.id}`,
    breadcrumb: [{ name: service.title, path: `/service-detail/${service.id}` }],
  })
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, others } = loaderData
  const { company } = useSite()
  if (!service) {
    return <NotFoundContent />
  }

  return (
    <>
      <PageHeader title={service.title} breadcrumb={service.title} lead={service.summary} />
      <div className="section">
        <div className="container service-detail">
          <article aria-labelledby="details-title">
            <img
              className="service-detail__image"
              src={service.image}
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
              <p>Our freight desk is open: {company.openingHours.label}.</p>
              <ContactList showEmail={false} />
            </div>
          </aside>
        </div>
      </div>
    </>
  )
}
