import { PageHeader } from '#app/components/page-header.tsx'
import { requestLanguage, useTextLang, type Language } from '#app/i18n/language.ts'
import { fill, messagesIn, type MessagesOf } from '#app/i18n/messages.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { useSite, type SiteNotice } from '#app/utils/site-content.ts'
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

/** One notice's card: what it is, from and until when, which offices. */
function NoticeCard({
  notice,
  messages,
}: {
  notice: SiteNotice
  messages: MessagesOf<typeof noticesMessages>
}) {
  const { offices, language } = useSite()
  const time = (instant: string) => dhakaTime(instant, language, messages)
  const langOf = useTextLang()
  const officeName = new Map(offices.map((office) => [office.id, office.name]))
  return (
    <article className={`notice-card notice-card--${notice.severity}`}>
      <p className="notice-card__kind">
        {notice.severity === 'disruption' ? messages.disruption : messages.information}
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
  )
}

/**
 * The notices in force, then those announced ahead of their start, read with the layout's data
 * (decided from the clock on each render).
 */
export default function Notices({ loaderData }: Route.ComponentProps) {
  const { notices } = useSite()
  const { messages } = loaderData
  const inForce = notices.filter((notice) => notice.startsLabel === null)
  const upcoming = notices.filter((notice) => notice.startsLabel !== null)
  const list = (shown: readonly SiteNotice[]) => (
    <ul className="notices__list">
      {shown.map((notice) => (
        <li key={notice.id}>
          <NoticeCard notice={notice} messages={messages} />
        </li>
      ))}
    </ul>
  )
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <div className="section">
        <div className="container notices">
          <section aria-labelledby="notices-title">
            <h2 id="notices-title">{messages.inForce}</h2>
            {inForce.length === 0 ? <p className="lead">{messages.none}</p> : list(inForce)}
          </section>
          {upcoming.length === 0 ? null : (
            <section className="notices__upcoming" aria-labelledby="notices-upcoming-title">
              <h2 id="notices-upcoming-title">{messages.upcoming}</h2>
              {list(upcoming)}
            </section>
          )}
        </div>
      </div>
    </>
  )
}
