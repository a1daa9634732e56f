import { requestLanguage } from '#app/i18n/language.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { ServicesGrid } from '#app/components/services-grid.tsx'
import { companyOf, pageMeta } from '#app/utils/page-meta.ts'
import { pagePictures, serviceCardPictures } from '#app/utils/page-pictures.ts'
import { siteRecords } from '#app/utils/site-content.ts'
import type { Route } from './+types/services'
import type { MetaDescriptor } from 'react-router'
import './services.css'

/** Rendered per request: the services as published now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const [{ services }, pictures] = await Promise.all([
    siteRecords(context, language),
    pagePictures(context, language),
  ])
  return { services, serviceCards: serviceCardPictures(pictures) }
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const company = companyOf(matches)
  return pageMeta(company, {
    title: 'Services',
    description: `Air freight, ocean freight, sea-air, warehousing, road-air, air-air, air-sea and project cargo services from Bangladesh's air and sea freight forwarders in Dhaka and Chattogram.`,
    path: '/services',
    breadcrumb: [{ name: 'Services', path: '/services' }],
  })
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Our services"
        breadcrumb="Services"
        lead="Eight ways to move your cargo between Bangladesh and the world, each run by specialists who know the routes, the carriers and the paperwork."
      />
      <section className="section" aria-label="All services">
        <div className="container">
          <ServicesGrid
            services={loaderData.services}
            pictures={loaderData.serviceCards}
            headingLevel={2}
            firstIsLcp
          />
        </div>
      </section>
    </>
  )
}
