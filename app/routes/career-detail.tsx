import {
  ApplicationForm,
  EMPTY_APPLICATION,
  type ApplicationValues,
} from '#app/components/careers/application-form.tsx'
import { PositionFacts } from '#app/components/careers/position-facts.tsx'
import { ArrowRightIcon, CheckCircleIcon } from '#app/components/icons.tsx'
import { Breadcrumb } from '#app/components/page-header.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import {
  localizedPath,
  requestLanguage,
  useLanguage,
  useLocalizedPath,
  useTextLang,
} from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { fillNodes } from '#app/i18n/fill-nodes.tsx'
import {
  EMPLOYMENT_TYPE_KEYS,
  LOCATION_KEYS,
  type CareersTexts,
} from '#app/components/careers/careers-texts.ts'
import { formatInteger } from '#domain/numerals.ts'
import { notFoundMeta } from '#app/components/not-found-content.tsx'
import { redirectWithReceipt, refused, refusedBeforeReading } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { openPositions, positionById } from '#app/utils/positions.server.ts'
import { siteOfMatches } from '#app/utils/site-content.ts'
import { jobPosting } from '#app/utils/structured-data.ts'
import { formatDate } from '#domain/calendar.ts'
import { dhakaToday } from '#domain/dhaka-time.ts'
import { data, Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/career-detail'
import './career-detail.css'
import { careersMessages } from './careers.messages.ts'

const careersCrumb = (texts: CareersTexts) => ({ name: texts.title, path: '/careers' })

/**
 * Rendered on each request from the database (docs/decisions/0007-…). An unknown number, or a
 * draft, is the 404 page with status 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const formTexts = formTextsIn(language, 'application')
  const texts = messagesIn(careersMessages, language)
  const [position, open] = await Promise.all([
    positionById(context, params.id, language),
    openPositions(context, language),
  ])
  const otherOpen = open.filter((candidate) => candidate.id !== position?.id).length
  if (!position) {
    return data(
      { formTexts, texts, language, position: null, otherOpen, expired: false },
      { status: 404 },
    )
  }
  // Past its apply-by day in Dhaka, rather than closed early by hr.
  const expired = position.closingDate < dhakaToday()
  return { formTexts, texts, language, position, otherOpen, expired }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const position = loaderData?.position
  const site = siteOfMatches(matches)
  if (!position || !loaderData) return notFoundMeta(matches)
  const company = companyOf(matches)
  const { texts } = loaderData
  const path = `/careers/${position.id}`
  const meta = pageMeta(siteOf(matches), {
    title: position.title,
    description: fill(texts.positionDescription, {
      title: position.title,
      type: texts[EMPLOYMENT_TYPE_KEYS[position.type]],
      location: texts[LOCATION_KEYS[position.location]],
      company: company.name,
      summary: position.summary,
    }),
    path,
    breadcrumb: [careersCrumb(loaderData.texts), { name: position.title, path }],
  })
  // Only a position taking applications is a job posting for search engines.
  if (!position.open || !site) return meta
  const posting = jobPosting(position, site, {
    responsibilities: texts.responsibilities,
    requirements: texts.requirements,
    locality: texts[LOCATION_KEYS[position.location]],
    path: localizedPath(path, loaderData.language),
  })
  return [...meta, { 'script:ld+json': posting }]
}

/** An unknown number, or a position that was never published. */
function PositionNotFound({ texts }: { texts: CareersTexts }) {
  const to = useLocalizedPath()
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{texts.notFoundTitle}</h1>
      <p className="lead">{texts.notFoundText}</p>
      <Link to={to('/careers')} className="button button--primary">
        {texts.seeOurOpenPositions} <ArrowRightIcon />
      </Link>
      <p>{fillNodes(texts.orGoBack, { link: <Link to={to('/')}>{texts.homePage}</Link> })}</p>
    </section>
  )
}

