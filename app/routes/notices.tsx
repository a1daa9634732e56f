import { PageHeader } from '#app/components/page-header.tsx'
import { requestLanguage, useTextLang, type Language } from '#app/i18n/language.ts'
import { fill, messagesIn, type MessagesOf } from '#app/i18n/messages.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { useSite } from '#app/utils/site-content.ts'
import { formatDhakaDateTime } from '#domain/dhaka-time.ts'
import type { MetaDescriptor } from 'react-router'
import type { Route } from './+types/notices'
import './notices.css'
import { noticesMessages } from './notices.messages.ts'

export function loader({ request }: Route.LoaderArgs) {
  return { messages: messagesIn(noticesMessages, requestLanguage(request)) }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  const { messages } = loaderData
  return pageMeta(siteOf(matches), {
    title: messages.title,
    description: messages.description,
    path: '/notices',
    breadcrumb: [{ name: messages.title, path: '/notices' }],
  })
}

/** "26 Nov 2026, 09:00 (Dhaka time, UTC+6)": the offices' own clock, whatever the visitor's. */
function dhakaTime(
  instant: string,
  language: Language,
  messages: MessagesOf<typeof noticesMessages>,
): string {
  return fill(messages.dhakaTime, { time: formatDhakaDateTime(instant, language) })
}

/** The notices in force, read with the layout's data (decided from the clock on each render). */
export default function Notices({ loaderData }: Route.ComponentProps) {
  const { notices, offices, language } = useSite()
  const { messages } = loaderData
  const time = (instant: string) => dhakaTime(instant, language, messages)
  const langOf = useTextLang()
  const officeName = new Map(offices.map((office) => [office.id, office.name]))
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <section className="section" aria-labelledby="notices-title">
        <div className="container notices">
          <h2 id="notices-title">{messages.inForce}</h2>
          {notices.length === 0 ? (
            <p className="lead">{messages.none}</p>
          ) : (
            <ul className="notices__list">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <article className={`notice-card notice-card--${notice.severity}`}>
                    <p className="notice-card__kind">
                      {notice.severity === 'disruption'
                        ? messages.disruption
                        : messages.information}
                    </p>
                    <h3 lang={langOf(notice.title)}>{notice.title}</h3>
                    <p lang={langOf(notice.text)}>{notice.text}</p>
                    <dl className="notice-card__facts">
                      <dt>{messages.from}</dt>
                      <dd>
                        <time dateTime={notice.startsAt}>{time(notice.startsAt)}</time>
                      </dd>
                      <dt>{messages.until}</dt>
                      <dd>
                        <time dateTime={notice.endsAt}>{time(notice.endsAt)}</time>
                      </dd>
                      <dt>{messages.offices}</dt>
                      <dd>
                        {notice.officeIds.length === 0
                          ? messages.allOffices
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
