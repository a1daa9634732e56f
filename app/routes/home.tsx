import { requestLanguage } from '#app/i18n/language.ts'
import { CountUp } from '#app/components/count-up.tsx'
import { ClientLogos } from '#app/components/showcase/client-logos.tsx'
import { ClientReviews } from '#app/components/showcase/client-reviews.tsx'
import { ArrowRightIcon, ClockIcon, MapPinIcon, PhoneIcon } from '#app/components/icons.tsx'
import { ParticlesBackground } from '#app/components/particles-background.tsx'
import { Reveal } from '#app/components/reveal.tsx'
import { ServicesGrid } from '#app/components/services-grid.tsx'
import { ResponsiveImage } from '#app/components/responsive-image.tsx'
import { companyOf, pageMeta } from '#app/utils/page-meta.ts'
import { homeHeroPicture, pagePictures, serviceCardPictures } from '#app/utils/page-pictures.ts'
import { telHref } from '#app/utils/phone.ts'
import { homeShowcase } from '#app/utils/showcase.ts'
import { headquartersOf, siteRecords, useSite } from '#app/utils/site-content.ts'
import { oneLineAddress } from '#domain/postal-address.ts'
import { Link, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/home'
import './home.css'

/** Rendered per request: the services and figures as published now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const [{ services, statistics }, pictures, showcase] = await Promise.all([
    siteRecords(context, language),
    pagePictures(context, language),
    homeShowcase(context, language),
  ])
  return {
    services,
    statistics,
    showcase,
    serviceCards: serviceCardPictures(pictures),
    heroPhoto: homeHeroPicture(pictures),
  }
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const company = companyOf(matches)
  return pageMeta(company, {
    title: 'Home',
    description: `${company.name}: air freight, ocean freight, sea-air, warehousing and project cargo from Dhaka and Chattogram to the world. Ask for a quote today.`,
    path: '/',
  })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, statistics, serviceCards, heroPhoto } = loaderData
  const site = useSite()
  const { company } = site
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
            We are the leading <strong>WORLDWIDE FREIGHT FORWARDER</strong>
          </h1>
          <p>
            Air, ocean and multimodal freight from Dhaka and Chattogram to every major market, with
            customs clearance and door-to-door delivery handled by one team.
          </p>
          <div className="hero__actions">
            <Link to="/contact" className="button button--accent">
              Get Quote <ArrowRightIcon />
            </Link>
            <Link to="/services" className="button button--light">
              Our services
            </Link>
          </div>
        </div>
      </section>

      <section className="info-strip" aria-label="Opening times and contact">
        <div className="container">
          <ul className="info-strip__grid">
            <li className="info-strip__item">
              <span className="info-strip__icon">
                <ClockIcon />
              </span>
              <div>
                <h2>Opening times</h2>
                <p>{company.openingHours.label}</p>
              </div>
            </li>
            <li className="info-strip__item">
              <span className="info-strip__icon">
                <MapPinIcon />
              </span>
              <div>
                <h2>Headquarters</h2>
                <p>{headquarters ? oneLineAddress(headquarters.address) : null}</p>
              </div>
            </li>
            <li className="info-strip__item">
              <span className="info-strip__icon">
                <PhoneIcon />
              </span>
              <div>
                <h2>Call us</h2>
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
            <span className="eyebrow">About us</span>
            <h2 id="about-title">Your cargo, moved with care from Bangladesh to the world</h2>
            {company.introduction.slice(0, 1).map((paragraph) => (
              <p className="lead" key={paragraph}>
                {paragraph}
              </p>
            ))}
            <Link to="/about" className="button button--primary">
              See More<span className="visually-hidden"> about {company.name}</span>{' '}
              <ArrowRightIcon />
            </Link>
          </Reveal>
          <ul className="stats" aria-label="Key figures">
            {statistics.map((statistic) => (
              <li className="stat" key={statistic.label}>
                <CountUp value={statistic.value} suffix={statistic.suffix} />
                <p className="stat__label">{statistic.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="services-title">
        <div className="container">
          <div className="section-heading section-heading--center">
            <span className="eyebrow">What we do</span>
            <h2 id="services-title">Freight services for every shipment</h2>
            <p className="lead">
              From a single carton of samples to a factory’s worth of machinery, we choose the mode,
              route and carrier that fit your deadline and budget.
            </p>
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
            <h2 id="contact-banner-title">
              Contact us now to get quote for all your global shipping needs
            </h2>
            <Link to="/contact" className="button button--accent">
              Contact Us <ArrowRightIcon />
            </Link>
          </Reveal>
        </div>
      </section>
    </>
  )
}
