import { requestLanguage } from '#app/i18n/language.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { EyeIcon, TargetIcon } from '#app/components/icons.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { Reveal } from '#app/components/reveal.tsx'
import { companyOf, pageMeta } from '#app/utils/page-meta.ts'
import { pagePictures, PLACES } from '#app/utils/page-pictures.ts'
import { siteRecords, useSite } from '#app/utils/site-content.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { ImageRef } from '#schemas/content/image-ref.ts'
import type { Localized } from '#schemas/content/localized.ts'
import type { Route } from './+types/about'
import './about.css'

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const company = companyOf(matches)
  return pageMeta(company, {
    title: 'About',
    description: `About ${company.name}: our mission, vision, objectives and values, a commitment from our chairman, and the management team behind our Dhaka and Chattogram offices.`,
    path: '/about',
    breadcrumb: [{ name: 'About', path: '/about' }],
  })
}

/** Rendered per request: the statements and the team as published now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const [{ about, team }, pictures] = await Promise.all([
    siteRecords(context, language),
    pagePictures(context, language),
  ])
  if (!about) throw new Error('The About record is not published')
  // The commitment is signed by someone on the team: their portrait goes beside it.
  const signatory = team.find((member) => member.name === about.commitment.name)
  const portrait = (data: { image: ImageRef }) => data.image
  const altOf = (data: { imageAlt: Localized }) => data.imageAlt
  const members = pictures.collections.team
  return {
    about,
    team,
    portraits: pictures.of(members, PLACES.teamCard, portrait, altOf),
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
  const { about, team, portraits, signatoryPortrait } = loaderData
  const { company } = useSite()
  return (
    <>
      <PageHeader title={company.name} breadcrumb="About" lead={company.tagline} />

      <section className="section" aria-labelledby="intro-title">
        <div className="container intro-grid">
          <div>
            <span className="eyebrow">Who we are</span>
            <h2 id="intro-title">More than ten years of moving Bangladesh’s cargo</h2>
            {company.introduction.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              Want to work with us? See the open positions on our{' '}
              <Link to="/careers">careers page</Link>.
            </p>
          </div>
          <img src="/images/about-intro.svg" width="640" height="440" alt="" loading="lazy" />
        </div>
      </section>

      <section className="section section--tinted" aria-label="Mission and vision">
        <div className="container mission-grid">
          <Reveal className="mission-card">
            <span className="mission-card__icon">
              <TargetIcon />
            </span>
            <h2>Our Mission</h2>
            <p>{about.mission}</p>
          </Reveal>
          <Reveal className="mission-card">
            <span className="mission-card__icon">
              <EyeIcon />
            </span>
            <h2>Our Vision</h2>
            <p>{about.vision}</p>
          </Reveal>
        </div>
      </section>

      <section className="section" aria-labelledby="objective-title">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">What we work towards</span>
            <h2 id="objective-title">Our Objective</h2>
          </div>
          <ol className="objectives">
            {about.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="values-title">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">How we work</span>
            <h2 id="values-title">Our Values</h2>
          </div>
          <ul className="values">
            {about.values.map((value) => (
              <Reveal as="li" key={value.title}>
                <div className="value-card">
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="commitment-title">
        <div className="container">
          <div className="commitment">
            <ResponsiveImage image={signatoryPortrait} />
            <div>
              <h2 id="commitment-title">Our Commitment</h2>
              <blockquote>
                {about.commitment.statement.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </blockquote>
              <p className="commitment__name">{about.commitment.name}</p>
              <p className="commitment__role">{about.commitment.role}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="team-title">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">Leadership</span>
            <h2 id="team-title">Management Team</h2>
          </div>
          <ul className="team-grid">
            {team.map((member) => (
              <Reveal as="li" key={member.id}>
                <article className="team-card">
                  <ResponsiveImage image={portraits[member.id]} />
                  <div className="team-card__body">
                    <h3>{member.name}</h3>
                    <p>{member.designation}</p>
                  </div>
                </article>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