/** A refused post's own headers (Retry-After after a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/**
 * The application posted without JavaScript: its multipart body, CV included, is read by the
 * server's application service as the API route reads it (streamed); then to the confirmation page, or back here with the visitor's text
 * values and the errors (a file cannot be put back into a form: the CV is chosen again).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const host = pageHost(context)
  if (host.refusal) return refusedBeforeReading(host.refusal, EMPTY_APPLICATION)
  const language = requestLanguage(request)
  const { outcome, fields } = await host.forms.application(language)
  const values: ApplicationValues = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    cover_letter: fields.cover_letter ?? '',
  }
  if (outcome.ok) {
    return redirectWithReceipt(localizedPath(`/careers/${params.id}/applied`, language), {})
  }
  return refused(outcome.refusal, values)
}

export default function CareerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { position, otherOpen, expired, texts } = loaderData
  const language = useLanguage()
  const to = useLocalizedPath()
  // A text hr has not translated yet arrives in English.
  const langOf = useTextLang()
  if (!position) return <PositionNotFound texts={texts} />
  const titled = (template: string, date?: React.ReactNode) =>
    fillNodes(template, {
      title: <span lang={langOf(position.title)}>{position.title}</span>,
      date,
    })

  if (!position.open) {
    return (
      <>
        <div className="page-header">
          <div className="container">
            <Breadcrumb parent={careersCrumb(texts)} current={position.title} />
            <h1 lang={langOf(position.title)}>{position.title}</h1>
            <p>
              <span lang={langOf(position.department)}>{position.department}</span>,{' '}
              {texts[LOCATION_KEYS[position.location]]}
            </p>
          </div>
        </div>
        <section className="section" aria-labelledby="closed-title">
          <div className="container position-closed">
            <h2 id="closed-title">{texts.closedTitle}</h2>
            {actionData ? (
              <p role="alert" className="position-closed__refusal">
                {fill(texts.notSentBecause, { message: actionData.message })}
              </p>
            ) : null}
            <p className="lead">
              {expired
                ? titled(
                    texts.closedOnDate,
                    <time dateTime={position.closingDate}>
                      {formatDate(position.closingDate, language)}
                    </time>,
                  )
                : titled(texts.closedEarly)}{' '}
              {texts.notAccepting}
            </p>
            <p>
              {otherOpen === 0
                ? texts.noOpenings
                : otherOpen === 1
                  ? texts.otherOpenOne
                  : fill(texts.otherOpenMany, { count: formatInteger(otherOpen, language) })}
            </p>
            <Link to={to('/careers')} className="button button--primary">
              {texts.seeOpenPositions} <ArrowRightIcon />
            </Link>
          </div>
        </section>
      </>
    )
  }

  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <div className="page-header">
        <div className="container">
          <Breadcrumb parent={careersCrumb(texts)} current={position.title} />
          <p className="page-header__eyebrow" lang={langOf(position.department)}>
            {position.department}
          </p>
          <h1 lang={langOf(position.title)}>{position.title}</h1>
          <p lang={langOf(position.summary)}>{position.summary}</p>
        </div>
      </div>
      <div className="section">
        <div className="container position-layout">
          <article aria-labelledby="about-role-title" className="position-detail">
            <PositionFacts position={position} texts={texts} />
            <h2 id="about-role-title">{texts.aboutRole}</h2>
            {position.description.map((paragraph) => (
              <p key={paragraph} lang={langOf(paragraph)}>
                {paragraph}
              </p>
            ))}
            <h3>{texts.responsibilities}</h3>
            <ul className="check-list">
              {position.responsibilities.map((item) => (
                <li key={item} lang={langOf(item)}>
                  <CheckCircleIcon />
                  {item}
                </li>
              ))}
            </ul>
            <h3>{texts.requirements}</h3>
            <ul className="check-list">
              {position.requirements.map((item) => (
                <li key={item} lang={langOf(item)}>
                  <CheckCircleIcon />
                  {item}
                </li>
              ))}
            </ul>
            <p>
              <Link to={to('/careers')}>{texts.allOpenPositions}</Link>
            </p>
          </article>
          <ApplicationForm
            positionId={position.id}
            title={position.title}
            texts={texts}
            answer={actionData}
          />
        </div>
      </div>
    </FormTextsProvider>
  )
}
