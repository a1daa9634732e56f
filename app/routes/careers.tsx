import { PositionFacts } from '#app/components/careers/position-facts.tsx'
import { ArrowRightIcon, CheckCircleIcon } from '#app/components/icons.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { requestLanguage, useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { openPositions } from '#app/utils/positions.server.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/careers'
import './careers.css'
import { careersMessages } from './careers.messages.ts'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  const { texts } = loaderData
  return pageMeta(siteOf(matches), {
    title: texts.title,
    description: fill(texts.description, { company: companyOf(matches).name }),
    path: '/careers',
    breadcrumb: [{ name: texts.title, path: '/careers' }],
  })
}

/**
 * Rendered on each request from the database (docs/decisions/0007-…): what hr published, in the
 * page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  return {
    positions: await openPositions(context, language),
    texts: messagesIn(careersMessages, language),
  }
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { positions, texts } = loaderData
  const to = useLocalizedPath()
  // A text hr has not translated yet arrives in English.
  const langOf = useTextLang()
  return (
    <>
      <PageHeader title={texts.title} breadcrumb={texts.title} lead={texts.lead} />
      <section className="section" aria-labelledby="positions-title">
        <div className="container careers-layout">
          <div>
            <h2 id="positions-title">{texts.openPositions}</h2>
            {positions.length === 0 ? (
              <p className="lead">{texts.noOpenings}</p>
            ) : (
              <ul className="positions">
                {positions.map((position) => (
                  <li key={position.id}>
                    <article className="position-card">
                      <p className="position-card__department" lang={langOf(position.department)}>
                        {position.department}
                      </p>
                      <h3 lang={langOf(position.title)}>
                        <Link to={to(`/careers/${position.id}`)}>{position.title}</Link>
                      </h3>
                      <PositionFacts position={position} texts={texts} />
                      <p lang={langOf(position.summary)}>{position.summary}</p>
                      <span className="position-card__more" aria-hidden="true">
                        {texts.viewAndApply} <ArrowRightIcon width="18" height="18" />
                      </span>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <aside aria-label={texts.workingWithUs}>
            <div className="side-panel">
              <h2>{texts.workingWithUs}</h2>
              <p>{texts.intro1}</p>
              <p>{texts.intro2}</p>
              <ul className="check-list">
                {[texts.benefit1, texts.benefit2, texts.benefit3, texts.benefit4].map((benefit) => (
                  <li key={benefit}>
                    <CheckCircleIcon />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <div className="side-panel side-panel--dark">
              <h2>{texts.howToApplyTitle}</h2>
              <p>{texts.howToApply}</p>
            </div>
          </aside>
        </div>
      </section>
    </>
  )
}
