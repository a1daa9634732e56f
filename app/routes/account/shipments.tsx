import { PageHeader } from '#app/components/page-header.tsx'
import { localizedPath, requestLanguage } from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { data, redirect, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/shipments'
import { AccountNav } from '#app/components/account/account-nav.tsx'
import { accountNavMessages } from '#app/components/account/account-nav.messages.ts'
import { ShipmentList, ShipmentSearch } from '#app/components/account/shipment-list.tsx'
import { portalShipmentMessages } from '#app/components/account/shipments.messages.ts'
import './account.css'
import './account-shipments.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.texts.listTitle ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * My shipments, rendered on the server: the search is a GET form, each page an address. Without
 * a customer session it leads to the sign-in at /account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const outcome = await pageHost(context).portalShipments.list(query, language)
  if (!outcome) throw redirect(localizedPath('/account', language), 303)
  const texts = messagesIn(portalShipmentMessages, language)
  const nav = messagesIn(accountNavMessages, language)
  const answer = {
    texts,
    nav,
    query,
    page: outcome.ok ? outcome.value : { data: [], next: null },
    refusal: outcome.ok ? null : outcome.refusal,
  }
  return outcome.ok ? answer : data(answer, { status: outcome.refusal.status })
}

export default function AccountShipments({ loaderData }: Route.ComponentProps) {
  const { texts, nav, query, page, refusal } = loaderData
  return (
    <>
      <PageHeader title={texts.listTitle} breadcrumb={texts.listTitle} lead={texts.listLead} />
      <section className="section section--tinted account" aria-label={texts.listTitle}>
        <div className="container account-home">
          <AccountNav texts={nav} />
          <ShipmentSearch texts={texts} query={query} refusal={refusal} />
          {refusal ? null : <ShipmentList texts={texts} page={page} query={query} />}
        </div>
      </section>
    </>
  )
}
