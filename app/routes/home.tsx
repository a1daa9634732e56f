import { requestLanguage, useLocalizedPath, useTextLang } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { CountUp } from '#app/components/count-up.tsx'
import { ClientLogos } from '#app/components/showcase/client-logos.tsx'
import { ClientReviews } from '#app/components/showcase/client-reviews.tsx'
import { ArrowRightIcon, ClockIcon, MapPinIcon, PhoneIcon } from '#app/components/icons.tsx'
import { PostalAddress } from '#app/components/postal-address.tsx'
import { ParticlesBackground } from '#app/components/particles-background.tsx'
import { Reveal } from '#app/components/reveal.tsx'
import { ServicesGrid, serviceCardsOf } from '#app/components/services/services-grid.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { photoPreload } from '#app/utils/image-preload.ts'
import { PRESENTS_COMPANY } from '#app/utils/page-handle.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { homeHeroPicture, pagePictures, serviceCardPictures } from '#app/utils/page-pictures.ts'
import { telHref } from '#app/utils/phone.ts'
import { homeShowcase } from '#app/utils/showcase.ts'
import { headquartersOf, siteRecords, useSite } from '#app/utils/site-content.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/home'
import './home.css'
import { homeMessages } from './home.messages.ts'

/** Rendered per request: the services and figures as published now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const [{ services, statistics, company }, pictures, showcase] = await Promise.all([
    siteRecords(context, language),
    pagePictures(context, language),
    homeShowcase(context, language),
  ])
  const heroPhoto = homeHeroPicture(pictures)
  return {
    services: serviceCardsOf(services),
    statistics,
    showcase,
    // The introduction's first paragraph leads the "About" block.
    introduction: company?.introduction.slice(0, 1) ?? [],
    messages: messagesIn(homeMessages, language),
    serviceCards: serviceCardPictures(pictures),
    heroPhoto,
    // Made here rather than in meta, so the preload's code stays out of the browser's scripts.
    heroPreload: photoPreload(heroPhoto),
  }
}

export const handle = PRESENTS_COMPANY

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const site = siteOf(matches)
  if (!loaderData) return []
  const { messages, heroPreload } = loaderData
  return [
    ...heroPreload,
    ...pageMeta(site, {
      title: messages.title,
      description: fill(messages.description, { company: site.company.name }),
      path: '/',
    }),
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, statistics, serviceCards, heroPhoto, messages, introduction } = loaderData
  const site = useSite()
  const { company, language } = site
  const to = useLocalizedPath()
  const langOf = useTextLang()
  const headquarters = headquartersOf(site)
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        {heroPhoto ? (
          <ResponsiveImage image={heroPhoto} className="hero__photo" lcp />
        ) : (
          <img
            className="hero__map"
            src="/images/hero-routes.svg"
            width="1200"
            height="600"
            alt=""
            fetchPriority="high"
          />
        )}
        <ParticlesBackground />
        <div className="container hero__inner">
          <h1 id="hero-title">
            {messages.heroLead} <strong>{messages.heroStrong}</strong>
          </h1>
          <p>{messages.heroText}</p>
          <div className="hero__actions">
            <Link to={to('/contact')} className="button button--accent">
              {messages.getQuote} <ArrowRightIcon />
            </Link>
            <Link to={to('/services')} className="button button--light">
              {messages.ourServices}
            </Link>
          </div>
        </div>
      </section>

      <section className="info-strip" aria-label={messages.infoStrip}>
        <div className="container">
          <ul className="info-strip__grid">
            <li className="info-strip__item">
              <span className="info-strip__icon">
                <ClockIcon />
              </span>
              <div>
                <h2>{messages.openingTimes}</h2>
                <p lang={langOf(company.openingHours.label)}>{company.openingHours.label}</p>
              </div>
            </li>
            <li className="info-strip__item">
              <span className="info-strip__icon">
                <MapPinIcon />
              </span>
              <div>
                <h2>{messages.headquarters}</h2>
                <p>{headquarters ? <PostalAddress address={headquarters.address} /> : null}</p>
              </div>
            </li>
            <li className="info-strip__item">
              <span className="info-strip__icon">
                <PhoneIcon />
              </span>
              <div>
                <h2>{messages.callUs}</h2>
                {company.phones.map((phone) => (
                  <a key={phone} href={telHref(phone)}>
                    {phone}
                    <br />
                  </a>
                ))}
              </div>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-title">
        <div className="container about-block">
          <Reveal>
            <span className="eyebrow">{messages.aboutEyebrow}</span>
            <h2 id="about-title">{messages.aboutTitle}</h2>
            {introduction.map((paragraph) => (
              <p className="lead" key={paragraph} lang={langOf(paragraph)}>
                {paragraph}
              </p>
            ))}
            <Link to={to('/about')} className="button button--primary">
              {messages.seeMore}
              <span className="visually-hidden">
                {fill(messages.seeMoreHidden, { company: company.name })}
              </span>{' '}
              <ArrowRightIcon />
            </Link>
          </Reveal>
          <ul className="stats" aria-label={messages.keyFigures}>
            {statistics.map((statistic) => (
              <li className="stat" key={statistic.label}>
                <CountUp value={statistic.value} suffix={statistic.suffix} language={language} />
                <p className="stat__label" lang={langOf(statistic.label)}>
                  {statistic.label}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="services-title">
        <div className="container">
          <div className="section-heading section-heading--center">
            <span className="eyebrow">{messages.servicesEyebrow}</span>
            <h2 id="services-title">{messages.servicesTitle}</h2>
            <p className="lead">{messages.servicesLead}</p>
          </div>
          <ServicesGrid services={services} pictures={serviceCards} />
        </div>
      </section>

      <ClientReviews
        reviews={loaderData.showcase.reviews}
        messages={loaderData.showcase.messages}
      />
      <ClientLogos
        clients={loaderData.showcase.clients}
        heading={loaderData.showcase.clientsHeading}
        messages={loaderData.showcase.messages}
      />

      <section className="section" aria-labelledby="contact-banner-title">
        <div className="container">
          <Reveal className="cta-banner">
            <h2 id="contact-banner-title">{messages.contactBanner}</h2>
            <Link to={to('/contact')} className="button button--accent">
              {messages.contactUs} <ArrowRightIcon />
            </Link>
          </Reveal>
        </div>
      </section>
    </>
  )
}
