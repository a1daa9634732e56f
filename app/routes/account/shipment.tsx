import { NotFoundContent, notFoundMeta } from '#app/components/not-found-content.tsx'
import { PageHeader } from '#app/components/page-header.tsx'
import { localizedPath, requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { textFields } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { data, Link, redirect, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/shipment'
import { AccountNav } from '#app/components/account/account-nav.tsx'
import { accountNavMessages } from '#app/components/account/account-nav.messages.ts'
import { answerOf } from '#app/components/account/answer.ts'
import { describeShipmentEvent } from '#app/components/account/shipment-events.ts'
import { ShipmentHistory, ShipmentSharing } from '#app/components/account/shipment-sharing.tsx'
import { portalShipmentMessages } from '#app/components/account/shipments.messages.ts'
import { ShipmentView } from '#app/components/tracking/shipment-view.tsx'
import { TrackTextsProvider } from '#app/components/tracking/tracking-texts.tsx'
import { trackMessages } from '#app/routes/track.messages.ts'
import '#app/components/tracking/tracking.css'
import '#app/components/not-found-content.css'
import './account.css'
import './account-shipments.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const shipment = loaderData?.shipment
  if (!loaderData || !shipment) return notFoundMeta(matches)
  const title = fill(loaderData.texts.shipmentTitle, { reference: shipment.reference })
  return [
    { title: documentTitle(companyOf(matches), title) },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * One shipment of the company, or shared with it: its milestones as /track shows them, its
 * references, who it is shared with (its owner's people only) and its history. One the person
 * may not see is the not-found page, as one that does not exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const outcome = await pageHost(context).portalShipments.shipment(params.reference, language)
  if (!outcome) throw redirect(localizedPath('/account', language), 303)
  const page = {
    texts: messagesIn(portalShipmentMessages, language),
    nav: messagesIn(accountNavMessages, language),
    track: messagesIn(trackMessages, language),
  }
  if (outcome.ok) {
    const { history, ...shipment } = outcome.value
    const described = history.map((event) => ({
      ...event,
      sentence: describeShipmentEvent(event, language),
    }))
    return { ...page, shipment: { ...shipment, history: described }, refusal: null }
  }
  return data(
    { ...page, shipment: null, refusal: outcome.refusal.message },
    { status: outcome.refusal.status },
  )
}

/** The sharing forms post here, named by their intent, through what their routes do. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const language = requestLanguage(request)
  const host = pageHost(context).portalShipments
  const { intent, ...values } = textFields(await request.formData())
  const outcome =
    intent === 'share'
      ? await host.share(params.reference, values, language)
      : intent === 'unshare'
        ? await host.unshare(params.reference, values.company ?? '', language)
        : undefined
  if (outcome === undefined) throw data('Unknown form', { status: 400 })
  if (outcome === null) throw redirect(localizedPath('/account', language), 303)
  return answerOf(intent as 'share' | 'unshare', outcome, intent === 'share' ? values : {})
}

export default function AccountShipment({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, nav, track, shipment, refusal } = loaderData
  const to = useLocalizedPath()
  if (!shipment) return <NotFoundContent message={refusal} />
  const title = fill(texts.shipmentTitle, { reference: shipment.reference })
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={shipment.reference}
        parent={{ name: texts.listTitle, path: '/account/shipments' }}
      />
      <section className="section section--tinted account" aria-label={title}>
        <div className="container account-home">
          <AccountNav texts={nav} />
          <div className="account-card account-facts-card">
            <dl className="account-facts">
              <div>
                <dt>{texts.status}</dt>
                <dd>{texts[shipment.status]}</dd>
              </div>
              <div>
                <dt>{texts.references}</dt>
                <dd>
                  {shipment.customerReferences.length > 0
                    ? shipment.customerReferences.join(', ')
                    : texts.none}
                </dd>
              </div>
            </dl>
          </div>
          <section className="account-card" aria-labelledby="documents-title">
            <h2 id="documents-title">{texts.documentsHeading}</h2>
            <p>{texts.documentsLead}</p>
            <Link
              className="button button--accent"
              to={to(`/account/shipments/${shipment.reference}/documents`)}
            >
              {fill(texts.documentsLink, { reference: shipment.reference })}
            </Link>
          </section>
          <TrackTextsProvider texts={track}>
            <ShipmentView shipment={shipment} withSubscription={false} />
          </TrackTextsProvider>
          {shipment.shares ? (
            <ShipmentSharing texts={texts} shipment={shipment} answer={actionData} />
          ) : null}
          <ShipmentHistory texts={texts} history={shipment.history} />
        </div>
      </section>
    </>
  )
}
