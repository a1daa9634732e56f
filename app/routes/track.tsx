import { PageHeader } from '#app/components/page-header.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { TrackLookup } from '#app/components/tracking/track-lookup.tsx'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { data, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/track'
import './track.css'

export function meta({ params, matches }: Route.MetaArgs): MetaDescriptor[] {
  const company = companyOf(matches)
  const meta = pageMeta(siteOf(matches), {
    title: 'Track a Shipment',
    description: `Track a ${company.name} shipment by its DBL- reference, or check a container or air waybill number and find its carrier’s tracking page.`,
    path: '/track',
    breadcrumb: [{ name: 'Track a shipment', path: '/track' }],
  })
  // A shared link (/track/<reference>) is somebody's shipment: never indexed.
  return params.reference ? [...meta, { name: 'robots', content: 'noindex' }] : meta
}

/**
 * The page's address without the shipment in it: a shared link's reference never reaches the
 * page's HTML (the language switch adds it once the page runs, app/components/language-switch.tsx).
 */
export const handle = { addressWithoutPrivateParts: '/track' }

/** A shared link is somebody's shipment: search engines are told so before they read the page. */
export function loader({ request, params }: Route.LoaderArgs) {
  const texts = { formTexts: formTextsIn(requestLanguage(request)) }
  return params.reference ? data(texts, { headers: { 'X-Robots-Tag': 'noindex' } }) : texts
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export default function Track({ loaderData }: Route.ComponentProps) {
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <PageHeader
        title="Track a shipment"
        breadcrumb="Track a shipment"
        lead="Enter the reference from your booking confirmation to see where your cargo is, or a container or air waybill number to check it and find its carrier."
      />
      <section className="section section--tinted" aria-label="Shipment tracking">
        <div className="container tracking">
          <TrackLookup />
        </div>
      </section>
    </FormTextsProvider>
  )
}
