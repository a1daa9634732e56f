import { requestLanguage, useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import { fill, messagesIn, type MessagesOf } from '#app/i18n/messages.ts'
import { ContactList } from '#app/components/contact-list.tsx'
import { ArrowRightIcon, CheckCircleIcon } from '#app/components/icons.tsx'
import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { ServiceGuide } from '#app/components/services/service-guide.tsx'
import { formatInteger } from '#domain/numerals.ts'
import type { Language } from '#schemas/content/localized.ts'
import type { PublicRecords } from '#schemas/content/public-records.ts'
import { photoPreload } from '#app/utils/image-preload.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { schedulesPathOf } from '#app/utils/schedules.server.ts'
import { siteRecords, useSite } from '#app/utils/site-content.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/service-detail'
import './service-detail.css'
import { serviceDetailMessages } from './service-detail.messages.ts'

type TransitTime = PublicRecords['services'][number]['transitTimes'][number]

/** A lane's typical days as the page's language writes them: "28–35 days", "২৮–৩৫ দিন". */
function daysOf(
  lane: TransitTime,
  messages: MessagesOf<typeof serviceDetailMessages>,
  language: Language,
): string {
  const fastest = formatInteger(lane.fastestDays, language)
  if (lane.fastestDays !== lane.slowestDays) {
    return fill(messages.dayRange, { fastest, slowest: formatInteger(lane.slowestDays, language) })
  }
  return fill(lane.fastestDays === 1 ? messages.day : messages.days, { days: fastest })
}

/** Rendered per request: the service as published now, with the others beside it. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const [{ services, serviceChoices }, pictures] = await Promise.all([
    siteRecords(context, language),
    pagePictures(context, language),
  ])
  const found = services.find((candidate) => String(candidate.id) === params.id)
  // The others are links: their names are all the page needs of them.
  const others = services
    .filter((candidate) => candidate !== found)
    .map(({ id, title }) => ({ id, title }))
  const messages = messagesIn(serviceDetailMessages, language)
  const service = found && {
    ...found,
    transitTimes: found.transitTimes.map((lane) => ({
      ...lane,
      days: daysOf(lane, messages, language),
    })),
  }
  if (!service) {
    return data(
      {
        service: null,
        others,
        messages,
        hero: undefined,
        heroPreload: [],
        shareImage: undefined,
        schedules: null,
      },
      { status: 404 },
    )
  }
  const item = pictures.collections.services.filter((candidate) => candidate.id === service.id)
  const hero = pictures.of(item, PLACES.serviceHero, (data) => data.image)[service.id]
  return {
    service,
    others,
    messages,
    hero,
    // Made here rather than in meta, so the preload's code stays out of the browser's scripts.
    heroPreload: photoPreload(hero),
    shareImage: item[0] && pictures.shareImage(item[0].data.image),
    schedules: schedulesPathOf(serviceChoices.find((choice) => choice.slug === service.slug)?.mode),
  }
}

/**
 * A service's name as a tab's title says it: the cards write the names in capitals ("AIR
 * FREIGHT"), a title reads "Air Freight". A name written otherwise (by an editor, or in Bangla,
 * which has no capitals) is kept as written.
 */
function tabTitleOf(name: string): string {
  if (!/\p{Lu}/u.test(name) || name !== name.toUpperCase()) return name
  return name
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    )
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const service = loaderData?.service
  if (!service) return notFoundMeta(matches)
  return [
    ...loaderData.heroPreload,
    ...pageMeta(siteOf(matches), {
      title: tabTitleOf(service.title),
      description: service.summary,
      path: `/service-detail/${service.id}`,
      breadcrumb: [{ name: service.title, path: `/service-detail/${service.id}` }],
      image: loaderData.shareImage,
    }),
  ]
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, others, hero, messages, schedules } = loaderData
  const { company } = useSite()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  if (!service) {
    return <NotFoundContent />
  }

  return (
    <>
      <PageHeader title={service.title} breadcrumb={service.title} lead={service.summary} />
      <div className="section">
        <div className="container service-detail">
          <article aria-labelledby="details-title">
            <ResponsiveImage image={hero} className="service-detail__image" lcp />
            <h2 id="details-title">{messages.details}</h2>
            <p className="lead" lang={langOf(service.description)}>
              {service.description}
            </p>
            <h3>{messages.included}</h3>
            <ul className="check-list">
              {service.highlights.map((highlight) => (
                <li key={highlight} lang={langOf(highlight)}>
                  <CheckCircleIcon />
                  {highlight}
                </li>
              ))}
            </ul>
            <p className="service-detail__actions">
              <Link to={to(`/quote?service=${service.slug}`)} className="button button--accent">
                {messages.getQuote} <ArrowRightIcon />
              </Link>
              {schedules ? (
                <Link to={to(schedules)} className="button button--outline">
                  {messages.nextDepartures}
                </Link>
              ) : null}
            </p>
            <ServiceGuide {...service} texts={messages} />
          </article>
          <aside aria-label={messages.moreServices}>
            <nav className="side-panel" aria-labelledby="other-services-title">
              <h2 id="other-services-title">{messages.otherServices}</h2>
              <ul>
                {others.map((other) => (
                  <li key={other.id} lang={langOf(other.title)}>
                    <Link to={to(`/service-detail/${other.id}`)}>
                      {other.title} <ArrowRightIcon width="16" height="16" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="side-panel side-panel--dark">
              <h2>{messages.talkToSpecialist}</h2>
              <p>
                {fillNodes(messages.deskOpen, {
                  hours: (
                    <span lang={langOf(company.openingHours.label)}>
                      {company.openingHours.label}
                    </span>
                  ),
                })}
              </p>
              <ContactList showEmail={false} />
            </div>
          </aside>
        </div>
      </div>
    </>
  )
}
