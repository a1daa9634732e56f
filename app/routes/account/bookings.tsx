import { PageHeader } from '#app/components/page-header.tsx'
import { AccountNav } from '#app/components/account/account-nav.tsx'
import { accountNavMessages } from '#app/components/account/account-nav.messages.ts'
import { ErrorSummary } from '#app/components/error-summary.tsx'
import { bookingPageMessages } from '#app/components/account/bookings.messages.ts'
import { BookingList, replyFieldId } from '#app/components/account/bookings/booking-list.tsx'
import { localizedPath, requestLanguage, useLocalizedPath } from '#app/i18n/language.ts'
import { fill, messagesIn } from '#app/i18n/messages.ts'
import { textFields } from '#app/utils/form-post.ts'
import { pageHost } from '#app/utils/page-host.ts'
import { companyOf, documentTitle } from '#app/utils/page-meta.ts'
import { data, Link, redirect, type MetaDescriptor } from 'react-router'
import type { Route } from './+types/bookings'
import './bookings.css'

export function meta({ matches, loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return [
    { title: documentTitle(companyOf(matches), loaderData?.texts.listTitle ?? '') },
    { name: 'robots', content: 'noindex' },
  ]
}

const REFERENCE = /^B-\d{4}-\d{6,}$/

/** The company's bookings; `?sent=` names the one just sent, to thank for it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const bookings = await pageHost(context).bookings.list()
  if (!bookings) throw redirect(localizedPath('/account', language), 303)
  const sent = new URL(request.url).searchParams.get('sent') ?? ''
  return {
    texts: messagesIn(bookingPageMessages, language),
    nav: messagesIn(accountNavMessages, language),
    bookings,
    sent: REFERENCE.test(sent) ? sent : null,
  }
}

/** A refused post's own headers (Retry-After after a 429) reach the page's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders
}

/**
 * Cancels a booking through what POST /api/account/bookings/{id}/cancel does, or sends a reply to
 * our team's question through what POST /api/account/bookings/{id}/reply does; a refused reply
 * comes back with what was typed, beside its booking.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request)
  const { intent, booking = '', message = '' } = textFields(await request.formData())
  const bookings = pageHost(context).bookings
  if (intent !== 'cancel' && intent !== 'reply') throw data('Unknown form', { status: 400 })
  const outcome =
    intent === 'cancel'
      ? await bookings.cancel(booking, language)
      : await bookings.reply(booking, { message }, language)
  if (outcome.ok) return { ok: true as const, message: outcome.value }
  const { status, errors } = outcome.refusal
  const reply = intent === 'reply' ? { booking, text: message, error: errors?.message } : null
  return data(
    { ok: false as const, message: outcome.refusal.message, reply },
    { status: status >= 400 ? status : 500 },
  )
}

export default function Bookings({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, nav, bookings, sent } = loaderData
  const to = useLocalizedPath()
  return (
    <>
      <PageHeader title={texts.listTitle} breadcrumb={texts.listTitle} lead={texts.listLead} />
      <section className="section section--tinted account" aria-label={texts.listTitle}>
        <div className="container booking-page">
          <AccountNav texts={nav} />
          {actionData && !actionData.ok ? (
            <ErrorSummary
              title={texts.refusedTitle}
              items={[
                actionData.reply?.error
                  ? {
                      message: actionData.reply.error,
                      fieldId: replyFieldId(actionData.reply.booking),
                    }
                  : { message: actionData.message },
              ]}
            />
          ) : null}
          {actionData?.ok || sent ? (
            <div className="account-notice" role="status" tabIndex={-1} autoFocus>
              <h2 className="account-notice__title">
                {actionData?.ok ? texts.doneTitle : texts.sentTitle}
              </h2>
              <p>
                {actionData?.ok
                  ? actionData.message
                  : fill(texts.sentNotice, { reference: sent ?? '' })}
              </p>
            </div>
          ) : null}
          <p>
            <Link className="button button--accent" to={to('/account/bookings/new')}>
              {texts.newBooking}
            </Link>
          </p>
          <BookingList
            texts={texts}
            bookings={bookings}
            refusedReply={actionData && !actionData.ok ? actionData.reply : null}
          />
        </div>
      </section>
    </>
  )
}
