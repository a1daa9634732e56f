import { requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { PageHeader } from '#app/components/page-header.tsx'
import { ServicesGrid, serviceCardsOf } from '#app/components/services/services-grid.tsx'
import { photoPreload } from '#app/utils/image-preload.ts'
import { pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { pagePictures, serviceCardPictures } from '#app/utils/page-pictures.ts'
import { siteRecords } from '#app/utils/site-content.ts'
import type { Route } from './+types/services'
import type { MetaDescriptor } from 'react-router'
import './services.css'
import { servicesMessages } from './services.messages.ts'

/** Rendered per request: the services as published now. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const [{ services }, pictures] = await Promise.all([
    siteRecords(context, language),
    pagePictures(context, language),
  ])
  const serviceCards = serviceCardPictures(pictures)
  const [first] = services
  return {
    services: serviceCardsOf(services),
    serviceCards,
    messages: messagesIn(servicesMessages, language),
    // The first card's picture is the page's LCP image (ServicesGrid's firstIsLcp). Made here
    // rather than in meta, so the preload's code stays out of the browser's scripts.
    firstCardPreload: first ? photoPreload(serviceCards[first.id]) : [],
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  const { messages, firstCardPreload } = loaderData
  return [
    ...firstCardPreload,
    ...pageMeta(siteOf(matches), {
      title: messages.title,
      description: messages.description,
      path: '/services',
      breadcrumb: [{ name: messages.title, path: '/services' }],
    }),
  ]
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData
  return (
    <>
      <PageHeader title={messages.heading} breadcrumb={messages.title} lead={messages.lead} />
      <section className="section" aria-label={messages.allServices}>
        <div className="container">
          <ServicesGrid
            services={loaderData.services}
            pictures={loaderData.serviceCards}
            headingLevel={2}
            firstIsLcp
          />
        </div>
      </section>
    </>
  )
}
