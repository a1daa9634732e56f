import { PositionFacts } from '#app/components/careers/position-facts.tsx'
import { ArrowRightIcon, CheckCircleIcon } from '#app/components/icons.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { openPositions } from '#app/utils/positions.server.ts'
import { CAREERS } from '#content/careers.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/careers'
import './careers.css'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const company = companyOf(matches)
  return pageMeta(siteOf(matches), {
    title: 'Careers',
    description: `Open positions at ${company.name} in Dhaka and Chattogram: air and ocean freight, customs and operations roles, with online applications.`,
    path: '/careers',
    breadcrumb: [{ name: 'Careers', path: '/careers' }],
  })
}

/** Rendered on each request from the database (docs/decisions/0007-…): what hr published. */
export async function loader({ context }: Route.LoaderArgs) {
  return { positions: await openPositions(context) }
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { positions } = loaderData
  return (
    <>
      <PageHeader title="Careers" breadcrumb="Careers" lead={CAREERS.lead} />
      <section className="section" aria-labelledby="positions-title">
        <div className="container careers-layout">
          <div>
            <h2 id="positions-title">Open positions</h2>
            {positions.length === 0 ? (
              <p className="lead">{CAREERS.noOpenings}</p>
            ) : (
              <ul className="positions">
                {positions.map((position) => (
                  <li key={position.id}>
                    <article className="position-card">
                      <p className="position-card__department">{position.department}</p>
                      <h3>
                        <Link to={`/careers/${position.id}`}>{position.title}</Link>
                      </h3>
                      <PositionFacts position={position} />
                      <p>{position.summary}</p>
                      <span className="position-card__more" aria-hidden="true">
                        View and apply <ArrowRightIcon width="18" height="18" />
                      </span>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <aside aria-label="Working with us">
            <div className="side-panel">
              <h2>Working with us</h2>
              {CAREERS.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ul className="check-list">
                {CAREERS.benefits.map((benefit) => (
                  <li key={benefit}>
                    <CheckCircleIcon />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <div className="side-panel side-panel--dark">
              <h2>How to apply</h2>
              <p>{CAREERS.howToApply}</p>
            </div>
          </aside>
        </div>
      </section>
    </>
  )
}
