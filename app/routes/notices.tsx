import { PageHeader } from '#app/components/page-header.tsx'
import { companyOf, pageMeta } from '#app/utils/page-meta.ts'
import { useSite } from '#app/utils/site-content.ts'
import { DHAKA_ZONE_LABEL, formatDhakaDateTime } from '#domain/dhaka-time.ts'
import type { MetaDescriptor } from 'react-router'
import type { Route } from './+types/notices'
import './notices.css'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const company = companyOf(matches)
  return pageMeta(company, {
    title: 'Notices',
    description:
      'Notices to shippers in force now: office closures, port congestion, strikes and changed cut-off times at our Dhaka and Chattogram offices.',
    path: '/notices',
    breadcrumb: [{ name: 'Notices', path: '/notices' }],
  })
}

/** "26 Nov 2026, 09:00 (Dhaka time, UTC+6)": the offices' own clock, whatever the visitor's. */
function dhakaTime(instant: string): string {
  return `${formatDhakaDateTime(instant)} (${DHAKA_ZONE_LABEL})`
}

/** The notices in force, read with the layout's data (decided from the clock on each render). */
export default function Notices() {
  const { notices, offices } = useSite()
  const officeName = new Map(offices.map((office) => [office.id, office.name]))
  return (
    <>
      <PageHeader
        title="Notices to shippers"
        breadcrumb="Notices"
        lead="Closures, port congestion, strikes and changed cut-off times that may affect your shipments."
      />
      <section className="section" aria-labelledby="notices-title">
        <div className="container notices">
          <h2 id="notices-title">In force now</h2>
          {notices.length === 0 ? (
            <p className="lead">There are no notices in force. Our offices work as usual.</p>
          ) : (
            <ul className="notices__list">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <article className={`notice-card notice-card--${notice.severity}`}>
                    <p className="notice-card__kind">
                      {notice.severity === 'disruption' ? 'Disruption' : 'Information'}
                    </p>
                    <h3>{notice.title}</h3>
                    <p>{notice.text}</p>
                    <dl className="notice-card__facts">
                      <dt>From</dt>
                      <dd>
                        <time dateTime={notice.startsAt}>{dhakaTime(notice.startsAt)}</time>
                      </dd>
                      <dt>Until</dt>
                      <dd>
                        <time dateTime={notice.endsAt}>{dhakaTime(notice.endsAt)}</time>
                      </dd>
                      <dt>Offices</dt>
                      <dd>
                        {notice.officeIds.length === 0
                          ? 'All offices'
                          : notice.officeIds
                              .map((id) => officeName.get(id))
                              .filter(Boolean)
                              .join(', ')}
                      </dd>
                    </dl>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
