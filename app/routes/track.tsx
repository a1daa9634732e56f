import { PageHeader } from '#app/components/page-header.tsx'
import { formTextsIn } from '#app/components/form.messages.ts'
import { FormTextsProvider } from '#app/components/form-texts.tsx'
import { requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { fill } from '#app/i18n/messages.ts'
import { TrackTextsProvider } from '#app/components/tracking/tracking-texts.tsx'
import { TrackLookup } from '#app/components/tracking/track-lookup.tsx'
import { companyOf, pageMeta, siteOf } from '#app/utils/page-meta.ts'
import { data, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/track'
import './track.css'
import { trackMessages } from './track.messages.ts'

export function meta({ params, matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return []
  const { track } = loaderData
  const meta = pageMeta(siteOf(matches), {
    title: track.title,
    description: fill(track.description, { company: companyOf(matches).name }),
    path: '/track',
    breadcrumb: [{ name: track.heading, path: '/track' }],
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
  const language = requestLanguage(request)
  const texts = { formTexts: formTextsIn(language), track: messagesIn(trackMessages, language) }
  return params.reference ? data(texts, { headers: { 'X-Robots-Tag': 'noindex' } }) : texts
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export default function Track({ loaderData }: Route.ComponentProps) {
  const { track } = loaderData
  return (
    <FormTextsProvider texts={loaderData.formTexts}>
      <TrackTextsProvider texts={track}>
        <PageHeader title={track.heading} breadcrumb={track.heading} lead={track.lead} />
        <section className="section section--tinted" aria-label={track.section}>
          <div className="container tracking">
            <TrackLookup />
          </div>
        </section>
      </TrackTextsProvider>
    </FormTextsProvider>
  )
}
