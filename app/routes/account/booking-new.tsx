import { PageHeader } from '#app/components/page-header.tsx'
import { AccountNav } from '#app/components/account/account-nav.tsx'
import { accountNavMessages } from '#app/components/account/account-nav.messages.ts'
import { bookingPageMessages } from '#app/components/account/bookings.messages.ts'
import {
  bookingBodyOf,
  estimateQueryOf,
  valuesFromQuery,
  type BookingValues,
} from '#app/components/account/bookings/booking-fields.ts'
import {
  BookingForm,
  ESTIMATE_INTENT,
  SEND_INTENT,
  type BookingFormState,
} from '#app/components/account/bookings/booking-form.tsx'
import { estimateTextsIn } from '#app/components/quote/estimate.messages.ts'
import {
  localizedPath,
  requestLanguage,
  useLanguage,
  useLocalizedPath,
  type Language,
} from '#app/i18n/language.ts'
import { messagesIn } from '#app/i18n/messages.ts'
import { textFields } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import type { PageHost } from '#domain/page-host.ts'
import { data, Link, redirect, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/booking-new'
import './bookings.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.texts.newTitle ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The estimate for the form's lane and cargo, or why there is none yet. */
async function withEstimate(
  host: PageHost,
  values: BookingValues,
  language: Language,
): Promise<Pick<BookingFormState, 'estimate' | 'estimateGap'>> {
  const query = estimateQueryOf(values)
  if (!query) return { estimate: null, estimateGap: 'incomplete' }
  const outcome = await host.pricing.estimateQuote(query, language)
  return outcome.ok
    ? { estimate: outcome.value, estimateGap: null }
    : { estimate: null, estimateGap: 'incomplete' }
}

/**
 * A booking request, from scratch or from an estimate: the quote page's "Book this" opens this
 * page with the estimate's query, which fills the form and shows the same estimate. Signed-out
 * visitors are sent to sign in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const host = pageHost(context)
  const parties = await host.bookings.parties()
  if (!parties) throw redirect(localizedPath('/account', language), 303)
  const values = valuesFromQuery(new URL(request.url).searchParams)
  const fromEstimate = new URL(request.url).searchParams.has('mode')
  const state: BookingFormState = {
    values,
    errors: {},
    message: null,
    ...(fromEstimate
      ? await withEstimate(host, values, language)
      : { estimate: null, estimateGap: 'incomplete' as const }),
  }
  return {
    texts: messagesIn(bookingPageMessages, language),
    nav: messagesIn(accountNavMessages, language),
    estimateTexts: estimateTextsIn(language),
    parties,
    state,
  }
}

/** A refused post's own headers (Retry-After after a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/**
 * "Show the estimate" prices the form's lane and cargo and shows the form again; "Send" sends
 * the request through what POST /api/account/bookings does, then opens the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request)
  const host = pageHost(context)
  const { intent, ...values } = textFields(await request.formData())
  if (intent === ESTIMATE_INTENT) {
    const state: BookingFormState = {
      values,
      errors: {},
      message: null,
      ...(await withEstimate(host, values, language)),
    }
    return state
  }
  if (intent !== SEND_INTENT) throw data('Unknown form', { status: 400 })
  const outcome = await host.bookings.send(bookingBodyOf(values), language)
  if (outcome.ok) {
    const sent = encodeURIComponent(outcome.value.data.reference)
    return redirect(localizedPath(`/account/bookings?sent=${sent}`, language), 303)
  }
  const { refusal } = outcome
  const state: BookingFormState = {
    values,
    errors: refusal.errors ?? {},
    message: refusal.message,
    estimate: null,
    estimateGap: 'incomplete',
  }
  return data(state, {
    status: refusal.status >= 400 ? refusal.status : 500,
    headers: refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : undefined,
  })
}

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, nav, estimateTexts, parties } = loaderData
  const to = useLocalizedPath()
  const state = actionData ?? loaderData.state
  const language = useLanguage()
  return (
    <>
      <PageHeader
        title={texts.newTitle}
        breadcrumb={texts.newTitle}
        parent={{ name: texts.listTitle, path: '/account/bookings' }}
        lead={texts.newLead}
      />
      <section className="section section--tinted account" aria-label={texts.newTitle}>
        <div className="container account-home">
          <AccountNav texts={nav} />
          <p className="booking-back">
            <Link to={to('/account/bookings')}>← {texts.backToBookings}</Link>
          </p>
          <BookingForm
            texts={texts}
            estimateTexts={estimateTexts}
            language={language}
            parties={parties}
            state={state}
          />
        </div>
      </section>
    </>
  )
}
