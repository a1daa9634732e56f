import { requestLanguage, useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { EyeIcon, TargetIcon } from '#app/components/icons.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { Reveal } from '#app/components/reveal.tsx'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { siteRecords, useSite } from '#app/utils/site-content.ts'
import type { ReactNode } from 'react'
import { Link, type MetaDescriptor } from 'react-router'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { Localized } from '#schemas/content/localized.ts'
import type { Route } from './+types/about'
import './about.css'
import { aboutMessages } from './about.messages.ts'

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const site = siteOf(matches)
  if (!loaderData) return []
  const { messages } = loaderData
  return pageMeta(site, {
    title: messages.title,
    description: fill(messages.description, { company: site.company.name }),
    path: '/about',
    breadcrumb: [{ name: messages.title, path: '/about' }],
  })
}

/** Rendered per request: the statements and the team as published now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const [{ about, team, company }, pictures, english] = await Promise.all([
    siteRecords(context, language),
    pagePictures(context, language),
    language === 'en' ? undefined : siteRecords(context, 'en'),
  ])
  // A name the content gives in Bangla script keeps its Latin form beside it: the one on the
  // person's card, passport and email.
  const latinNames = Object.fromEntries(
    (english?.team ?? []).flatMap(({ id, name }) =>
      team.some((member) => member.id === id && member.name !== name) ? [[id, name]] : [],
    ),
  )
  if (!about) throw new Error('The About record is not published')
  // The commitment is signed by someone on the team: their portrait goes beside it.
  const signatory = team.find((member) => member.name === about.commitment.name)
  const portrait = (data: { image: ImageRef }) => data.image
  const altOf = (data: { imageAlt: Localized }) => data.imageAlt
  const members = pictures.collections.team
  return {
    about,
    team,
    latinNames,
    introduction: company?.introduction ?? [],
    portraits: pictures.of(members, PLACES.teamCard, portrait, altOf),
    messages: messagesIn(aboutMessages, language),
    signatoryPortrait:
      signatory &&
      pictures.of(
        members.filter((member) => member.id === signatory.id),
        PLACES.signatory,
        portrait,
        altOf,
      )[signatory.id],
  }
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, team, latinNames, portraits, signatoryPortrait, messages, introduction } =
    loaderData
  const { company, settings } = useSite()
  const to = useLocalizedPath()
  const langOf = useTextLang()
  return (
    <>
      <PageHeader title={company.name} breadcrumb={messages.title} lead={company.tagline} />

      <section className="section" aria-labelledby="intro-title">
        <div className="container intro-grid">
          <div>
            <span className="eyebrow">{messages.whoWeAre}</span>
            <h2 id="intro-title">{messages.introTitle}</h2>
            {introduction.map((paragraph) => (
              <p key={paragraph} lang={langOf(paragraph)}>
                {paragraph}
              </p>
            ))}
            <p>
              {messages.careersBefore} <Link to={to('/careers')}>{messages.careersLink}</Link>
              {messages.careersAfter}
            </p>
          </div>
          <img src="/images/about-intro.svg" width="640" height="440" alt="" loading="lazy" />
        </div>
      </section>

      {settings.memberships.length > 0 || settings.tradeLicence ? (
        <section className="section credentials-section" aria-labelledby="credentials-title">
          <div className="container credentials">
            <div>
              <span className="eyebrow">{messages.credentialsEyebrow}</span>
              <h2 id="credentials-title">{messages.credentials}</h2>
            </div>
            {settings.memberships.length > 0 ? (
              <ul className="credentials__memberships" aria-label={messages.memberships}>
                {settings.memberships.map((membership) => (
                  <li key={membership} lang="en">
                    {membership}
                  </li>
                ))}
              </ul>
            ) : null}
            {settings.tradeLicence ? (
              <p className="credentials__licence">
                {messages.tradeLicence} <span lang="en">{settings.tradeLicence}</span>
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      <section className="section section--tinted" aria-label={messages.missionAndVision}>
        <div className="container mission-grid">
          <Reveal className="mission-card">
            <span className="mission-card__icon">
              <TargetIcon />
            </span>
            <h2>{messages.mission}</h2>
            <p lang={langOf(about.mission)}>{about.mission}</p>
          </Reveal>
          <Reveal className="mission-card">
            <span className="mission-card__icon">
              <EyeIcon />
            </span>
            <h2>{messages.vision}</h2>
            <p lang={langOf(about.vision)}>{about.vision}</p>
          </Reveal>
        </div>
      </section>

      <HeadedSection
        id="objective-title"
        eyebrow={messages.objectiveEyebrow}
        title={messages.objective}
      >
        <ol className="objectives">
          {about.objectives.map((objective) => (
            <li key={objective} lang={langOf(objective)}>
              {objective}
            </li>
          ))}
        </ol>
      </HeadedSection>

      <HeadedSection
        id="values-title"
        eyebrow={messages.valuesEyebrow}
        title={messages.values}
        tinted
      >
        <ul className="values">
          {about.values.map((value) => (
            <Reveal as="li" key={value.title}>
              <div className="value-card">
                <h3 lang={langOf(value.title)}>{value.title}</h3>
                <p lang={langOf(value.text)}>{value.text}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </HeadedSection>

      <section className="section" aria-labelledby="commitment-title">
        <div className="container">
          <div className="commitment">
            <ResponsiveImage image={signatoryPortrait} />
            <div>
              <h2 id="commitment-title">{messages.commitment}</h2>
              <blockquote>
                {about.commitment.statement.map((paragraph) => (
                  <p key={paragraph} lang={langOf(paragraph)}>
                    {paragraph}
                  </p>
                ))}
              </blockquote>
              <p className="commitment__name" lang={langOf(about.commitment.name)}>
                {about.commitment.name}
              </p>
              <p className="commitment__role" lang={langOf(about.commitment.role)}>
                {about.commitment.role}
              </p>
            </div>
          </div>
        </div>
      </section>

      <HeadedSection id="team-title" eyebrow={messages.teamEyebrow} title={messages.team} tinted>
        <ul className="team-grid">
          {team.map((member) => (
            <Reveal as="li" key={member.id}>
              <article className="team-card">
                <ResponsiveImage image={portraits[member.id]} />
                <div className="team-card__body">
                  <h3 lang={langOf(member.name)}>{member.name}</h3>
                  {latinNames[member.id] ? (
                    <p className="team-card__latin" lang="en">
                      {latinNames[member.id]}
                    </p>
                  ) : null}
                  <p lang={langOf(member.designation)}>{member.designation}</p>
                  {member.linkedIn ? (
                    <a className="team-card__link" href={member.linkedIn} rel="noopener">
                      {fill(messages.linkedIn, { name: member.name })}
                    </a>
                  ) : null}
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
      </HeadedSection>
    </>
  )
}

/** A section of the page under an eyebrow and its heading, which names the section. */
function HeadedSection({
  id,
  eyebrow,
  title,
  tinted = false,
  children,
}: {
  id: string
  eyebrow: string
  title: string
  tinted?: boolean
  children: ReactNode
}) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className="section-heading">
          <span className="eyebrow">{eyebrow}</span>
          <h2 id={id}>{title}</h2>
        </div>
        {children}
      </div>
    </section>
  )
}
