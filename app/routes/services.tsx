import { PageHeader } from '#app/components/page-header.tsx'
import { ServicesGrid } from '#app/components/services-grid.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { COMPANY } from '#content/company.ts'
import './services.css'

export const meta = () =>
  pageMeta({
    title: 'Services',
    description: `Air freight, ocean freight, sea-air, warehousing, road-air, air-air, air-sea and project cargo services from ${COMPANY.name} in Bangladesh.`,
    path: '/services',
    breadcrumb: [{ name: 'Services', path: '/services' }],
  })

export default function Services() {
  return (
    <>
      <PageHeader
        title="Our services"
        breadcrumb="Services"
        lead="Eight ways to move your cargo between Bangladesh and the world, each run by specialists who know the routes, the carriers and the paperwork."
      />
      <section className="section" aria-label="All services">
        <div className="container">
          <ServicesGrid headingLevel={2} />
        </div>
      </section>
    </>
  )
}
